import { idParamSchema, vgmImportResultSchema } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { registerImportRoutes } from "../../../lib/import";
import { signedIn } from "../../../plugins/auth";
import { buildVgmTemplate, editableOrder, importVgmSheet } from "./vgm-import.service";

// GET /order/{id}/vgm/template → the order's VGM sheet; POST /order/{id}/vgm/import (multipart
// `file`) → { rows, errors }, nothing stored. The order's owner only (someone else's is a 404), while
// they edit its shipping instruction (else 409).
export default async function vgmImportRoutes(fastify: FastifyInstance) {
  const orderId = (request: FastifyRequest) => idParamSchema.parse(request.params).id;
  registerImportRoutes(fastify, {
    path: "/order/:id/vgm",
    params: idParamSchema,
    onRequest: fastify.requireAuthority("order"),
    tags: ["orders"],
    summaries: {
      import: "Read a VGM sheet (.xlsx, .xls or .csv; multipart: file) into rows for the shipping instruction; stores nothing",
      template: "Download the order's VGM sheet (.xlsx), a row per container",
    },
    result: vgmImportResultSchema,
    beforeUpload: (request) => editableOrder(fastify.db, signedIn(request).id, orderId(request), request.lang),
    importUpload: (request, upload) => importVgmSheet(fastify.db, signedIn(request).id, orderId(request), upload, request.lang),
    buildTemplate: (lang, request) => buildVgmTemplate(fastify.db, signedIn(request).id, orderId(request), lang),
    templateAsciiName: "vgm-template.xlsx",
  });
}
