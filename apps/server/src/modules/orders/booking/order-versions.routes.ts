import { amendmentStateSchema, idParamSchema, okOf, orderVersionSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../lib/envelope";
import { signedIn } from "../../../plugins/auth";
import { orderReaderScope } from "../core/order-access";
import { amendmentState } from "./order-amendments.service";
import { orderVersions } from "./order-versions";

// A booking's versions and its amendment state, for its owner and for operations (anyone else's
// order answers as a missing one).
export default async function orderVersionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuth;
  const tags = ["orders"];

  app.get(
    "/order/:id/versions",
    {
      onRequest,
      schema: {
        tags,
        summary: "Every version of the booking with its field-level diff against the one before (its owner, or operations)",
        params: idParamSchema,
        response: { 200: okOf(z.array(orderVersionSchema)) },
      },
    },
    async (request) => ok(await orderVersions(app.db, request.params.id, orderReaderScope(signedIn(request)), request.lang)),
  );

  app.get(
    "/order/:id/amendment-state",
    {
      onRequest,
      schema: {
        tags,
        summary: "Operations' open feedback and the latest amendment request (its owner, or operations)",
        params: idParamSchema,
        response: { 200: okOf(amendmentStateSchema) },
      },
    },
    async (request) => ok(await amendmentState(app.db, request.params.id, orderReaderScope(signedIn(request)))),
  );
}
