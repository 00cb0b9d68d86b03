import {
  AUTHORITY,
  idParamSchema,
  LARGE_BODY_LIMIT,
  okOf,
  revisionPreviewBodySchema,
  revisionPreviewSchema,
  revisionViewSchema,
} from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../lib/envelope";
import { signedIn } from "../../../plugins/auth";
import { ordersContextOf } from "../core/context";
import { orderReaderScope } from "../core/order-access";
import { previewRevision } from "./si-revision-preview";
import { listRevisions } from "./si-revisions.service";

// The reads of shipping-instruction revisions (docs/PRODUCT-RULES.md, "SI revisions"): the
// customer's preview of a revision (its difference and fee, nothing written) and the list both
// sides read. Asking and deciding are actions (revise_si, accept_revision, decline_revision).
export default async function siRevisionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = ordersContextOf(app);

  app.post(
    "/order/shipment/:id/revision/preview",
    {
      onRequest: app.requireAuthority(AUTHORITY.ORDER),
      bodyLimit: LARGE_BODY_LIMIT,
      schema: {
        tags: ["orders"],
        summary: "Preview a shipping-instruction revision: its field-level difference and the fee it would cost now",
        params: idParamSchema,
        body: revisionPreviewBodySchema,
        response: { 200: okOf(revisionPreviewSchema) },
      },
    },
    async (request) => {
      const caller = { id: signedIn(request).id, lang: request.lang };
      return ok(await previewRevision(ctx, caller, request.params.id, request.body));
    },
  );

  app.get(
    "/order/shipment/:id/revisions",
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ["orders"],
        summary: "Every revision of the shipping instruction with its difference (its owner, or operations)",
        params: idParamSchema,
        response: { 200: okOf(z.array(revisionViewSchema)) },
      },
    },
    async (request) => ok(await listRevisions(app.db, orderReaderScope(signedIn(request)), request.params.id)),
  );
}
