import { profileSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { findUserById } from "../auth/users.repository";
import { presentUser, updateProfile } from "./userinfo.service";

export default async function userinfoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/userinfo",
    { onRequest: app.requireAuth, schema: { tags: ["user"], summary: "The signed-in user's profile and authorities" } },
    async (request) => {
      const user = await findUserById(app.db, request.user!.id);
      if (!user) throw new AppError("AUTH_REQUIRED", { status: 401 });
      return ok(await presentUser(app.db, user, request.lang));
    },
  );

  app.put(
    "/userinfo",
    {
      onRequest: app.requireAuthority("user"),
      schema: { tags: ["user"], summary: "Save the member profile", body: profileSchema },
    },
    async (request) => {
      const saved = await updateProfile(app.db, request.user!.id, request.user!.sessionId, request.body, request.lang);
      app.mailWorker.wake(); // a new password mails a notice
      return ok(saved);
    },
  );
}
