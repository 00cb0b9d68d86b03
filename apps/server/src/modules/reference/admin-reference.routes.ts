import {
  ADMIN_REFERENCE_KINDS,
  type AdminReferenceCreate,
  type AdminReferenceUpdate,
  adminReferenceCreateSchema,
  adminReferenceQuerySchema,
  adminReferenceUpdateSchema,
  adminReferenceViewSchema,
  idParamSchema,
  listOf,
  okOf,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { createReference, listReferenceForAdmin, updateReference } from "./admin-reference.service";

// The admin console's reference lists, under /api/admin/reference/{kind}, behind admin_reference:
// list (every entry, disabled ones too, searchable), add, and change (names, order, enabled).
// There is no delete: an order or a rate may name any entry.
export default async function adminReferenceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guard = app.requireAuthority("admin_reference");
  for (const kind of ADMIN_REFERENCE_KINDS) {
    const path = `/admin/reference/${kind}`;
    app.get(
      path,
      {
        onRequest: guard,
        schema: {
          tags: ["admin"],
          summary: `Every ${kind} entry, disabled ones too, searchable`,
          querystring: adminReferenceQuerySchema,
          response: { 200: okOf(listOf(adminReferenceViewSchema)) },
        },
      },
      async (request) => ok(await listReferenceForAdmin(app.db, kind, request.query)),
    );
    app.post(
      path,
      {
        onRequest: guard,
        schema: {
          tags: ["admin"],
          summary: `Add a ${kind} entry`,
          body: adminReferenceCreateSchema(kind),
          response: { 200: okOf(adminReferenceViewSchema) },
        },
      },
      async (request) =>
        ok(await createReference(app.db, signedIn(request).id, kind, request.body as AdminReferenceCreate, request.lang)),
    );
    app.put(
      `${path}/:id`,
      {
        onRequest: guard,
        schema: {
          tags: ["admin"],
          summary: `Change a ${kind} entry's names, order or enabled flag`,
          params: idParamSchema,
          body: adminReferenceUpdateSchema(kind),
          response: { 200: okOf(adminReferenceViewSchema) },
        },
      },
      async (request) =>
        ok(await updateReference(app.db, signedIn(request).id, kind, request.params.id, request.body as AdminReferenceUpdate)),
    );
  }
}
