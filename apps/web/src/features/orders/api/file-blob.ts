import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { OrderDocument } from "./order-keys";
import { orderKeys } from "./order-keys";

/** Where a document's bytes are read: the url it carries, else the download route. */
export const documentUrlOf = (doc: Pick<OrderDocument, "id" | "url">) => doc.url || `/document/download/${doc.id}`;

/** Saves a document under the server's file name; the request carries the session's headers. */
export const downloadDocument = (doc: Pick<OrderDocument, "id" | "url">) => api.download(documentUrlOf(doc));

/**
 * A document's bytes for a preview (the bill draft the customer approves). A download
 * route answers only with the bearer token, so it is fetched here and shown from a blob URL.
 */
export function useFileBlob(url: string | null) {
  return useQuery({
    queryKey: orderKeys.file(url ?? ""),
    queryFn: ({ signal }) => api.blob(url ?? "", { signal }),
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
