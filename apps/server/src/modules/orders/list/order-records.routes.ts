import {
  billRoundSchema,
  idParamSchema,
  okOf,
  orderDocumentListSchema,
  orderEventSchema,
  orderPaymentSchema,
} from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../lib/envelope";
import { signedIn } from "../../../plugins/auth";
import { payeeOf } from "../../system/config.service";
import { orderReaderScope } from "../core/order-access";
import { orderPayment } from "../payment";
import { billRounds, orderDocuments, orderEvents } from "./order-views.service";

/** The caller's scope on these reads: their own orders, every submitted order, or both (order-access.ts). */
const scopeOf = (request: FastifyRequest) => orderReaderScope(signedIn(request));

// The order's timeline, documents and what is owed, for its owner and for operations.
export default async function orderRecordsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuth;
  const tags = ["orders"];

  app.get(
    "/order/:id/events",
    {
      onRequest,
      schema: {
        tags,
        summary: "The order's timeline (its owner, or operations)",
        params: idParamSchema,
        response: { 200: okOf(z.object({ list: z.array(orderEventSchema) })) },
      },
    },
    async (request) => ok(await orderEvents(app.db, request.params.id, scopeOf(request), request.lang)),
  );

  app.get(
    "/order/document/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "The order's documents (its owner, or operations)",
        params: idParamSchema,
        response: { 200: okOf(orderDocumentListSchema) },
      },
    },
    async (request) => ok(await orderDocuments(app.db, request.params.id, scopeOf(request), request.lang)),
  );

  app.get(
    "/order/:id/bill-rounds",
    {
      onRequest,
      schema: {
        tags,
        summary: "The bill-of-lading rounds: each draft published and the customer's decision (its owner, or operations)",
        params: idParamSchema,
        response: { 200: okOf(z.array(billRoundSchema)) },
      },
    },
    async (request) => ok(await billRounds(app.db, request.params.id, scopeOf(request))),
  );

  app.get(
    "/order/:id/payment",
    {
      onRequest,
      schema: {
        tags,
        summary: "What is owed on the order and the account to pay (its owner, or operations)",
        params: idParamSchema,
        response: { 200: okOf(orderPaymentSchema) },
      },
    },
    async (request) => {
      const payee = payeeOf(await app.configService.get());
      return ok(await orderPayment(app.db, request.params.id, scopeOf(request), payee));
    },
  );
}
