import {
  bookingFormSchema,
  cancelByIdSchema,
  dockingSchema,
  idParamSchema,
  listOf,
  okNull,
  okOf,
  orderDetailSchema,
  orderListQuerySchema,
  orderRowSchema,
  reasonSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { assertMayBookQuote } from "./order-quote";
import { orderRouteKit, transitionResult } from "./order-route-kit";
import { getOwnOrder, listOwnOrders } from "./order-views.service";
import { bookingFormOf, cancelBooking, deleteDraft, dockingOf, saveBooking } from "./orders.service";

// A full booking stays far below 1 MB; room for a few times more, so an oversized list (10,000
// cargo rows) is answered by the schema — a 400 naming `cargos` — rather than a bare 413.
const BOOKING_BODY_LIMIT = 4 * 1024 * 1024;

// spec §7 and issue 9's wire contract: the customer's orders (authority `order`). Every record is
// the signed-in user's; anyone else's id answers exactly like a missing one (DESIGN §4).
export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("order");
  const tags = ["orders"];
  const { ctx, caller: customer, done } = orderRouteKit(fastify);

  app.post(
    "/order/booking",
    {
      onRequest,
      bodyLimit: BOOKING_BODY_LIMIT,
      config: { idempotent: true },
      schema: { tags, summary: "Save (draft) or submit a new booking", body: bookingFormSchema, response: transitionResult },
    },
    async (request) => {
      assertMayBookQuote(request.user!.authorities, request.body);
      return done(await saveBooking(ctx, customer(request), null, request.body));
    },
  );

  app.get(
    "/order/booking/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "An own order as its booking form",
        params: idParamSchema,
        response: { 200: okOf(dockingSchema) },
      },
    },
    async (request) => ok(await bookingFormOf(app.db, request.user!.id, request.params.id)),
  );

  app.put(
    "/order/booking/:id",
    {
      onRequest,
      bodyLimit: BOOKING_BODY_LIMIT,
      schema: {
        tags,
        summary: "Save or submit a draft",
        params: idParamSchema,
        body: bookingFormSchema,
        response: transitionResult,
      },
    },
    async (request) => {
      assertMayBookQuote(request.user!.authorities, request.body);
      return done(await saveBooking(ctx, customer(request), request.params.id, request.body));
    },
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
    async (request) => ok(await listOwnOrders(app.db, request.user!.id, request.query, request.lang)),
  );

  app.get(
    "/order/:id",
    { onRequest, schema: { tags, summary: "One order", params: idParamSchema, response: { 200: okOf(orderDetailSchema) } } },
    async (request) => ok(await getOwnOrder(app.db, request.user!.id, request.params.id, request.lang)),
  );

  app.get(
    "/order/docking/:id",
    {
      onRequest,
      schema: {
        tags,
        summary: "An order as a booking form to copy",
        params: idParamSchema,
        response: { 200: okOf(dockingSchema) },
      },
    },
    async (request) => ok(await dockingOf(app.db, request.user!.id, request.params.id)),
  );

  app.post(
    "/order/:id/cancel",
    {
      onRequest,
      config: { idempotent: true },
      schema: { tags, summary: "Cancel with a reason", params: idParamSchema, body: reasonSchema, response: transitionResult },
    },
    async (request) => done(await cancelBooking(ctx, customer(request), request.params.id, request.body.reason)),
  );

  app.put(
    "/order/cancel",
    { onRequest, schema: { tags, summary: "Cancel with a reason (by id)", body: cancelByIdSchema, response: transitionResult } },
    async (request) => done(await cancelBooking(ctx, customer(request), request.body.id, request.body.reason)),
  );

  app.delete(
    "/order/:id",
    { onRequest, schema: { tags, summary: "Delete a draft", params: idParamSchema, response: { 200: okNull } } },
    async (request) => ok(await deleteDraft(ctx, customer(request), request.params.id)),
  );
}
