import { idParamSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, fieldError, notFound } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { fileUrl, findFileByToken, readUpload, storeFile, UPLOAD_RULES, type UploadPurpose } from "./files.service";

const PURPOSES = Object.keys(UPLOAD_RULES) as [UploadPurpose, ...UploadPurpose[]];

export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // DESIGN §4: POST /upload (multipart `file`, `purpose`) → { file, url }.
  app.post(
    "/upload",
    {
      preHandler: app.requireAuth,
      schema: { tags: ["files"], summary: "Upload a file (multipart: purpose, file)", consumes: ["multipart/form-data"] },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError("UNSUPPORTED_MEDIA_TYPE", { status: 415 });
      let purpose: UploadPurpose | null = null;
      let upload: { name: string; buffer: Buffer } | null = null;
      for await (const part of request.parts({ limits: { fileSize: 10 * 1024 * 1024 + 1, files: 1, fields: 5 } })) {
        if (part.type === "field") {
          if (part.fieldname !== "purpose") {
            throw fieldError(part.fieldname, "v.unknown_field", request.lang);
          }
          const parsed = z.enum(PURPOSES).safeParse(part.value);
          if (!parsed.success) throw fieldError("purpose", "v.enum", request.lang, { options: PURPOSES.join(", ") });
          purpose = parsed.data;
          continue;
        }
        if (part.fieldname !== "file" || !purpose) {
          // purpose must come first so the file can be checked while it streams in
          throw purpose
            ? fieldError(part.fieldname, "v.unknown_field", request.lang)
            : fieldError("purpose", "v.required", request.lang);
        }
        upload = await readUpload(part, UPLOAD_RULES[purpose]);
      }
      // stored only once the whole request was read: a later bad part leaves nothing behind
      if (!upload || !purpose) throw new AppError("FILE_REQUIRED", { status: 400 });
      const stored = await storeFile(app.db, request.user!.id, purpose, upload.name, upload.buffer);
      return ok({ file: stored.id, url: fileUrl(stored), name: stored.name });
    },
  );

  app.get(
    "/file/:id/:token",
    {
      schema: {
        tags: ["files"],
        summary: "Download a stored file by its capability URL",
        params: idParamSchema.extend({ token: z.string().min(10).max(64) }),
      },
    },
    async (request, reply) => {
      const file = await findFileByToken(app.db, request.params.id, request.params.token);
      if (!file) throw notFound();
      const encoded = encodeURIComponent(file.name);
      return reply
        .header("content-type", file.mime)
        .header("content-length", file.size)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, max-age=86400, immutable")
        .header("content-disposition", `attachment; filename="file"; filename*=UTF-8''${encoded}`)
        .send(file.data);
    },
  );
}
