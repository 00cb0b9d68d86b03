import {
  changePasswordSchema,
  contactUsSchema,
  forgotSchema,
  idParamSchema,
  PASSWORD_FLOOR,
  resetPasswordSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { readMultipart } from "../../lib/multipart";
import { parseOrThrow } from "../../lib/validation";
import { assertNotCommon, passwordMin } from "../auth/password-policy";
import { UPLOAD_RULES } from "../files/files.service";
import { changePassword, listSessions, revokeOwnSession } from "./account.service";
import { submitContactUs } from "./contact-us.service";
import { requestReset, resetPassword } from "./password-reset.service";
import { REGISTRATION_FIELDS, register } from "./registration.service";

const anyPassword = z.string({ error: "v.required" }).min(1, "v.required").max(200, "v.max_length");
const RATE = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

export default async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // spec §7: registration is POST /userinfo, multipart, with the logo and license images
  app.post(
    "/userinfo",
    {
      config: RATE(20),
      schema: { tags: ["user"], summary: "Register an account (multipart)", consumes: ["multipart/form-data"] },
    },
    async (request) => {
      const form = await readMultipart(request, {
        fields: REGISTRATION_FIELDS,
        files: { logo: UPLOAD_RULES.logo, license: UPLOAD_RULES.license },
      });
      const config = await app.configService.get();
      const result = await register(app.db, form, {
        config,
        passwordMin: passwordMin(config),
        lang: request.lang,
        publicUrl: app.config.publicUrl,
        fileStore: app.fileStore,
      });
      app.mailWorker.wake();
      return ok(result);
    },
  );

  const forget = async (username: string) => {
    const result = await requestReset(app.db, username);
    app.mailWorker.wake();
    return ok(result);
  };
  // spec §7 names GET /system/forget (username); DESIGN §4 adds the POST form
  app.get(
    "/system/forget",
    { config: RATE(10), schema: { tags: ["user"], summary: "Send a password reset code", querystring: forgotSchema } },
    (request) => forget(request.query.username),
  );
  app.post(
    "/system/forget",
    { config: RATE(10), schema: { tags: ["user"], summary: "Send a password reset code", body: forgotSchema } },
    (request) => forget(request.body.username),
  );

  // the route schema documents the call and checks its shape; the length rule of the config's
  // password_min is checked inside, so the message names the minimum in force
  app.post(
    "/system/password",
    {
      config: RATE(20),
      schema: {
        tags: ["user"],
        summary: "Reset the password with the mailed code",
        body: resetPasswordSchema(PASSWORD_FLOOR).extend({ password: anyPassword }),
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

  app.put(
    "/userinfo/password",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["user"],
        summary: "Change the password",
        body: changePasswordSchema(PASSWORD_FLOOR).extend({ password: anyPassword }),
      },
    },
    async (request) => {
      const config = await app.configService.get();
      const body = parseOrThrow(changePasswordSchema(passwordMin(config)), request.body, request.lang);
      const user = request.user!;
      await changePassword(app.db, user.id, user.sessionId, body.current_password, body.password, request.lang);
      app.mailWorker.wake();
      return ok(null);
    },
  );

  app.get(
    "/userinfo/sessions",
    { onRequest: app.requireAuth, schema: { tags: ["user"], summary: "The account's active sessions" } },
    async (request) => ok(await listSessions(app.db, request.user!.id, request.user!.sessionId)),
  );

  app.delete(
    "/userinfo/sessions/:id",
    { onRequest: app.requireAuth, schema: { tags: ["user"], summary: "Sign one session out", params: idParamSchema } },
    async (request) => {
      await revokeOwnSession(app.db, request.user!.id, request.params.id);
      return ok(null);
    },
  );

  app.post(
    "/system/contact_us",
    { config: RATE(5), schema: { tags: ["system"], summary: "Leave a message for the site's team", body: contactUsSchema } },
    async (request) => {
      const config = await app.configService.get();
      await submitContactUs(app.db, request.body, config.web_contact_email, request.lang, request.ip);
      app.mailWorker.wake();
      return ok(null);
    },
  );
}
