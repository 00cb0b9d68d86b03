import { translate } from "@haiyun/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError } from "../lib/app-error";
import { issuesToFieldErrors } from "../lib/validation";

function envelope(code: string, msg: string, extra: Record<string, unknown> = {}) {
  return { code: 1, msg, error_code: code, ...extra };
}

// Maps Fastify's own errors (body parsing, limits, media types) onto our codes.
function fastifyErrorCode(error: FastifyError): { code: Parameters<typeof translate>[0]; status: number } | null {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { code: "MALFORMED_JSON", status: 400 };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_FILES_LIMIT":
    case "FST_PARTS_LIMIT":
      return { code: "PAYLOAD_TOO_LARGE", status: 413 };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return { code: "UNSUPPORTED_MEDIA_TYPE", status: 415 };
    default:
      return null;
  }
}

export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? "en";
    if (error instanceof AppError) {
      const msg = error.msg ?? translate(error.code, lang, error.params) ?? error.code;
      return reply
        .status(error.status)
        .send(envelope(error.code, msg, { ...(error.errors ? { errors: error.errors } : {}), ...error.extra }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = issuesToFieldErrors(
        error.validation.map((v) => ({
          ...(v.params as Record<string, unknown>),
          code: v.keyword,
          path: v.instancePath.split("/").filter(Boolean),
          message: v.message ?? "",
        })),
        lang,
      );
      const first = errors[0];
      const summary = translate("VALIDATION_FAILED", lang) ?? "";
      return reply
        .status(400)
        .send(envelope("VALIDATION_FAILED", first ? `${summary}: ${first.field} ${first.message}` : summary, { errors }));
    }
    const mapped = fastifyErrorCode(error);
    if (mapped) {
      return reply.status(mapped.status).send(envelope(mapped.code, translate(mapped.code, lang) ?? mapped.code));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(envelope("RATE_LIMITED", translate("RATE_LIMITED", lang) ?? ""));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(envelope("BAD_REQUEST", translate("BAD_REQUEST", lang) ?? ""));
    }
    // The database out of reach: the service is unavailable for now, and says so
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, reqId: request.id }, "database unreachable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send(envelope("DB_UNAVAILABLE", translate("DB_UNAVAILABLE", lang) ?? ""));
    }
    // Unknown failure: log it with the request id and tell the caller nothing about internals.
    request.log.error({ err: error, reqId: request.id }, "unhandled error");
    return reply.status(500).send(envelope("INTERNAL", translate("INTERNAL", lang) ?? "", { request_id: request.id }));
  });

  // Unknown /api paths get the 404 envelope; any other GET is a client route (SPA fallback).
  app.setNotFoundHandler((request, reply) => {
    const isPage = !request.url.startsWith("/api/") && request.url !== "/api" && ["GET", "HEAD"].includes(request.method);
    if (isPage && app.hasWebBuild) return app.sendWebPage(request, reply);
    const lang = request.lang ?? "en";
    return reply.status(404).send(envelope("ROUTE_NOT_FOUND", translate("ROUTE_NOT_FOUND", lang) ?? ""));
  });
});
