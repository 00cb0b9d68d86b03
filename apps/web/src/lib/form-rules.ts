import type { Rule } from "antd/es/form";
import type { TFunction } from "i18next";
import type { z } from "zod";

/** Turns a shared `v.*` message key into the web's `validation.*` text. */
export function validationMessage(t: TFunction, key: string, params?: Record<string, unknown>): string {
  const name = key.startsWith("v.") ? key.slice(2) : key;
  const text = t(`validation.${name}`, { defaultValue: "", ...params });
  return text || t("validation.invalid");
}

/**
 * The small adapter of DESIGN §2: an antd rule that runs the shared Zod field schema, so the form
 * and the server judge a value by one definition.
 */
export function zodRule(schema: z.ZodType, t: TFunction): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? "");
      if (result.success) return;
      const issue = result.error.issues[0] as { message: string; minimum?: unknown; maximum?: unknown };
      throw new Error(validationMessage(t, issue.message, { min: issue.minimum, max: issue.maximum }));
    },
  };
}

export function requiredRule(t: TFunction): Rule {
  return { required: true, message: t("validation.required") };
}
