import { idParamSchema, okOf, supplyRecordSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope";
import { signedIn } from "../../../plugins/auth";
import { ownerScope } from "../core/order-access";
import { getSupply } from "./supply.service";

// The customer's shipping instruction as they read it (authority `order`); it is written by the
// actions supply_save and supply_submit. Someone else's order answers like a missing one.
export default async function supplyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("order");
  const tags = ["orders"];

  app.get(
    "/order/shipment/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "The order's shipping instruction",
        params: idParamSchema,
        response: { 200: okOf(supplyRecordSchema) },
      },
    },
    async (request) => ok(await getSupply(app.db, ownerScope(signedIn(request).id), request.params.id, request.lang)),
  );
}
