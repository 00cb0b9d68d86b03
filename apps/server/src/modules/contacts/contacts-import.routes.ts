import { type Lang, normaliseLang } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope";
import { readSpreadsheetUpload } from "../../lib/spreadsheet";
import { buildContactTemplate, importContacts } from "./contacts-import.service";

const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export default async function contactsImportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // spec §7 POST /customer/contact/import (multipart `file`) → { imported }; DESIGN §9.
  app.post(
    "/customer/contact/import",
    {
      onRequest: app.requireAuthority("contact"),
      schema: {
        tags: ["contacts"],
        summary: "Import contacts from .xlsx, .xls or .csv (multipart: file)",
        consumes: ["multipart/form-data"],
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
      return reply
        .header("content-type", XLSX_MIME)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "no-store")
        .header(
          "content-disposition",
          `attachment; filename="contacts-template.xlsx"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(buffer);
    },
  );
}
