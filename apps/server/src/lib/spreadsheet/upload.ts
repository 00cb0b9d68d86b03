import type { FastifyRequest } from "fastify";
import { AppError } from "../app-error";
import { readMultipart, type Upload } from "../multipart";
import { SPREADSHEET_LIMITS } from "./read";

/** Reads the one multipart part `file` under the size limit; any other part is refused. */
export async function readSpreadsheetUpload(
  request: FastifyRequest,
  maxBytes: number = SPREADSHEET_LIMITS.maxFileBytes,
): Promise<Upload> {
  // the bytes are judged by spreadsheetKind and the reader, not by an image-style signature check
  const form = await readMultipart(request, { files: { file: { maxBytes } } });
  if (!form.files.file) throw new AppError("FILE_REQUIRED");
  return form.files.file;
}
