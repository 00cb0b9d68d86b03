import {
  hasAuthority,
  idParamSchema,
  listOf,
  okOf,
  quoteEstimateSchema,
  quoteEstimateViewSchema,
  quoteListQuerySchema,
  quoteViewSchema,
} from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok, sendSerialized, serializedOk } from "../../lib/envelope";
import { signedIn } from "../../plugins/auth";
import { QuoteCache } from "./quote-cache";
import { estimateQuote, getLiveQuote, quoteListText } from "./quotes.service";

const withForwarder = (request: FastifyRequest) => hasAuthority(signedIn(request).authorities, ["quote_forwarder"], "all");

// GET /quote, GET /quote/{id} (authority quote); the trade lane of GET /route/{id} is the
// reference list's entry (modules/reference).
export default async function quotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.requireAuthority("quote");
  const cache = new QuoteCache<string>(app.config.quoteCacheEntries);
  const tags = ["quotes"];

  app.get(
    "/quote",
    {
      onRequest,
      schema: {
        tags,
        summary: "Live quotes of every enabled forwarder (filters as comma lists; sort by a container type's price)",
        querystring: quoteListQuerySchema,
        response: { 200: okOf(listOf(quoteViewSchema)) },
      },
    },
    async (request, reply) => {
      const text = await quoteListText(
        app.db,
        cache,
        {
          query: request.query,
          lang: request.lang,
          withForwarder: withForwarder(request),
          heard: app.keptLists.heardState("quotes"),
        },
        (answer) => serializedOk(reply, answer),
      );
      return sendSerialized(reply, text);
    },
  );

  app.get(
    "/quote/:id",
    { onRequest, schema: { tags, summary: "One live quote", params: idParamSchema, response: { 200: okOf(quoteViewSchema) } } },
    async (request) => ok(await getLiveQuote(app.db, request.params.id, request.lang, withForwarder(request))),
  );

  app.post(
    "/quote/estimate",
    {
      onRequest,
      schema: {
        tags,
        summary: "Estimate a booking from a quote: price × count per container type, totals per currency",
        body: quoteEstimateSchema,
        response: { 200: okOf(quoteEstimateViewSchema) },
      },
    },
    async (request) => ok(await estimateQuote(app.db, request.body, request.lang)),
  );
}
