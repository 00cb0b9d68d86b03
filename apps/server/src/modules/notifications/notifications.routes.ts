import { idParamSchema, notificationListQuerySchema, notificationListSchema, okOf, unreadCountSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { listOwnNotifications, markAllOwnRead, markOwnRead, unreadCountOf } from "./notifications.service";

// GET /notifications, GET /notifications/unread-count, PUT /notifications/{id}/read,
// PUT /notifications/read-all. Any signed-in user: each reads and marks only their own rows.
export default async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuth;
  const tags = ["notifications"];
  const count = { 200: okOf(unreadCountSchema) };

  app.get(
    "/notifications",
    {
      onRequest,
      schema: {
        tags,
        summary: "The bell: the caller's notifications, newest first, with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: okOf(notificationListSchema) },
      },
    },
    async (request) => ok(await listOwnNotifications(app.db, signedIn(request).id, request.query, request.lang)),
  );

  app.get(
    "/notifications/unread-count",
    { onRequest, schema: { tags, summary: "How many of the caller's notifications are unread", response: count } },
    async (request) => ok(await unreadCountOf(app.db, signedIn(request).id)),
  );

  // before /:id/read, so "read-all" is never read as an id
  app.put(
    "/notifications/read-all",
    { onRequest, schema: { tags, summary: "Mark every notification of the caller read", response: count } },
    async (request) => ok(await markAllOwnRead(app.db, signedIn(request).id)),
  );

  app.put(
    "/notifications/:id/read",
    {
      onRequest,
      schema: { tags, summary: "Mark one of the caller's notifications read", params: idParamSchema, response: count },
    },
    async (request) => ok(await markOwnRead(app.db, signedIn(request).id, request.params.id)),
  );
}
