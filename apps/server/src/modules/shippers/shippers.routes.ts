import type { FastifyInstance } from "fastify";

export default async function shippersRoutes(_fastify: FastifyInstance) {}
