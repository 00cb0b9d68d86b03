import { idParamSchema, listOf, okOf, referenceQuerySchema, referenceViewSchemas } from "@haiyun/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../lib/app-error";
import { type CachedAnswer, findReferenceAnswer, listReferenceAnswer, REFERENCE_KINDS } from "./reference.service";

/** Whether the client already holds this answer (`If-None-Match`, by weak comparison as RFC 9110 defines it). */
function isFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

// The same answer for everyone in a language: a browser or proxy may keep it, but asks again each
// time (an admin edit shows at once) and hears 304 while its copy is current.
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header("etag", answer.etag).header("cache-control", "public, no-cache").header("vary", "lang");
  if (isFresh(request, answer.etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(answer.body);
}

// Public: registration (before any sign-in) needs countries, industries, routes and ports.
// GET /country, /port, /carrier, /container, /unit, … with page, size, type (+ keyword).
// The answers are serialised once by the route's response schema (reply.serialize) and kept as
// text; a 304 carries no body.
export default async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const kind of REFERENCE_KINDS) {
    const path = `/${kind.replace("_", "-")}`;
    const view = referenceViewSchemas[kind];
    app.get(
      path,
      {
        schema: {
          tags: ["reference"],
          summary: `List ${kind} reference data`,
          querystring: referenceQuerySchema,
          response: { 200: okOf(listOf(view)) },
        },
      },
      async (request, reply) => {
        const serialize = (payload: unknown) => String(reply.serialize(payload));
        return sendAnswer(
          request,
          reply,
          await listReferenceAnswer(app.db, kind, request.query, request.lang, serialize, app.dbKind),
        );
      },
    );
    app.get(
      `${path}/:id`,
      { schema: { tags: ["reference"], summary: `One ${kind}`, params: idParamSchema, response: { 200: okOf(view) } } },
      async (request, reply) => {
        const serialize = (payload: unknown) => String(reply.serialize(payload));
        const answer = await findReferenceAnswer(app.db, kind, request.params.id, request.lang, serialize, app.dbKind);
        if (!answer) throw notFound();
        return sendAnswer(request, reply, answer);
      },
    );
  }
}
