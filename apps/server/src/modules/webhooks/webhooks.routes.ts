import {
  idParamSchema,
  okNull,
  okOf,
  pageQuerySchema,
  webhookCreatedSchema,
  webhookCreateSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { createWebhook, listDeliveries, listWebhooks, redeliver, removeWebhook } from "./webhooks.service";

// /userinfo/webhooks: the signed-in user's webhook subscriptions and their delivery log (the same
// authority as their API keys: their own, from a portal session).

const deliveryParams = idParamSchema.extend({ deliveryId: idParamSchema.shape.id });

export default async function webhooksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/userinfo/webhooks",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["api"],
        summary: "Subscribe a URL to webhooks (the secret is in this answer only)",
        body: webhookCreateSchema,
        response: { 200: okOf(webhookCreatedSchema) },
      },
    },
    async (request) => {
      const config = await app.configService.get();
      const ctx = { lang: request.lang, allowPrivate: config.webhook_allow_private === "true" };
      return ok(await createWebhook(app.db, signedIn(request).id, request.body, ctx));
    },
  );

  app.get(
    "/userinfo/webhooks",
    {
      onRequest: app.requireAuth,
      schema: { tags: ["api"], summary: "The account's webhook subscriptions", response: { 200: okOf(webhookListSchema) } },
    },
    async (request) => ok(await listWebhooks(app.db, signedIn(request).id)),
  );

  app.delete(
    "/userinfo/webhooks/:id",
    {
      onRequest: app.requireAuth,
      schema: { tags: ["api"], summary: "Delete a webhook subscription", params: idParamSchema, response: { 200: okNull } },
    },
    async (request) => {
      await removeWebhook(app.db, signedIn(request).id, request.params.id);
      return ok(null);
    },
  );

  app.get(
    "/userinfo/webhooks/:id/deliveries",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["api"],
        summary: "A subscription's deliveries, newest first",
        params: idParamSchema,
        querystring: pageQuerySchema(),
        response: { 200: okOf(webhookDeliveryListSchema) },
      },
    },
    async (request) => {
      const { page, size } = request.query;
      return ok(await listDeliveries(app.db, signedIn(request).id, request.params.id, page, size));
    },
  );

  app.post(
    "/userinfo/webhooks/:id/deliveries/:deliveryId/redeliver",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["api"],
        summary: "Send a delivery again (a new delivery of the same event)",
        params: deliveryParams,
        response: { 200: okOf(webhookDeliverySchema) },
      },
    },
    async (request) => {
      const delivery = await redeliver(app.db, signedIn(request).id, request.params.id, request.params.deliveryId);
      app.webhookWorker.wake();
      return ok(delivery);
    },
  );
}
