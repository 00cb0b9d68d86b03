import { forgotSchema, okNull, okOf, PASSWORD_FLOOR, resetCodeSentSchema, resetPasswordSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { perMinute } from "../../lib/rate-limit";
import { parseOrThrow } from "../../lib/validation";
import { anyPasswordSchema, assertNotCommon, passwordMin } from "../auth/password-policy";
import { requestReset, resetPassword } from "./password-reset.service";

// Forgotten password: a mailed code, then a new password with it
export default async function passwordResetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const codeSent = { 200: okOf(resetCodeSentSchema) };

  const forget = async (username: string) => {
    const result = await requestReset(app.db, username);
    app.mailWorker.wake();
    return ok(result);
  };
  // GET /system/forget (username), and the same as a POST form
  app.get(
    "/system/forget",
    {
      config: perMinute(10),
      schema: { tags: ["user"], summary: "Send a password reset code", querystring: forgotSchema, response: codeSent },
    },
    (request) => forget(request.query.username),
  );
  app.post(
    "/system/forget",
    {
      config: perMinute(10),
      schema: { tags: ["user"], summary: "Send a password reset code", body: forgotSchema, response: codeSent },
    },
    (request) => forget(request.body.username),
  );

  // the route schema documents the call and checks its shape; the length rule of the config's
  // password_min is checked inside, so the message names the minimum in force
  app.post(
    "/system/password",
    {
      config: perMinute(20),
      schema: {
        tags: ["user"],
        summary: "Reset the password with the mailed code",
        body: resetPasswordSchema(PASSWORD_FLOOR).extend({ password: anyPasswordSchema }),
        response: { 200: okNull },
      },
    },
    async (request) => {
      const config = await app.configService.get();
      const body = parseOrThrow(resetPasswordSchema(passwordMin(config)), request.body, request.lang);
      assertNotCommon(body.password, request.lang);
      await resetPassword(app.db, body.username, body.vcode, body.password);
      app.mailWorker.wake();
      return ok(null);
    },
  );
}
