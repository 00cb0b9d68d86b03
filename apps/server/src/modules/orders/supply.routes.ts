import { idParamSchema, okOf, supplyRecordSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { ownerScope } from "./order-access";
import { getSupply } from "./supply.service";

// spec §7 and issue 10's wire contract: the customer's shipping instruction and the steps after
// it (authority `order`); someone else's order answers like a missing one.
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
