import { adminConfigUpdateSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { updateConfig } from "./config.service";

const pairs = (config: Record<string, string>) => Object.entries(config).map(([name, value]) => ({ name, value }));

// DESIGN §4/§5: the admin console's config calls, under /api/admin, behind admin_config.
export default async function adminConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
