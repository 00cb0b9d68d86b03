import {
  attachmentActionSchema,
  billFailSchema,
  idParamSchema,
  okOf,
  orderIdBodySchema,
  supplyBodySchema,
  supplyRecordSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { orderRouteKit, transitionResult } from "./order-route-kit";
import { checkBill, linkAttachment } from "./order-steps.service";
import { getSupply, saveSupply } from "./supply.service";

// A full instruction (500 rows) stays far below 1 MB; room for more, so the schema answers first.
const SUPPLY_BODY_LIMIT = 4 * 1024 * 1024;

// spec §7 and issue 10's wire contract: the customer's shipping instruction and the steps after
// it (authority `order`); someone else's order answers like a missing one.
export default async function supplyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("order");
  const tags = ["orders"];
  const { ctx, caller: customer, done } = orderRouteKit(fastify);

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
    async (request) => ok(await getSupply(app.db, { kind: "owner", id: request.user!.id }, request.params.id, request.lang)),
  );

  app.put(
    "/order/shipment/:id",
    {
      onRequest,
      bodyLimit: SUPPLY_BODY_LIMIT,
      config: { idempotent: true },
      schema: {
        tags,
        summary: "Save (2 → 2) or submit (2 → 3, final) the shipping instruction",
        params: idParamSchema,
        body: supplyBodySchema,
        response: transitionResult,
      },
    },
    async (request) => done(await saveSupply(ctx, customer(request), request.params.id, request.body)),
  );

  app.put(
    "/order/pass",
    {
      onRequest,
      schema: { tags, summary: "Approve the bill draft (4 → 5)", body: orderIdBodySchema, response: transitionResult },
    },
    async (request) => done(await checkBill(ctx, customer(request), request.body.id, null)),
  );

  app.put(
    "/order/fail",
    {
      onRequest,
      schema: { tags, summary: "Return the bill draft with a reason (4 → 20)", body: billFailSchema, response: transitionResult },
    },
    async (request) => done(await checkBill(ctx, customer(request), request.body.id, request.body.reason)),
  );

  for (const action of ["pay", "telex"] as const) {
    app.put(
      `/order/${action}`,
      {
        onRequest,
        config: { idempotent: true },
        schema: {
          tags,
          summary:
            action === "pay"
              ? "Pay: link the uploaded payment receipt (5 → 6)"
              : "Telex: link the uploaded guarantee letter (7 → 8)",
          body: attachmentActionSchema,
          response: transitionResult,
        },
      },
      async (request) => done(await linkAttachment(ctx, customer(request), action, request.body.id, request.body.filename)),
    );
  }
}
