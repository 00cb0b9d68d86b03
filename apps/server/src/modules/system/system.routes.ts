import {
  configPairSchema,
  contactUsSchema,
  DICTIONARIES,
  DICTIONARY_FIELDS,
  dictionaryItemSchema,
  okNull,
  okOf,
  payeeSchema,
  translate,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { perMinute } from "../../lib/rate-limit";
import { configPairs, payeeOf } from "./config.service";
import { submitContactUs } from "./contact-us.service";
import { pingDatabase } from "./health.repository";

// GET /api/health for probes: 200 while the database answers; 503, the error envelope with the same data, when not
const HEALTH = {
  200: okOf(z.object({ status: z.literal("ok"), db: z.literal("up") })),
  503: z.object({
    code: z.literal(1),
    msg: z.string(),
    error_code: z.string(),
    // absent when a signed-in probe's session lookup already found the database away (error-handler.ts)
    data: z.object({ status: z.literal("degraded"), db: z.literal("down") }).optional(),
  }),
};

export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/system/config",
    {
      schema: {
        tags: ["system"],
        summary: "System configuration (name/value pairs)",
        response: { 200: okOf(z.array(configPairSchema)) },
      },
    },
    async () => ok(configPairs(await app.configService.get())),
  );

  // the payee's bank details: for a signed-in customer about to pay, not for any visitor
  app.get(
    "/system/payee",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["system"],
        summary: "The account customers pay into (signed-in users)",
        response: { 200: okOf(payeeSchema) },
      },
    },
    async () => ok(payeeOf(await app.configService.get())),
  );

  app.get(
    "/system/dictionary",
    {
      schema: {
        tags: ["system"],
        summary: "A dictionary's items (name, value, and colour for order_status)",
        querystring: z.strictObject({ field: z.enum(DICTIONARY_FIELDS as [string, ...string[]]) }),
        response: { 200: okOf(z.array(dictionaryItemSchema)) },
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

  app.get(
    "/health",
    { schema: { tags: ["system"], summary: "Liveness and database reachability", response: HEALTH } },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return ok({ status: "ok", db: "up" });
      } catch (err) {
        app.log.error({ err }, "health check: database unreachable");
        return reply.status(503).send({
          code: 1,
          msg: translate("DB_UNAVAILABLE", request.lang ?? "en") ?? "",
          error_code: "DB_UNAVAILABLE",
          data: { status: "degraded", db: "down" },
        });
      }
    },
  );

  app.post(
    "/system/contact_us",
    {
      config: perMinute(5),
      schema: {
        tags: ["system"],
        summary: "Leave a message for the site's team",
        body: contactUsSchema,
        response: { 200: okNull },
      },
    },
    async (request) => {
      const config = await app.configService.get();
      await submitContactUs(app.db, request.body, config.web_contact_email, request.lang, request.ip);
      app.mailWorker.wake();
      return ok(null);
    },
  );
}
