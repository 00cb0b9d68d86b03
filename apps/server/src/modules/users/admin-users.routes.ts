import {
  adminUserCreateSchema,
  adminUserQuerySchema,
  adminUserUpdateSchema,
  adminUserViewSchema,
  idParamSchema,
  listOf,
  okOf,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { createUserByAdmin, listUsers, updateUser } from "./admin-users.service";

// The admin console's user calls, under /api/admin, behind admin_user.
export default async function adminUsersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/users",
    {
      onRequest: app.requireAuthority("admin_user"),
      schema: {
        tags: ["admin"],
        summary: "Users, searchable",
        querystring: adminUserQuerySchema,
        response: { 200: okOf(listOf(adminUserViewSchema)) },
      },
    },
    async (request) => ok(await listUsers(app.db, request.query)),
  );

  app.post(
    "/admin/users",
    {
      onRequest: app.requireAuthority("admin_user"),
      schema: {
        tags: ["admin"],
        summary: "Open an account; the person sets the password through a mailed link",
        body: adminUserCreateSchema,
        response: { 200: okOf(adminUserViewSchema) },
      },
    },
    async (request) => {
      const user = await createUserByAdmin(app.db, request.body, request.lang, app.config.publicUrl);
      app.mailWorker.wake();
      return ok(user);
    },
  );

  app.put(
    "/admin/users/:id",
    {
      onRequest: app.requireAuthority("admin_user"),
      schema: {
        tags: ["admin"],
        summary: "Change a user's roles or enable/disable it",
        params: idParamSchema,
        body: adminUserUpdateSchema,
        response: { 200: okOf(adminUserViewSchema) },
      },
    },
    async (request) => ok(await updateUser(app.db, signedIn(request).id, request.params.id, request.body, request.lang)),
  );
}
