import { type Lang, translate } from "@haiyun/shared";
import type { FastifyRequest } from "fastify";
import { AppError, fieldError } from "../../lib/app-error";
import { readUpload, type UploadRule } from "../files/files.service";

export interface ParsedForm {
  fields: Record<string, string>;
  files: Record<string, { name: string; buffer: Buffer }>;
}

/**
 * Reads a multipart form whole before anything is stored: text fields (each once), and the named
 * files under their rules. Unknown parts are a 400 like unknown JSON fields (DESIGN §10).
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileRules: Record<string, UploadRule>,
  lang: Lang,
): Promise<ParsedForm> {
  if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", { status: 415 });
  const form: ParsedForm = { fields: {}, files: {} };
  const limits = { fileSize: 10 * 1024 * 1024, files: Object.keys(fileRules).length, fields: 40, fieldSize: 64 * 1024 };
  for await (const part of request.parts({ limits })) {
    const name = part.fieldname;
    if (part.type === "field") {
      if (typeof part.value !== "string" || name in form.fields) throw fieldError(name, "v.invalid", lang);
      form.fields[name] = part.value;
      continue;
    }
    const rule = fileRules[name];
    if (!rule || name in form.files) throw fieldError(name, "v.unknown_field", lang);
    try {
      form.files[name] = await readUpload(part, rule);
    } catch (err) {
      // name the part, so the form can show the message under the right picker
      if (err instanceof AppError && !err.errors) {
        const message = translate(err.code, lang, err.params) ?? err.code;
        throw new AppError(err.code, { status: err.status, params: err.params, errors: [{ field: name, message }] });
      }
      throw err;
    }
  }
  return form;
}
