import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Contact, type ContactQuery, contactKeys } from "./contact-keys";

export function fetchContacts(query: ContactQuery, signal?: AbortSignal) {
  return api.get<{ list: Contact[]; total: number }>("/customer/contact", { ...query }, { signal });
}

/** The address book, one page at a time; the previous page stays on screen while the next loads. */
export function useContacts(query: ContactQuery) {
  return useQuery({
    queryKey: contactKeys.list(query),
    queryFn: ({ signal }) => fetchContacts(query, signal),
    placeholderData: keepPreviousData,
  });
}
