import { apiKeyCreatedSchema, apiKeyCreateSchema, apiKeyListSchema, idParamSchema, okNull, okOf } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.service";

// /userinfo/api-keys: the signed-in user's keys for the DCSA customer API (portal sessions only;
// a key cannot manage keys).
export default async function apiKeysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/userinfo/api-keys",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["api"],
        summary: "Create an API key (the key is in this answer only)",
        body: apiKeyCreateSchema,
        response: { 200: okOf(apiKeyCreatedSchema) },
      },
    },
    async (request) => ok(await createApiKey(app.db, signedIn(request).id, request.body)),
  );

  app.get(
    "/userinfo/api-keys",
    {
      onRequest: app.requireAuth,
      schema: { tags: ["api"], summary: "The account's live API keys", response: { 200: okOf(apiKeyListSchema) } },
    },
    async (request) => ok(await listApiKeys(app.db, signedIn(request).id)),
  );

  app.delete(
    "/userinfo/api-keys/:id",
    {
      onRequest: app.requireAuth,
      schema: { tags: ["api"], summary: "Revoke an API key", params: idParamSchema, response: { 200: okNull } },
    },
    async (request) => {
      await revokeApiKey(app.db, signedIn(request).id, request.params.id);
      return ok(null);
    },
  );
}
