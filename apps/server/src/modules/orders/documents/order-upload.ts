import type { Lang } from "@haiyun/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../../lib/app-error";
import { digestOf, readMultipart, type Upload, type UploadRule } from "../../../lib/multipart";
import { parseOrThrow } from "../../../lib/validation";
import { claimIdempotency } from "../../../plugins/idempotency";

// A document uploaded to an order (the customer's attachments, operations' documents): one
// multipart form of text fields and one `file`, on a route that says `idempotent: "manual"`.

export interface OrderUploadSpec<S extends z.ZodType> {
  /** the text parts, each at most once */
  fields: readonly string[];
  /** the file's rule, or one chosen by the fields sent before it */
  file: UploadRule | ((fields: Record<string, string>) => UploadRule);
  /** the fields' schema */
  schema: S;
  lang: Lang;
}

/**
 * Reads the form, checks its fields and that a file came, and claims the request's
 * Idempotency-Key for what identifies it: its fields and the file's name and digest (the multipart
 * bytes change with every boundary). Null: a retry whose first answer is already in `reply`.
 */
export async function readOrderUpload<S extends z.ZodType>(
  request: FastifyRequest,
  reply: FastifyReply,
  spec: OrderUploadSpec<S>,
): Promise<{ fields: z.output<S>; file: Upload } | null> {
  const form = await readMultipart(request, { fields: spec.fields, files: { file: spec.file } });
  const fields = parseOrThrow(spec.schema, form.fields, spec.lang);
  const file = form.files.file;
  if (!file) throw new AppError("FILE_REQUIRED");
  const fingerprint = {
    ...(fields as object),
    file: { name: file.name, sha256: digestOf(file) },
  };
  if (await claimIdempotency(request, reply, fingerprint)) return null;
  return { fields, file };
}
