import { opsOrderExportQuerySchema, orderExportQuerySchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendExport } from "../../../lib/export";
import { langOf } from "../../../lib/import";
import { signedIn } from "../../../plugins/auth";
import { opsOrderExport, ownOrderExport } from "./order-export.service";

// GET /order/export (the customer's bookings list) and GET /ops/order/export (the desk's): the
// list's own query — filters, and page and size, which an export ignores — plus `format`
// (xlsx, csv) and `lang`; the file streams (lib/export) and X-Total-Count says its rows.
export default async function orderExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/order/export",
    {
      onRequest: app.requireAuthority("order"),
      schema: {
        tags: ["orders"],
        summary: "Download the bookings list as filtered (.xlsx unless format=csv, streamed)",
        querystring: orderExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      const ownerId = signedIn(request).id;
      const build = () => ownOrderExport(app.db, ownerId, query, langOf(request, lang));
      return sendExport(request, reply, { userId: ownerId, format, build });
    },
  );

  app.get(
    "/ops/order/export",
    {
      onRequest: app.requireAuthority("ops_order"),
      schema: {
        tags: ["operations"],
        summary: "Download the operations desk's list as filtered (.xlsx unless format=csv, streamed)",
        querystring: opsOrderExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      const build = () => opsOrderExport(app.db, query, langOf(request, lang));
      return sendExport(request, reply, { userId: signedIn(request).id, format, build });
    },
  );
}
