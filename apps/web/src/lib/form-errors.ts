import type { FormInstance } from "antd";
import { ApiError } from "./api-client";

/**
 * STYLE "Errors": forms map the server's `errors[]` onto their fields. Only fields the form knows
 * are touched; the names of those set are returned (first one first) so a page can bring it into view.
 * `aliases` renames wire fields the form shows under another name (e.g. first_name → linkman).
 */
export function applyServerErrors(
  form: FormInstance,
  err: unknown,
  known: readonly string[],
  aliases: Record<string, string> = {},
): string[] {
  if (!(err instanceof ApiError) || !err.errors?.length) return [];
  const byField = new Map<string, string[]>();
  for (const { field, message } of err.errors) {
    const name = aliases[field] ?? field;
    if (!known.includes(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), message || err.message]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return [...byField.keys()];
}

/** The server's own `msg`, when the failure came with one (not the client's transport text). */
export function serverMessage(err: unknown): string | null {
  if (!(err instanceof ApiError)) return null;
  const body = err.body as { msg?: unknown } | undefined;
  return typeof body?.msg === "string" && body.msg ? body.msg : null;
}
