import type { FastifyInstance } from "fastify";

export default async function contactsImportRoutes(_fastify: FastifyInstance) {}
