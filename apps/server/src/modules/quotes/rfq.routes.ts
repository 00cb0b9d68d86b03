import { listOf, okOf, rfqListQuerySchema, rfqSchema, rfqViewSchema } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { perMinute } from "../../lib/rate-limit";
import { signedIn } from "../../plugins/auth";
import { listReceivedRfqs, sendRfq } from "./rfq.service";

/** As on the rate routes: the received RFQs belong to forwarder accounts. */
async function requireForwarder(request: FastifyRequest) {
  if (!request.user?.roles.includes("forwarder")) throw new AppError("RATE_FORWARDER_ONLY");
}

// POST /system/send_rfq (authority quote_rfq), and the forwarder's received RFQs.
export default async function rfqRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/system/send_rfq",
    {
      onRequest: app.requireAuthority("quote_rfq"),
      config: { ...perMinute(10), idempotent: true },
      schema: {
        tags: ["quotes"],
        summary: "Send a request for quotation to the quote's forwarder, with a copy to the requester",
        body: rfqSchema,
        response: { 200: okOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      const config = await app.configService.get();
      const result = await sendRfq(app.db, signedIn(request).account, request.body, config.web_contact_email, request.lang);
      app.mailWorker.wake();
      return ok(result);
    },
  );

  app.get(
    "/rate/rfq",
    {
      onRequest: [app.requireAuthority("rate"), requireForwarder],
      schema: {
        tags: ["quotes"],
        summary: "The requests for quotation the forwarder received, newest first",
        querystring: rfqListQuerySchema,
        response: { 200: okOf(listOf(rfqViewSchema)) },
      },
    },
    async (request) => ok(await listReceivedRfqs(app.db, signedIn(request).id, request.query, request.lang)),
  );
}
