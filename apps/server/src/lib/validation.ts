import { fieldLabel, type Lang, translate } from "@haiyun/shared";
import type { z } from "zod";
import { AppError, type FieldError } from "./app-error";

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  [extra: string]: unknown;
}

function fallbackKey(issue: IssueLike): { key: string; params?: Record<string, unknown> } {
  switch (issue.code) {
    case "too_small":
      return issue.origin === "string"
        ? { key: "v.min_length", params: { min: issue.minimum } }
        : { key: "v.min_value", params: { min: issue.minimum } };
    case "too_big":
      return issue.origin === "string"
        ? { key: "v.max_length", params: { max: issue.maximum } }
        : { key: "v.max_value", params: { max: issue.maximum } };
    case "invalid_type":
      return { key: "v.type", params: { expected: issue.expected } };
    case "invalid_value":
      return { key: "v.enum", params: { options: (issue.values as unknown[] | undefined)?.join(", ") } };
    case "invalid_format":
      return issue.format === "email" ? { key: "v.email" } : { key: "v.invalid" };
    default:
      return { key: "v.invalid" };
  }
}

/**
 * Turns Zod issues into `errors[]` of the envelope, each message in the caller's language; a message
 * naming its field names it by `labelOf` (an import: the column's header) or by the field catalogue.
 */
export function issuesToFieldErrors(
  issues: readonly IssueLike[],
  lang: Lang,
  labelOf?: (field: string) => string | undefined,
): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const base = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      for (const key of (issue.keys as string[]) ?? []) {
        out.push({ field: [...base, key].join("."), message: translate("v.unknown_field", lang) ?? key });
      }
      continue;
    }
    const fallback = fallbackKey(issue);
    const params = {
      ...fallback.params,
      // a custom rule's own values (the expected check digit, a container type's name)
      ...(issue.params as Record<string, unknown> | undefined),
      min: issue.minimum,
      max: issue.maximum,
      // the pattern message names the field as the user reads it
      field: labelOf?.(base.join(".")) ?? fieldLabel(base.at(-1) ?? "", lang),
    };
    const message = translate(issue.message, lang, params) ?? translate(fallback.key, lang, params) ?? issue.message;
    out.push({ field: base.join("."), message });
  }
  return out;
}

/** Parses outside a route schema (multipart fields, CLI input) with the same error envelope. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, lang: Lang): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError("VALIDATION_FAILED", { errors: issuesToFieldErrors(result.error.issues as unknown as IssueLike[], lang) });
}
