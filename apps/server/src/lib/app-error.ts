import { type ErrorCode, errorStatus, type Lang, translate, type ValidationKey } from "@haiyun/shared";

export interface FieldError {
  field: string;
  message: string;
}

export interface AppErrorOptions {
  params?: Record<string, unknown>;
  errors?: FieldError[];
  /** an already localised message that replaces the catalogue's (e.g. the admin's closed-site tips) */
  msg?: string;
  /** extra fields merged into the envelope, e.g. `captcha_required` */
  extra?: Record<string, unknown>;
}

/** One error type for every expected failure; the handler localises `code`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params?: Record<string, unknown>;
  readonly errors?: FieldError[];
  readonly extra?: Record<string, unknown>;
  readonly msg?: string;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(code);
    this.name = "AppError";
    this.code = code;
    // the catalogue gives each code its one status (packages/shared i18n/messages.ts): no throw chooses
    this.status = errorStatus(code);
    this.params = options.params;
    this.errors = options.errors;
    this.extra = options.extra;
    this.msg = options.msg;
  }
}

export const notFound = () => new AppError("RECORD_NOT_FOUND");

/** A 400 naming one field, its message in the caller's language. */
export function fieldError(field: string, key: ValidationKey, lang: Lang, params?: Record<string, unknown>) {
  return new AppError("VALIDATION_FAILED", {
    errors: [{ field, message: translate(key, lang, { field, ...params }) ?? key }],
  });
}
