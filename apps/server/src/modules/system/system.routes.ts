import { contactUsSchema, DICTIONARIES, DICTIONARY_FIELDS } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { perMinute } from "../../lib/rate-limit";
import { submitContactUs } from "./contact-us.service";
import { pingDatabase } from "./health.repository";

export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get("/system/config", { schema: { tags: ["system"], summary: "System configuration (name/value pairs)" } }, async () => {
    const config = await app.configService.get();
    return ok(Object.entries(config).map(([name, value]) => ({ name, value })));
  });

  app.get(
    "/system/dictionary",
    {
      schema: {
        tags: ["system"],
        summary: "A dictionary's items (name, value, and colour for order_status)",
        querystring: z.strictObject({ field: z.enum(DICTIONARY_FIELDS as [string, ...string[]]) }),
      },
    },
    async (request) => {
      const entries = DICTIONARIES[request.query.field] ?? [];
      return ok(
        entries.map((e) => ({
          value: e.value,
          name: request.lang === "cn" ? e.name_cn : e.name_en,
          ...(e.color ? { color: e.color } : {}),
        })),
      );
    },
  );

  app.get("/health", { schema: { tags: ["system"], summary: "Liveness and database reachability" } }, async (_request, reply) => {
    try {
      await pingDatabase(app.db);
      return ok({ status: "ok", db: "up" });
    } catch (err) {
      app.log.error({ err }, "health check: database unreachable");
      return reply
        .status(503)
        .send({ code: 1, msg: "database unreachable", error_code: "INTERNAL", data: { status: "degraded", db: "down" } });
    }
  });

  app.post(
    "/system/contact_us",
    { config: perMinute(5), schema: { tags: ["system"], summary: "Leave a message for the site's team", body: contactUsSchema } },
    async (request) => {
      const config = await app.configService.get();
      await submitContactUs(app.db, request.body, config.web_contact_email, request.lang, request.ip);
      app.mailWorker.wake();
      return ok(null);
    },
  );
}
