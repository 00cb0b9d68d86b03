import { type Lang, normaliseLang, okOf } from "@haiyun/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { sendDownload } from "../download";
import { ok } from "../envelope";
import type { Upload } from "../multipart";
import { readSpreadsheetUpload } from "../spreadsheet";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

type Guard = (request: FastifyRequest) => Promise<void>;

export interface ImportRoutes {
  /** the records' path: the upload is POST `${path}/import`, the template GET `${path}/template` */
  path: string;
  onRequest: Guard | Guard[];
  tags: string[];
  summaries: { import: string; template: string };
  /** what the import answers (the response schema checks it) */
  result: z.ZodType;
  /** the path's parameters, when it has any (an import into one record: /order/:id/vgm) */
  params?: z.ZodType;
  /** checks run before the file is read (whether the record may be imported into at all) */
  beforeUpload?: (request: FastifyRequest) => Promise<unknown>;
  importUpload: (request: FastifyRequest, upload: Upload) => Promise<unknown>;
  buildTemplate: (
    lang: Lang,
    request: FastifyRequest,
  ) => Promise<{ filename: string; buffer: Buffer }> | { filename: string; buffer: Buffer };
  /** the template's name for clients that cannot read the UTF-8 one */
  templateAsciiName: string;
}

/** The caller's language, unless `?lang=` names one (a link can set it). */
export function langOf(request: FastifyRequest, query?: string): Lang {
  return query ? normaliseLang(query) : request.lang;
}

/**
 * A spreadsheet import's two routes: the upload (multipart `file`, all or none) and the
 * template in the caller's language.
 */
export function registerImportRoutes(fastify: FastifyInstance, routes: ImportRoutes) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { path, onRequest, tags, summaries } = routes;
  const params = routes.params ? { params: routes.params } : {};

  app.post(
    `${path}/import`,
    {
      onRequest,
      schema: {
        tags,
        summary: summaries.import,
        consumes: ["multipart/form-data"],
        ...params,
        response: { 200: okOf(routes.result) },
      },
    },
    async (request) => {
      await routes.beforeUpload?.(request);
      return ok(await routes.importUpload(request, await readSpreadsheetUpload(request)));
    },
  );

  app.get(
    `${path}/template`,
    {
      onRequest,
      schema: {
        tags,
        summary: summaries.template,
        ...params,
        querystring: z.strictObject({ lang: z.enum(["cn", "en"], { error: "v.enum" }).optional() }),
      },
    },
    async (request, reply) => {
      const { filename, buffer } = await routes.buildTemplate(langOf(request, request.query.lang), request);
      return sendDownload(reply, { name: filename, asciiName: routes.templateAsciiName, type: XLSX_MIME, bytes: buffer });
    },
  );
}
