import type { FastifyInstance } from "fastify";

// DCSA eBL 3.0.3 (shipping instructions, transport documents) under /dcsa/ebl/v3.
export default async function eblRoutes(_app: FastifyInstance) {}
