import { contactImportResultSchema, type Lang, normaliseLang, okOf } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload } from "../../lib/download";
import { ok } from "../../lib/envelope";
import { readSpreadsheetUpload } from "../../lib/spreadsheet";
import { buildContactTemplate, importContacts } from "./contacts-import.service";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export default async function contactsImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // spec §7 POST /customer/contact/import (multipart `file`) → { imported, warnings }; DESIGN §9.
  // `warnings` (issue 8): { row, column, field, message } of cells taken but perhaps not as meant.
  app.post(
    "/customer/contact/import",
    {
      onRequest: app.requireAuthority("contact"),
      schema: {
        tags: ["contacts"],
        summary: "Import contacts from .xlsx, .xls or .csv (multipart: file)",
        consumes: ["multipart/form-data"],
        response: { 200: okOf(contactImportResultSchema) },
      },
    },
    async (request) => {
      const upload = await readSpreadsheetUpload(request);
      return ok(await importContacts(app.db, request.user!.id, upload, request.lang));
    },
  );

  // the template in the caller's language; `?lang=` wins over the header (a link can set it)
  app.get(
    "/customer/contact/template",
    {
      onRequest: app.requireAuthority("contact"),
      schema: {
        tags: ["contacts"],
        summary: "Download the contacts import template (.xlsx)",
        querystring: z.strictObject({ lang: z.enum(["cn", "en"], { error: "v.enum" }).optional() }),
      },
    },
    async (request, reply) => {
      const lang: Lang = request.query.lang ? normaliseLang(request.query.lang) : request.lang;
      const { filename, buffer } = buildContactTemplate(lang);
      return sendDownload(reply, { name: filename, asciiName: "contacts-template.xlsx", type: XLSX_MIME, bytes: buffer });
    },
  );
}
