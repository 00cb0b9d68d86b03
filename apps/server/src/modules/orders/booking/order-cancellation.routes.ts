import { AUTHORITY, cancellationFeeSchema, idParamSchema, okOf } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../../lib/envelope";
import { signedIn } from "../../../plugins/auth";
import { ordersContextOf } from "../core/context";
import { cancellationFeePreview } from "./order-cancellation";

// What a cancellation request would cost, shown before the customer asks (docs/PRODUCT-RULES.md,
// "Cancellation requests"). Asking and deciding are actions of the transition table (action.routes.ts).
export default async function orderCancellationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = ordersContextOf(app);

  app.get(
    "/order/:id/cancellation/fee",
    {
      onRequest: app.requireAuthority(AUTHORITY.ORDER),
      schema: {
        tags: ["orders"],
        summary: "The fee a cancellation request would name now: its tier, amount and currency (the order's owner)",
        params: idParamSchema,
        response: { 200: okOf(cancellationFeeSchema) },
      },
    },
    async (request) => ok(await cancellationFeePreview(ctx, request.params.id, signedIn(request).id, request.lang)),
  );
}
