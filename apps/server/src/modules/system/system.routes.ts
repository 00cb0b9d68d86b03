import { DICTIONARIES, DICTIONARY_FIELDS, loginSchema } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { login, logout } from "../auth/auth.service";
import { issueCaptcha } from "../auth/captcha";

export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/system/login",
    { schema: { tags: ["system"], summary: "Sign in; returns a bearer token", body: loginSchema } },
    async (request) => {
      const result = await login(app.db, app.configService, app.sessionPolicy, {
        username: request.body.username,
        password: request.body.password,
        captcha_id: request.body.captcha_id,
        captcha: request.body.captcha,
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? "",
        lang: request.lang,
      });
      return ok(result);
    },
  );

  app.get(
    "/system/captcha",
    { schema: { tags: ["system"], summary: "A new captcha image (SVG data URL) and its id" } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await issueCaptcha(app.db, app.testHooks.onCaptcha));
    },
  );

  app.post("/system/logout", { schema: { tags: ["system"], summary: "Revoke the current session" } }, async (request) => {
    if (request.user) await logout(app.db, request.user.sessionId);
    return ok(null);
  });

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
      await app.db.execute(sql`select 1`);
      return ok({ status: "ok", db: "up" });
    } catch (err) {
      app.log.error({ err }, "health check: database unreachable");
      return reply
        .status(503)
        .send({ code: 1, msg: "database unreachable", error_code: "INTERNAL", data: { status: "degraded", db: "down" } });
    }
  });
}
