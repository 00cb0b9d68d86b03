import { STATUS_CODES } from "node:http";
import { type Lang, translate } from "@haiyun/shared";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { AppError, type FieldError } from "../../lib/app-error";
import { issuesToFieldErrors } from "../../lib/validation";

// Every failure on the DCSA customer API is answered in DCSA's ErrorResponse shape, its messages
// in the caller's language. errorCode is 7000 + the HTTP status (DCSA leaves the codes to the
// implementer, between 7000 and 9999); errorCodeText names the portal's own error code.

/** What is wrong with one property of a request: a `dcsa.*` (or any) message key and where. */
export interface DcsaDetail {
  key: string;
  params?: Record<string, unknown>;
  property?: string;
  value?: string;
  jsonPath?: string;
}

/** A refusal naming properties of the request (an unknown UN/LOCODE, ISO code, carrier…). */
export class DcsaFault extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 422,
    readonly details: DcsaDetail[],
  ) {
    super(details.map((d) => d.key).join(", "));
    this.name = "DcsaFault";
  }
}

interface DetailedError {
  errorCode: number;
  errorCodeText: string;
  errorCodeMessage: string;
  property?: string;
  value?: string;
  jsonPath?: string;
}

/** `a.b.0.c` → `$.a.b[0].c` */
export function jsonPathOf(field: string): string {
  const segments = field.split(".").filter(Boolean);
  return `$${segments.map((s) => (/^\d+$/.test(s) ? `[${s}]` : `.${s}`)).join("")}`;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function fieldDetails(status: number, code: string, errors: readonly FieldError[]): DetailedError[] {
  return errors.map((e) => ({
    errorCode: 7000 + status,
    errorCodeText: code,
    errorCodeMessage: cut(e.message, 5000),
    property: cut(
      e.field
        .split(".")
        .filter((s) => !/^\d+$/.test(s))
        .at(-1) ?? "",
      100,
    ),
    jsonPath: cut(jsonPathOf(e.field), 500),
  }));
}

export function errorResponse(request: FastifyRequest, status: number, message: string, errors: DetailedError[]) {
  return {
    httpMethod: request.method,
    requestUri: cut(request.url, 2000),
    statusCode: status,
    statusCodeText: cut(STATUS_CODES[status] ?? "Error", 50),
    statusCodeMessage: cut(message, 200),
    providerCorrelationReference: request.id,
    errorDateTime: new Date().toISOString(),
    errors,
  };
}

/** An error response for one portal error code (its status and message from the catalogue). */
export function sendCode(request: FastifyRequest, reply: FastifyReply, status: number, code: string, fields: FieldError[] = []) {
  const lang: Lang = request.lang ?? "en";
  const message = translate(code, lang) ?? code;
  const errors = fields.length > 0 ? fieldDetails(status, code, fields) : [];
  if (errors.length === 0) errors.push({ errorCode: 7000 + status, errorCodeText: code, errorCodeMessage: message });
  return reply.status(status).send(errorResponse(request, status, message, errors));
}

/** The /dcsa scope's error handler. */
export function dcsaErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang: Lang = request.lang ?? "en";
  if (error instanceof DcsaFault) {
    const errors = error.details.map((d) => ({
      errorCode: 7000 + error.status,
      errorCodeText: cut(d.key, 100),
      errorCodeMessage: cut(translate(d.key, lang, { property: d.property, value: d.value, ...d.params }) ?? d.key, 5000),
      ...(d.property ? { property: cut(d.property, 100) } : {}),
      ...(d.value !== undefined ? { value: cut(d.value, 500) } : {}),
      ...(d.jsonPath ? { jsonPath: cut(d.jsonPath, 500) } : {}),
    }));
    return reply.status(error.status).send(errorResponse(request, error.status, errors[0]?.errorCodeMessage ?? "", errors));
  }
  if (error instanceof AppError) {
    const message = error.msg ?? translate(error.code, lang, error.params) ?? error.code;
    const errors = error.errors?.length ? fieldDetails(error.status, error.code, error.errors) : [];
    if (errors.length === 0)
      errors.push({ errorCode: 7000 + error.status, errorCodeText: error.code, errorCodeMessage: message });
    return reply.status(error.status).send(errorResponse(request, error.status, message, errors));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = issuesToFieldErrors(
      error.validation.map((v) => ({
        ...(v.params as Record<string, unknown>),
        code: v.keyword,
        path: v.instancePath.split("/").filter(Boolean),
        message: v.message ?? "",
      })),
      lang,
    );
    return sendCode(request, reply, 400, "VALIDATION_FAILED", fields);
  }
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return sendCode(request, reply, 400, "MALFORMED_JSON");
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return sendCode(request, reply, 413, "PAYLOAD_TOO_LARGE");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return sendCode(request, reply, 415, "UNSUPPORTED_MEDIA_TYPE");
  }
  if (error.statusCode === 429) return sendCode(request, reply, 429, "RATE_LIMITED");
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendCode(request, reply, error.statusCode, "BAD_REQUEST");
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, reqId: request.id }, "database unreachable");
    return sendCode(request, reply.header("retry-after", "5"), 503, "DB_UNAVAILABLE");
  }
  request.log.error({ err: error, reqId: request.id }, "unhandled error");
  return sendCode(request, reply, 500, "INTERNAL");
}
