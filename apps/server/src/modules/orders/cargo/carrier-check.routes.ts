import { checkAnswerSchema, LARGE_BODY_LIMIT, okOf } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../../lib/envelope";
import { signedIn } from "../../../plugins/auth";
import { checkBody } from "./carrier-check";

// POST /order/check: the carrier-ready check of a booking or an instruction without saving it.
export default async function carrierCheckRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/order/check",
    {
      onRequest: app.requireAuthority("order"),
      // as large as the booking and instruction bodies it judges
      bodyLimit: LARGE_BODY_LIMIT,
      schema: {
        tags: ["orders"],
        summary: "The carrier-ready check of a booking or shipping-instruction body, without saving",
        body: z.record(z.string(), z.unknown()),
        response: { 200: okOf(checkAnswerSchema) },
      },
    },
    async (request) => ok({ problems: await checkBody(app.db, request.body, signedIn(request).id, request.lang) }),
  );
}
