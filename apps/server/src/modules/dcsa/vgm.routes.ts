import type { FastifyInstance } from "fastify";

// DCSA VGM 1.0 under /dcsa/vgm/v1.
export default async function vgmRoutes(_app: FastifyInstance) {}
