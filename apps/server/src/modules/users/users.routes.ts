import {
  changePasswordSchema,
  idParamSchema,
  okNull,
  okOf,
  PASSWORD_FLOOR,
  profileSchema,
  registeredUserSchema,
  sessionViewSchema,
  userInfoSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { readMultipart } from "../../lib/multipart";
import { perMinute } from "../../lib/rate-limit";
import { parseOrThrow } from "../../lib/validation";
import { signedIn } from "../../plugins/auth";
import { listSessions, revokeOwnSession } from "../auth/auth.service";
import { anyPasswordSchema, passwordMin } from "../auth/password-policy";
import { UPLOAD_RULES } from "../files/files.service";
import { REGISTRATION_FIELDS, register } from "./registration.service";
import { changePassword, getUserInfo, updateProfile } from "./users.service";

// /userinfo: the account of the signed-in user (and, by POST, a new one)
export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/userinfo",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["user"],
        summary: "The signed-in user's profile and authorities",
        response: { 200: okOf(userInfoSchema) },
      },
    },
    async (request) => ok(await getUserInfo(app.db, signedIn(request).account, request.lang)),
  );

  app.put(
    "/userinfo",
    {
      onRequest: app.requireAuthority("user"),
      schema: {
        tags: ["user"],
        summary: "Save the member profile",
        body: profileSchema,
        response: { 200: okOf(userInfoSchema) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const saved = await updateProfile(app.db, user.id, user.sessionId, request.body, request.lang);
      app.mailWorker.wake(); // a new password mails a notice
      return ok(saved);
    },
  );

  // registration is POST /userinfo, multipart, with the logo and license images
  app.post(
    "/userinfo",
    {
      config: perMinute(20),
      schema: {
        tags: ["user"],
        summary: "Register an account (multipart)",
        consumes: ["multipart/form-data"],
        response: { 200: okOf(registeredUserSchema) },
      },
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

  app.put(
    "/userinfo/password",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["user"],
        summary: "Change the password",
        body: changePasswordSchema(PASSWORD_FLOOR).extend({ password: anyPasswordSchema }),
        response: { 200: okNull },
      },
    },
    async (request) => {
      const config = await app.configService.get();
      const body = parseOrThrow(changePasswordSchema(passwordMin(config)), request.body, request.lang);
      const user = signedIn(request);
      await changePassword(app.db, user.id, user.sessionId, body.current_password, body.password, request.lang);
      app.mailWorker.wake();
      return ok(null);
    },
  );

  app.get(
    "/userinfo/sessions",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["user"],
        summary: "The account's active sessions",
        response: { 200: okOf(z.array(sessionViewSchema)) },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return ok(await listSessions(app.db, user.id, user.sessionId));
    },
  );

  app.delete(
    "/userinfo/sessions/:id",
    {
      onRequest: app.requireAuth,
      schema: { tags: ["user"], summary: "Sign one session out", params: idParamSchema, response: { 200: okNull } },
    },
    async (request) => {
      await revokeOwnSession(app.db, signedIn(request).id, request.params.id);
      return ok(null);
    },
  );
}
