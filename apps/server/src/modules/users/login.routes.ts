import { loginResultSchema, loginSchema, okOf } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { login } from "./login.service";

// POST /system/login. It reads the account (users) and starts a session (auth): users
// depends on auth, never the other way round.
export default async function loginRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/system/login",
    {
      schema: {
        tags: ["system"],
        summary: "Sign in; returns a bearer token",
        body: loginSchema,
        response: { 200: okOf(loginResultSchema) },
      },
    },
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
}
