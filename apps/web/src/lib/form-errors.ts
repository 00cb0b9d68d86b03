import type { FormInstance } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
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

/**
 * Errors already shown follow a language switch. The form's rules build their messages from i18n
 * keys at render time, so the fields showing an error are validated again once the new language has
 * rendered. A server error on such a field is cleared rather than asked for again: it came in the old
 * language, and only a new submit can ask the server (registering or signing in twice to translate a
 * message is not an option); the same submit shows it again, in the new language, if it still applies.
 */
export function useRetranslateErrors(form: FormInstance): void {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    const withErrors = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    // the outcome is shown on the fields themselves; a rejection here only says some are still wrong
    if (withErrors.length) form.validateFields(withErrors).catch(() => undefined);
  }, [form, language]);
}
