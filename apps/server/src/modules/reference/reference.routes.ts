import { idParamSchema, type Lang, referenceQuerySchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { REFERENCE_TABLES, type ReferenceKind } from "../../db/schema";
import { notFound } from "../../lib/app-error";
import { offsetOf, ok, okList } from "../../lib/envelope";
import { findReference, listReference } from "./reference.repository";

type Row = Record<string, unknown> & { name_cn: string; name_en: string };

/** `name` in the request's language; internal columns stay on the server. */
function present(row: Row, lang: Lang) {
  const { name_cn, name_en, status: _s, sort: _o, create_time: _c, update_time: _u, ...rest } = row;
  return { ...rest, name: lang === "cn" ? name_cn : name_en, name_cn, name_en };
}

// Public: registration (before any sign-in) needs countries, industries, routes and ports.
// spec §7: GET /country, /port, /carrier, /container, /unit, … with page, size, type (+ keyword).
export default async function referenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const [kind, table] of Object.entries(REFERENCE_TABLES) as [ReferenceKind, (typeof REFERENCE_TABLES)[ReferenceKind]][]) {
    const path = `/${kind.replace("_", "-")}`;
    app.get(
      path,
      {
        schema: { tags: ["reference"], summary: `List ${kind} reference data`, querystring: referenceQuerySchema },
      },
      async (request) => {
        const { page, size, type, keyword } = request.query;
        const { rows, total } = await listReference(app.db, table, { type, keyword, offset: offsetOf(page, size), limit: size });
        return okList(
          rows.map((row) => present(row as Row, request.lang)),
          total,
        );
      },
    );
    app.get(
      `${path}/:id`,
      { schema: { tags: ["reference"], summary: `One ${kind}`, params: idParamSchema } },
      async (request) => {
        const row = await findReference(app.db, table, request.params.id);
        if (!row) throw notFound();
        return ok(present(row as Row, request.lang));
      },
    );
  }
}
