import type { FastifyInstance } from "fastify";

export default async function contactsRoutes(_fastify: FastifyInstance) {}
