import {
  idParamSchema,
  listOf,
  okOf,
  orderDetailSchema,
  orderFormSchema,
  orderListQuerySchema,
  orderRowSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok, okText, sendSerialized } from "../../../lib/envelope";
import { signedIn } from "../../../plugins/auth";
import { bookingFormOf, orderFormOf } from "../booking";
import { firstCutOffPassing, getOwnOrder, listOwnOrders } from "./order-views.service";

// The customer's reads of their orders (authority `order`); their changes are actions
// (action.routes.ts). Anyone else's id answers exactly like a missing one (order-access.ts).
export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("order");
  const tags = ["orders"];

  app.get(
    "/order/booking/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "An own order as its booking form",
        params: idParamSchema,
        response: { 200: okOf(orderFormSchema) },
      },
    },
    async (request) => ok(await bookingFormOf(app.db, signedIn(request).id, request.params.id)),
  );

  app.get(
    "/order",
    {
      onRequest,
      schema: {
        tags,
        summary: "The customer's orders, newest first",
        querystring: orderListQuerySchema,
        response: { 200: okOf(listOf(orderRowSchema)) },
      },
    },
    async (request, reply) => {
      const ownerId = signedIn(request).id;
      const page = () => listOwnOrders(app.db, ownerId, request.query, request.lang);
      return sendSerialized(reply, okText(await app.keptLists.answer(`orders:${ownerId}`, request, page, firstCutOffPassing)));
    },
  );

  app.get(
    "/order/:id",
    { onRequest, schema: { tags, summary: "One order", params: idParamSchema, response: { 200: okOf(orderDetailSchema) } } },
    async (request) => ok(await getOwnOrder(app.db, signedIn(request).id, request.params.id, request.lang)),
  );

  app.get(
    "/order/docking/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "An order as a booking form to copy",
        params: idParamSchema,
        response: { 200: okOf(orderFormSchema) },
      },
    },
    async (request) => ok(await orderFormOf(app.db, signedIn(request).id, request.params.id)),
  );
}
