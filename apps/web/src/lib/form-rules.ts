import { commonText } from "@haiyun/shared/schemas/contact";
import type { Rule } from "antd/es/form";
import type { TFunction } from "i18next";
import { z } from "zod";

/** Turns a shared `v.*` message key into the web's `validation.*` text. */
export function validationMessage(t: TFunction, key: string, params?: Record<string, unknown>): string {
  const name = key.startsWith("v.") ? key.slice(2) : key;
  const text = t(`validation.${name}`, { defaultValue: "", ...params });
  return text || t("validation.invalid");
}

/**
 * A small adapter: an antd rule that runs the shared Zod field schema, so the form
 * and the server judge a value by one definition. `params` fill messages that name more than the
 * schema knows, e.g. `{ field: label }` for `v.pattern` (the message names the field).
 */
export function zodRule(schema: z.ZodType, t: TFunction, params: Record<string, unknown> = {}): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? "");
      if (result.success) return;
      const issue = result.error.issues[0] as { message: string; minimum?: unknown; maximum?: unknown };
      throw new Error(validationMessage(t, issue.message, { min: issue.minimum, max: issue.maximum, ...params }));
    },
  };
}

/**
 * The longest text a shared field schema accepts, for its input's maxLength: the input stops where
 * the rule would refuse, by the same definition. Undefined when the schema sets no maximum.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return maxLengthOf(schema.unwrap() as z.ZodType);
  }
  // commonText() normalises, then judges: the maximum is on the judging side
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.out as z.ZodType) ?? maxLengthOf(schema.in as z.ZodType);
  return undefined;
}

/**
 * The common text pattern for a field outside the contact schema (marks, references…): the
 * shared `commonText` judges it, and the message names the field by its label.
 */
export function commonTextRule(t: TFunction, label: string, max: number, required = false): Rule {
  return zodRule(commonText(max, required), t, { field: label });
}

export function requiredRule(t: TFunction): Rule {
  return { required: true, message: t("validation.required") };
}

/** Password: the confirmation is required and must equal the `password` field. */
export function confirmPasswordRules(t: TFunction, passwordField = "password"): Rule[] {
  return [
    requiredRule(t),
    ({ getFieldValue }) => ({
      validator: async (_rule, value) => {
        if (value && value !== getFieldValue(passwordField)) throw new Error(t("validation.password_mismatch"));
      },
    }),
  ];
}
