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
import { sendDownload } from "../../lib/download";
import { ok } from "../../lib/envelope";
import { langOf, registerImportRoutes, XLSX_MIME } from "../../lib/import";
import {
  createOwnRate,
  deleteOwnRates,
  filterOf,
  getOwnRate,
  listAllOwnRates,
  listOwnRates,
  updateOwnRate,
} from "./rates.service";
import { buildRateExport, buildRateTemplate, importRates } from "./rates-import.service";

const one = { 200: okOf(rateViewSchema) };

/** Issue 11 "the extra guard": rate sheets belong to enabled forwarder accounts only (an admin holds `rate` too). */
async function requireForwarder(request: FastifyRequest) {
  // a disabled account has no session at all (plugins/auth.ts); this checks the role
  if (!request.user?.roles.includes("forwarder")) throw new AppError("RATE_FORWARDER_ONLY");
}

// spec §7: GET, POST /rate; GET, PUT /rate/{id}; DELETE /rate; POST /rate/import; issue 11 adds
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
    async (request) => ok(await listOwnRates(app.db, request.user!.id, request.query, request.lang)),
  );

  app.post(
    "/rate",
    { onRequest, config: { idempotent: true }, schema: { tags, summary: "Add a rate", body: rateSchema, response: one } },
    async (request) => ok(await createOwnRate(app.db, request.user!.id, request.body, request.lang)),
  );

  app.get(
    "/rate/:id",
    { onRequest, schema: { tags, summary: "One rate", params: idParamSchema, response: one } },
    async (request) => ok(await getOwnRate(app.db, request.user!.id, request.params.id, request.lang)),
  );

  app.put(
    "/rate/:id",
    { onRequest, schema: { tags, summary: "Change a rate", params: idParamSchema, body: rateSchema, response: one } },
    async (request) => ok(await updateOwnRate(app.db, request.user!.id, request.params.id, request.body, request.lang)),
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
    async (request) => ok(await deleteOwnRates(app.db, request.user!.id, request.body)),
  );

  registerImportRoutes(app, {
    path: "/rate",
    onRequest,
    tags,
    summaries: {
      import: "Import rates from .xlsx or .xls (multipart: file), all or none",
      template: "Download the rates import template (.xlsx)",
    },
    result: rateImportResultSchema,
    importUpload: (request, upload) => importRates(app.db, request.user!.id, upload, request.lang),
    buildTemplate: (lang) => buildRateTemplate(app.db, lang),
    templateAsciiName: "rates-template.xlsx",
  });

  app.get(
    "/rate/export",
    {
      onRequest,
      schema: { tags, summary: "Download the filtered rate list (.xlsx)", querystring: rateExportQuerySchema },
    },
    async (request, reply) => {
      const lang = langOf(request, request.query.lang);
      const rates = await listAllOwnRates(app.db, request.user!.id, filterOf(request.query), lang);
      const { filename, buffer } = await buildRateExport(app.db, rates, lang);
      return sendDownload(reply, { name: filename, asciiName: "rates.xlsx", type: XLSX_MIME, bytes: buffer });
    },
  );
}
