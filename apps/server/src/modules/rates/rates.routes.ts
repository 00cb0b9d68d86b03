import {
  idParamSchema,
  type Lang,
  listOf,
  normaliseLang,
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
import { readSpreadsheetUpload } from "../../lib/spreadsheet";
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

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
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
  const langOf = (request: FastifyRequest, query?: string): Lang => (query ? normaliseLang(query) : request.lang);

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

  app.post(
    "/rate/import",
    {
      onRequest,
      schema: {
        tags,
        summary: "Import rates from .xlsx or .xls (multipart: file), all or none",
        consumes: ["multipart/form-data"],
        response: { 200: okOf(rateImportResultSchema) },
      },
    },
    async (request) => {
      const upload = await readSpreadsheetUpload(request);
      return ok(await importRates(app.db, request.user!.id, upload, request.lang));
    },
  );

  // the template in the caller's language; `?lang=` wins over the header (a link can set it)
  app.get(
    "/rate/template",
    {
      onRequest,
      schema: {
        tags,
        summary: "Download the rates import template (.xlsx)",
        querystring: z.strictObject({ lang: z.enum(["cn", "en"], { error: "v.enum" }).optional() }),
      },
    },
    async (request, reply) => {
      const { filename, buffer } = await buildRateTemplate(app.db, langOf(request, request.query.lang));
      return sendDownload(reply, { name: filename, asciiName: "rates-template.xlsx", type: XLSX_MIME, bytes: buffer });
    },
  );

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
