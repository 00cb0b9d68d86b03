import { contactImportResultSchema } from "@haiyun/shared";
import type { FastifyInstance } from "fastify";
import { registerImportRoutes } from "../../lib/import";
import { signedIn } from "../../plugins/auth";
import { buildContactTemplate, importContacts } from "./contacts-import.service";

// POST /customer/contact/import (multipart `file`) → { imported, warnings }.
// `warnings`: { row, column, field, message } of cells taken but perhaps not as meant.
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
}
