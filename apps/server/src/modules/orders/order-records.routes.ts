import {
  AUTHORITY,
  hasAuthority,
  idParamSchema,
  okOf,
  orderDocumentListSchema,
  orderEventSchema,
  orderPaymentSchema,
} from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { payeeOf } from "../system/config.service";
import { orderPayment } from "./order-payment.service";
import { orderDocuments, orderEvents, type Reader } from "./order-views.service";

/**
 * Reads for the order's owner (authority `order`) and for operations (`ops_order`), DESIGN §4:
 * the customer's own order first; failing that, operations' view (no drafts). Neither authority
 * is a 403; an order the caller may not see is a 404 like a missing one.
 */
async function asOwnerOrOps<T>(request: FastifyRequest, read: (reader: Reader) => Promise<T>): Promise<T> {
  const user = request.user!;
  const isCustomer = hasAuthority(user.authorities, AUTHORITY.ORDER);
  const isOps = hasAuthority(user.authorities, AUTHORITY.OPS_ORDER);
  if (!isCustomer && !isOps) throw new AppError("AUTH_FORBIDDEN");
  if (!isCustomer) return read({ kind: "ops" });
  try {
    return await read({ kind: "owner", id: user.id });
  } catch (err) {
    if (isOps && err instanceof AppError && err.code === "RECORD_NOT_FOUND") return read({ kind: "ops" });
    throw err;
  }
}

// The order's timeline and documents (DESIGN §4 GET /order/{id}/events; spec §7 GET /order/document/{id}).
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
    async (request) => ok(await asOwnerOrOps(request, (reader) => orderEvents(app.db, request.params.id, reader, request.lang))),
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
    async (request) =>
      ok(await asOwnerOrOps(request, (reader) => orderDocuments(app.db, request.params.id, reader, request.lang))),
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
      return ok(await asOwnerOrOps(request, (reader) => orderPayment(app.db, request.params.id, reader, payee)));
    },
  );
}
