import { captchaSchema, okNull, okOf } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { logout } from "./auth.service";
import { issueCaptcha } from "./captcha";

// These stay under /system: the captcha and the end of a session. Sign-in itself reads
// the account, so it lives with the user aggregate (modules/users/login.routes.ts).
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/system/captcha",
    {
      schema: {
        tags: ["system"],
        summary: "A new captcha image (SVG data URL) and its id",
        response: { 200: okOf(captchaSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return ok(await issueCaptcha(app.db, app.testHooks.onCaptcha));
    },
  );

  app.post(
    "/system/logout",
    { schema: { tags: ["system"], summary: "Revoke the current session", response: { 200: okNull } } },
    async (request) => {
      if (request.user) await logout(app.db, request.user.sessionId);
      return ok(null);
    },
  );
}
