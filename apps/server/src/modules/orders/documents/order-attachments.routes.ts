import {
  ATTACHMENT_EXTENSIONS,
  attachmentFieldsSchema,
  attachmentQuerySchema,
  attachmentResultSchema,
  attachmentViewSchema,
  DOCUMENT_TYPE,
  idParamSchema,
  LIMITS,
  okNull,
  okOf,
  orderDocumentSchema,
} from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload } from "../../../lib/download";
import { ok } from "../../../lib/envelope";
import type { UploadRule } from "../../../lib/multipart";
import { signedIn } from "../../../plugins/auth";
import { assertUploadAllowance } from "../../files/files.service";
import { scopeOfUser } from "../core/order-access";
import {
  deleteAttachment,
  downloadOf,
  getAttachment,
  getDocument,
  listOwnAttachments,
  uploadAttachment,
} from "./order-attachments.service";
import { readOrderUpload } from "./order-upload";

/** The upload rules by document type (receipt, guarantee, manifest, other), ≤ 10 MB each. */
function attachmentRule(fields: Record<string, string>): UploadRule {
  // the type as sent ("5", never " 5" or "5.0", which the fields' schema refuses); a file sent
  // before its type, or with one not known, is read under the widest list and judged again once
  // the type is known
  const type = fields.document_type ?? "";
  const extensions = Object.hasOwn(ATTACHMENT_EXTENSIONS, type)
    ? ATTACHMENT_EXTENSIONS[Number(type) as keyof typeof ATTACHMENT_EXTENSIONS]
    : ATTACHMENT_EXTENSIONS[DOCUMENT_TYPE.OTHER];
  return { maxBytes: LIMITS.FILE_MAX_BYTES, extensions };
}

const byUser = (request: FastifyRequest) => `user:${request.user?.id ?? request.ip}`;
/** Whoever may see the document's order reads it (order-access.ts). */
const scopeOf = (request: FastifyRequest) => scopeOfUser(signedIn(request));

// The customer's attachments (/attachment) and the downloads of an order's documents.
export default async function orderAttachmentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("order");
  const tags = ["documents"];
  const customer = (request: FastifyRequest) => ({ id: signedIn(request).id, lang: request.lang });

  app.post(
    "/attachment",
    {
      onRequest,
      config: {
        idempotent: "manual",
        rateLimit: { max: LIMITS.UPLOADS_PER_MINUTE, timeWindow: "1 minute", keyGenerator: byUser },
      },
      schema: {
        tags,
        summary: "Upload an attachment for an own order (multipart: order_id, document_type, file, description)",
        consumes: ["multipart/form-data"],
        response: { 200: okOf(attachmentResultSchema) },
      },
    },
    async (request, reply) => {
      await assertUploadAllowance(app.db, signedIn(request).id);
      const upload = await readOrderUpload(request, reply, {
        fields: ["order_id", "document_type", "description"],
        file: attachmentRule,
        schema: attachmentFieldsSchema,
        lang: request.lang,
      });
      if (!upload) return reply;
      const { fields, file } = upload;
      return ok(await uploadAttachment(app.db, app.fileStore, customer(request), fields, file));
    },
  );

  app.get(
    "/attachment",
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's attachments, of one of their orders or of all",
        querystring: attachmentQuerySchema,
        response: { 200: okOf(z.object({ list: z.array(attachmentViewSchema), total: z.number().int() })) },
      },
    },
    async (request) => ok(await listOwnAttachments(app.db, customer(request), request.query)),
  );

  app.get(
    "/attachment/:id",
    {
      onRequest,
      schema: { tags, summary: "One own attachment", params: idParamSchema, response: { 200: okOf(attachmentViewSchema) } },
    },
    async (request) => ok(await getAttachment(app.db, customer(request), request.params.id)),
  );

  app.delete(
    "/attachment/:id",
    {
      onRequest,
      schema: { tags, summary: "Delete an own attachment no action used yet", params: idParamSchema, response: { 200: okNull } },
    },
    async (request) => ok(await deleteAttachment(app.db, customer(request), request.params.id)),
  );

  app.get(
    "/document/:id",
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "One document of an order (its owner, or operations)",
        params: idParamSchema,
        response: { 200: okOf(orderDocumentSchema) },
      },
    },
    async (request) => ok(await getDocument(app.db, scopeOf(request), request.params.id, request.lang)),
  );

  // downloads: attachment, nosniff, X-Checksum-SHA256; the owner and operations only
  for (const kind of ["document", "attachment"] as const) {
    app.get(
      `/${kind}/download/:id`,
      {
        onRequest: app.requireAuth,
        schema: { tags, summary: `Download a ${kind} of an order (its owner, or operations)`, params: idParamSchema },
      },
      async (request, reply) => {
        return sendDownload(reply, await downloadOf(app.db, app.fileStore, scopeOf(request), request.params.id, kind));
      },
    );
  }
}
