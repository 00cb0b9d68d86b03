import { contactExportQuerySchema, contactImportResultSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sendExport } from "../../lib/export";
import { langOf, registerImportRoutes } from "../../lib/import";
import { signedIn } from "../../plugins/auth";
import { contactExport } from "./contacts-export.service";
import { buildContactTemplate, importContacts } from "./contacts-import.service";

// POST /customer/contact/import (multipart `file`) → { imported, warnings }.
// `warnings`: { row, column, field, message } of cells taken but perhaps not as meant.
// GET /customer/contact/export: the list as filtered, in the template's columns (.xlsx or csv).
export default async function contactsImportRoutes(fastify: FastifyInstance) {
  registerImportRoutes(fastify, {
    path: "/customer/contact",
    onRequest: fastify.requireAuthority("contact"),
    tags: ["contacts"],
    summaries: {
      import: "Import contacts from .xlsx, .xls or .csv (multipart: file)",
      template: "Download the contacts import template (.xlsx)",
    },
    result: contactImportResultSchema,
    importUpload: (request, upload) => importContacts(fastify.db, signedIn(request).id, upload, request.lang),
    buildTemplate: buildContactTemplate,
    templateAsciiName: "contacts-template.xlsx",
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/customer/contact/export",
    {
      onRequest: app.requireAuthority("contact"),
      schema: {
        tags: ["contacts"],
        summary: "Download the contacts as filtered (.xlsx unless format=csv, streamed), in the import template's columns",
        querystring: contactExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, lang, ...query } = request.query;
      const ownerId = signedIn(request).id;
      const build = () => contactExport(app.db, ownerId, query, langOf(request, lang));
      return sendExport(request, reply, { userId: ownerId, format, build });
    },
  );
}
