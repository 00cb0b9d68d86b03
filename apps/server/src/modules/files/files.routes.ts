import { idParamSchema, type Lang, LIMITS, okOf, uploadedFileSchema } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, fieldError, notFound } from "../../lib/app-error";
import { sendDownload } from "../../lib/download";
import { ok } from "../../lib/envelope";
import { readMultipart } from "../../lib/multipart";
import { signedIn } from "../../plugins/auth";
import {
  assertUploadAllowance,
  bytesOf,
  fileUrl,
  findFileByToken,
  storeFile,
  UPLOAD_RULES,
  type UploadPurpose,
} from "./files.service";

const PURPOSES = Object.keys(UPLOAD_RULES) as [UploadPurpose, ...UploadPurpose[]];
const purposeSchema = z.enum(PURPOSES);

function ruleFor(purpose: string | undefined, lang: Lang) {
  if (purpose === undefined) throw fieldError("purpose", "v.required", lang);
  const parsed = purposeSchema.safeParse(purpose);
  if (!parsed.success) throw fieldError("purpose", "v.enum", lang, { options: PURPOSES.join(", ") });
  return UPLOAD_RULES[parsed.data];
}

const byUser = (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`;

export default async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // POST /upload (multipart `purpose`, then `file`) → { file, url }.
  app.post(
    "/upload",
    {
      onRequest: app.requireAuth,
      // per signed-in user (the guard has run), so one account cannot queue up image stores
      config: { rateLimit: { max: LIMITS.UPLOADS_PER_MINUTE, timeWindow: "1 minute", keyGenerator: byUser } },
      schema: {
        tags: ["files"],
        summary: "Upload a file (multipart: purpose, file)",
        consumes: ["multipart/form-data"],
        response: { 200: okOf(uploadedFileSchema) },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      await assertUploadAllowance(app.db, userId);
      const form = await readMultipart(request, {
        fields: ["purpose"],
        // purpose comes first, so the file is checked under its rule while it streams in
        files: { file: (fields) => ruleFor(fields.purpose, request.lang) },
      });
      // stored only once the whole request was read: a later bad part leaves nothing behind
      const { purpose } = form.fields;
      ruleFor(purpose, request.lang);
      const upload = form.files.file;
      if (!upload) throw new AppError("FILE_REQUIRED");
      const stored = await storeFile(app.db, userId, purpose, upload, app.fileStore);
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
      return sendDownload(reply, {
        name: file.name,
        asciiName: "file",
        type: file.mime,
        bytes: await bytesOf(file, app.fileStore),
        sha256: file.sha256,
        cacheControl: "private, max-age=86400, immutable",
      });
    },
  );
}
