import {
  amendSiSchema,
  idParamSchema,
  issueInvoiceSchema,
  paymentRejectSchema,
  publishBillSchema,
  releaseSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { amendSupply, issueInvoice, publishBill, rejectPayment, releaseOrder } from "./ops-steps.service";
import { orderRouteKit, transitionResult } from "./order-route-kit";

// DESIGN §4 operations' rows after the instruction (issue 10 wire contract), authority `ops_order`.
export default async function opsStepsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("ops_order");
  const tags = ["operations"];
  const { ctx, caller: operator, done } = orderRouteKit(fastify);
  const params = idParamSchema;

  app.put(
    "/ops/order/:id/bill",
    {
      onRequest,
      schema: { tags, summary: "Publish the bill draft (3/20 → 4)", params, body: publishBillSchema, response: transitionResult },
    },
    async (request) => done(await publishBill(ctx, operator(request), request.params.id, request.body)),
  );

  app.put(
    "/ops/order/:id/payment-reject",
    {
      onRequest,
      schema: { tags, summary: "Reject the payment (6 → 5)", params, body: paymentRejectSchema, response: transitionResult },
    },
    async (request) => done(await rejectPayment(ctx, operator(request), request.params.id, request.body.reason)),
  );

  app.put(
    "/ops/order/:id/invoice",
    {
      onRequest,
      schema: { tags, summary: "Issue the invoice (6 → 7)", params, body: issueInvoiceSchema, response: transitionResult },
    },
    async (request) => done(await issueInvoice(ctx, operator(request), request.params.id, request.body)),
  );

  app.put(
    "/ops/order/:id/release",
    {
      onRequest,
      schema: { tags, summary: "Release by telex (8 → 10)", params, body: releaseSchema, response: transitionResult },
    },
    async (request) => done(await releaseOrder(ctx, operator(request), request.params.id, request.body.file)),
  );

  app.put(
    "/ops/order/:id/amend-si",
    {
      onRequest,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags,
        summary: "Amend a submitted shipping instruction for a change fee (status unchanged)",
        params,
        body: amendSiSchema,
        response: transitionResult,
      },
    },
    async (request) => done(await amendSupply(ctx, operator(request), request.params.id, request.body)),
  );
}
