/** A failed call: the HTTP status, and the envelope's error code and field errors. */
export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  status: number;
  errorCode?: string;
  errors?: FieldError[];
  body?: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    const envelope = asRecord(body);
    if (typeof envelope?.error_code === "string") this.errorCode = envelope.error_code;
    if (Array.isArray(envelope?.errors)) this.errors = envelope.errors as FieldError[];
  }
}

/** The value as a plain object, or null. */
export function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}
