// Business constants and limits. No Zod here: the web app reads these on every page.

/** Ids are PostgreSQL `integer`s: anything larger can name no record. */
export const MAX_ID = 2_147_483_647;

export const LIMITS = {
  PASSWORD_MIN: 6,
  PASSWORD_DEFAULT_MIN: 8,
  /** a request body, unless its route allows a form's more (LARGE_BODY_LIMIT, schemas/order-contract-types.ts) */
  BODY_MAX_BYTES: 1024 * 1024,
  REMARK_MAX: 255,
  MARKS_MAX: 1024,
  DESCRIPTION_MAX: 4096,
  IMAGE_MAX_BYTES: 2 * 1024 * 1024,
  FILE_MAX_BYTES: 10 * 1024 * 1024,
  /** per user, per rolling 24 h, on POST /upload (uploads are the costliest request) */
  UPLOAD_DAILY_FILES: 200,
  UPLOAD_DAILY_BYTES: 200 * 1024 * 1024,
  UPLOADS_PER_MINUTE: 30,
  /** calls a minute one API key may make on the DCSA customer API */
  DCSA_CALLS_PER_MINUTE: 300,
  REFERENCE_PAGE_MAX: 1000,
  LIST_PAGE_MAX: 100,
  MOBILE_BREAKPOINT: 768,
} as const;

export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png"] as const;
