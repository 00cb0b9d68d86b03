import { adminConfigUpdateSchema, adminUserQuerySchema, adminUserUpdateSchema, idParamSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { listUsers, updateConfig, updateUser } from "./admin.service";

const pairs = (config: Record<string, string>) => Object.entries(config).map(([name, value]) => ({ name, value }));

// DESIGN §4/§5: the admin console's calls, under /api/admin, each behind its authority.
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/users",
    {
      onRequest: app.requireAuthority("admin_user"),
      schema: { tags: ["admin"], summary: "Users, searchable", querystring: adminUserQuerySchema },
    },
    async (request) => ok(await listUsers(app.db, request.query)),
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
      },
    },
    async (request) => ok(await updateUser(app.db, request.user!.id, request.params.id, request.body, request.lang)),
  );

  app.get(
    "/admin/config",
    { onRequest: app.requireAuthority("admin_config"), schema: { tags: ["admin"], summary: "Every system config key" } },
    async () => ok(pairs(await app.configService.get())),
  );

  app.put(
    "/admin/config",
    {
      onRequest: app.requireAuthority("admin_config"),
      schema: { tags: ["admin"], summary: "Change config values (validated per key)", body: adminConfigUpdateSchema },
    },
    async (request) => ok(pairs(await updateConfig(app.configService, request.body.values, request.lang))),
  );
}
