import type { FastifyInstance } from "fastify";

// DCSA Booking 2.0.4 under /dcsa/bkg/v2.
export default async function bookingRoutes(_app: FastifyInstance) {}
