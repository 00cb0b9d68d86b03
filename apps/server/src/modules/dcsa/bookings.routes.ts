import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signedIn } from "../../plugins/auth";
import { type Caller, ordersContextOf } from "../orders";
import { dcsaBookingRequestSchema, dcsaCancelSchema, dcsaReferenceParamSchema } from "./booking-request";
import { cancelDcsaBooking, createDcsaBooking, readDcsaBooking, updateDcsaBooking } from "./bookings.service";

// DCSA Booking 2.0.4 under /dcsa/bkg/v2 (docs/PRODUCT-RULES.md, "The DCSA customer API" →
// "Bookings"): the key's user books, reads, updates or amends, and cancels their FCL bookings.
// The path's reference is the carrierBookingRequestReference, or the carrierBookingReference once
// the booking has one. Changes answer 202 with the reference, as the standard does.

function callerOf(request: FastifyRequest): Caller {
  const user = signedIn(request);
  return { id: user.id, lang: request.lang, authorities: user.authorities };
}

export default async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = ordersContextOf(app);
  const tags = ["dcsa"];
  const params = dcsaReferenceParamSchema;

  app.post(
    "/bookings",
    {
      // a retry after a lost answer, with the same Idempotency-Key, books once (plugins/idempotency.ts)
      config: { idempotent: true },
      schema: { tags, summary: "DCSA: create a booking", body: dcsaBookingRequestSchema },
    },
    async (request, reply) => {
      const answer = await createDcsaBooking(ctx, callerOf(request), request.body);
      return reply.status(202).send(answer);
    },
  );

  app.get("/bookings/:bookingReference", { schema: { tags, summary: "DCSA: a booking", params } }, (request) =>
    readDcsaBooking(app.db, callerOf(request), request.params.bookingReference),
  );

  app.put(
    "/bookings/:bookingReference",
    {
      schema: { tags, summary: "DCSA: update or amend a booking", params, body: dcsaBookingRequestSchema },
    },
    async (request, reply) => {
      const answer = await updateDcsaBooking(ctx, callerOf(request), request.params.bookingReference, request.body);
      return reply.status(202).send(answer);
    },
  );

  app.patch(
    "/bookings/:bookingReference",
    { schema: { tags, summary: "DCSA: cancel a booking, or ask to", params, body: dcsaCancelSchema } },
    async (request, reply) => {
      const answer = await cancelDcsaBooking(ctx, callerOf(request), request.params.bookingReference, request.body);
      return reply.status(202).send(answer);
    },
  );
}
