import {
  idParamSchema,
  LIMITS,
  listOf,
  okOf,
  opsOrderListQuerySchema,
  opsOrderRowSchema,
  opsOrderViewSchema,
  orderDocumentFieldsSchema,
  orderDocumentSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok, okText, sendSerialized } from "../../../lib/envelope";
import type { UploadRule } from "../../../lib/multipart";
import { signedIn } from "../../../plugins/auth";
import { documentWriterOf } from "../actions";
import { ordersContextOf } from "../core/context";
import { readOrderUpload, takeDrawSlot } from "../documents";
import { firstCutOffPassing, getOpsOrder, listOpsOrders } from "../list";
import { attachDocument, writeBillDraft } from "./ops-orders.service";

/** The document types operations attach (docs/GLOSSARY.md) (type 1 is the booking confirmation). */
export const ORDER_DOCUMENT_RULE: UploadRule = {
  maxBytes: LIMITS.FILE_MAX_BYTES,
  extensions: ["pdf", "jpg", "jpeg", "png", "doc", "docx", "xls", "xlsx"],
};

// The operations desk, all under /ops (authority `ops_order`): every customer's orders but
// drafts, and one PUT per operations row of the transition table built so far.
export default async function opsOrdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("ops_order");
  const tags = ["operations"];

  app.get(
    "/ops/order",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every customer's orders (no drafts); all statuses unless `status` is given",
        querystring: opsOrderListQuerySchema,
        response: { 200: okOf(listOf(opsOrderRowSchema)) },
      },
    },
    async (request, reply) => {
      // the desk's pages are every operator's: kept across owners ("*")
      const page = () => listOpsOrders(app.db, request.query, request.lang);
      return sendSerialized(reply, okText(await app.keptLists.answer("orders:*", request, page, firstCutOffPassing)));
    },
  );

  app.get(
    "/ops/order/:id",
    { onRequest, schema: { tags, summary: "One order", params: idParamSchema, response: { 200: okOf(opsOrderViewSchema) } } },
    async (request) => ok(await getOpsOrder(app.db, request.params.id, request.lang)),
  );

  app.post(
    "/ops/order/:id/document",
    {
      onRequest: app.requireAuthority("ops_order", "ops_document"),
      config: {
        idempotent: "manual",
        rateLimit: { max: LIMITS.UPLOADS_PER_MINUTE, timeWindow: "1 minute", keyGenerator: (r) => `user:${r.user?.id ?? r.ip}` },
      },
      schema: {
        tags,
        summary: "Attach a document (multipart: document_type, file, remark)",
        params: idParamSchema,
        consumes: ["multipart/form-data"],
        response: { 200: okOf(orderDocumentSchema.extend({ file: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const upload = await readOrderUpload(request, reply, {
        fields: ["document_type", "remark"],
        file: ORDER_DOCUMENT_RULE,
        schema: orderDocumentFieldsSchema,
        lang: request.lang,
      });
      if (!upload) return reply;
      const { fields, file } = upload;
      const document = await attachDocument(
        app.db,
        app.fileStore,
        { id: signedIn(request).id, lang: request.lang },
        request.params.id,
        { ...fields, file },
      );
      return ok(document);
    },
  );

  // a bill-of-lading draft written from the instruction, published as an uploaded one would be
  app.post(
    "/ops/order/:id/bill-draft",
    {
      onRequest: app.requireAuthority("ops_order", "ops_document"),
      schema: {
        tags,
        summary: "Write a bill-of-lading draft from the shipping instruction (a document of type 3 to publish)",
        params: idParamSchema,
        response: { 200: okOf(orderDocumentSchema.extend({ file: z.number().int() })) },
      },
    },
    async (request, reply) => {
      const release = takeDrawSlot(reply, signedIn(request).id);
      try {
        const writer = await documentWriterOf(ordersContextOf(app));
        return ok(await writeBillDraft(app.db, writer, { lang: request.lang }, request.params.id));
      } finally {
        release();
      }
    },
  );
}
