import { idParamSchema, listOf, okOf, shipperQuerySchema, shipperViewSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok, okText, sendSerialized } from "../../lib/envelope";
import { getShipper, listShippers } from "./shippers.service";

// GET /shipper, /shipper/{id}, /customer, /customer/{id} (authority `shipper`). /customer
// has no data of its own, so both paths answer the same forwarder directory.
export default async function shippersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("shipper");
  const tags = ["shippers"];

  for (const path of ["/shipper", "/customer"]) {
    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          summary: "The forwarder directory (shipper alliance)",
          querystring: shipperQuerySchema,
          response: { 200: okOf(listOf(shipperViewSchema)) },
        },
      },
      async (request, reply) => sendSerialized(reply, okText(await listShippers(app.db, request.query, request.lang))),
    );

    app.get(
      `${path}/:id`,
      {
        onRequest,
        schema: {
          tags,
          summary: "One forwarder of the directory",
          params: idParamSchema,
          response: { 200: okOf(shipperViewSchema) },
        },
      },
      async (request) => ok(await getShipper(app.db, request.params.id, request.lang)),
    );
  }
}
