import { loginSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { logout } from "./auth.service";
import { issueCaptcha } from "./captcha";
import { login } from "./login.service";

// spec §7 keeps sign-in under /system; the calls belong to auth, which alone depends on system.
export default async function authRoutes(fastify: FastifyInstance) {
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
}
