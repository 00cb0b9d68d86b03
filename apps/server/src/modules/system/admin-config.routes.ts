import { adminConfigUpdateSchema, configPairSchema, okOf } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { allConfigPairs, updateConfig } from "./config.service";

const response = { 200: okOf(z.array(configPairSchema)) };

// The admin console's config calls, under /api/admin, behind admin_config.
export default async function adminConfigRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/admin/config",
    {
      onRequest: app.requireAuthority("admin_config"),
      schema: { tags: ["admin"], summary: "Every system config key", response },
    },
    async () => ok(allConfigPairs(await app.configService.get())),
  );

  app.put(
    "/admin/config",
    {
      onRequest: app.requireAuthority("admin_config"),
      schema: {
        tags: ["admin"],
        summary: "Change config values (validated per key)",
        body: adminConfigUpdateSchema,
        response,
      },
    },
    async (request) => ok(allConfigPairs(await updateConfig(app.configService, request.body.values, request.lang))),
  );
}
