import {
  idParamSchema,
  listOf,
  okOf,
  rateDeleteSchema,
  rateExportQuerySchema,
  rateImportResultSchema,
  rateListQuerySchema,
  rateSchema,
  rateViewSchema,
} from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import { ok, okText, sendSerialized } from "../../lib/envelope";
import { sendExport } from "../../lib/export";
import { langOf, registerImportRoutes } from "../../lib/import";
import { signedIn } from "../../plugins/auth";
import { createOwnRate, deleteOwnRates, filterOf, getOwnRate, listOwnRates, updateOwnRate } from "./rates.service";
import { rateExport } from "./rates-export";
import { buildRateTemplate, importRates } from "./rates-import.service";

const one = { 200: okOf(rateViewSchema) };

/** The extra guard: rate sheets belong to enabled forwarder accounts only (an admin holds `rate` too). */
async function requireForwarder(request: FastifyRequest) {
  // a disabled account has no session at all (plugins/auth.ts); this checks the role
  if (!request.user?.roles.includes("forwarder")) throw new AppError("RATE_FORWARDER_ONLY");
}

// GET, POST /rate; GET, PUT /rate/{id}; DELETE /rate; POST /rate/import; also
// the template and the export of the filtered list.
export default async function ratesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = [app.requireAuthority("rate"), requireForwarder];
  const tags = ["rates"];

  app.get(
    "/rate",
    {
      onRequest,
      schema: {
        tags,
        summary: "The forwarder's rate sheets, newest first (filters: carrier, POL, delivery place, validity)",
        querystring: rateListQuerySchema,
        response: { 200: okOf(listOf(rateViewSchema)) },
      },
    },
    async (request, reply) =>
      sendSerialized(reply, okText(await listOwnRates(app.db, signedIn(request).id, request.query, request.lang))),
  );

  app.post(
    "/rate",
    { onRequest, config: { idempotent: true }, schema: { tags, summary: "Add a rate", body: rateSchema, response: one } },
    async (request) => ok(await createOwnRate(app.db, signedIn(request).id, request.body, request.lang)),
  );

  app.get(
    "/rate/:id",
    { onRequest, schema: { tags, summary: "One rate", params: idParamSchema, response: one } },
    async (request) => ok(await getOwnRate(app.db, signedIn(request).id, request.params.id, request.lang)),
  );

  app.put(
    "/rate/:id",
    { onRequest, schema: { tags, summary: "Change a rate", params: idParamSchema, body: rateSchema, response: one } },
    async (request) => ok(await updateOwnRate(app.db, signedIn(request).id, request.params.id, request.body, request.lang)),
  );

  app.delete(
    "/rate",
    {
      onRequest,
      schema: {
        tags,
        summary: "Delete rates by id, all or none",
        body: rateDeleteSchema,
        response: { 200: okOf(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => ok(await deleteOwnRates(app.db, signedIn(request).id, request.body)),
  );

  registerImportRoutes(app, {
    path: "/rate",
    onRequest,
    tags,
    summaries: {
      import: "Import rates from .xlsx, .xls or .csv (multipart: file), all or none",
      template: "Download the rates import template (.xlsx)",
    },
    result: rateImportResultSchema,
    importUpload: (request, upload) => importRates(app.db, signedIn(request).id, upload, request.lang),
    buildTemplate: (lang) => buildRateTemplate(app.db, lang),
    templateAsciiName: "rates-template.xlsx",
  });

  // one export a user and EXPORTS_PER_PROCESS in all; past that a 429 with Retry-After (docs/API.md, "Rates");
  // the refusal keeps this route's own code for its older clients
  app.get(
    "/rate/export",
    {
      onRequest,
      schema: {
        tags,
        summary: "Download the filtered rate list (.xlsx unless format=csv, streamed), in the import template's columns",
        querystring: rateExportQuerySchema,
      },
    },
    async (request, reply) => {
      const ownerId = signedIn(request).id;
      const lang = langOf(request, request.query.lang);
      return sendExport(request, reply, {
        userId: ownerId,
        format: request.query.format,
        build: () => rateExport(app.db, ownerId, filterOf(request.query), lang),
        busy: "RATE_EXPORT_BUSY",
      });
    },
  );
}
