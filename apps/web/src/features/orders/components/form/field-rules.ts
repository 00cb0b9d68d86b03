import type { Rule } from "antd/es/form";
import type { Dayjs } from "dayjs";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { isBeforeBusinessToday } from "../../../../lib/business-day";
import { validationMessage } from "../../../../lib/form-rules";

/**
 * A shared `v.*` message in the reader's language: the booking form's own texts first (HS code,
 * greater than 0, duplicates…), then the common validation texts.
 */
export function bookingMessage(t: TFunction, key: string, params: Record<string, unknown> = {}): string {
  const name = key.startsWith("v.") ? key.slice(2) : key;
  const own = t(`bookingForm.validation.${name}`, { defaultValue: "", ...params });
  return own || validationMessage(t, key, params);
}

/**
 * An antd rule running one field of the shared booking schema (one rule, one place).
 * An empty control is handed over as absent, which a draft allows; what a submit requires is
 * judged by the whole schema on submit.
 */
export function schemaRule(schema: z.ZodType, t: TFunction, params: Record<string, unknown> = {}): Rule {
  return {
    validator: async (_rule, value) => {
      const result = schema
        .nullable()
        .optional()
        .safeParse(value ?? undefined);
      if (result.success) return;
      const issue = result.error.issues[0] as {
        message: string;
        minimum?: unknown;
        maximum?: unknown;
        params?: Record<string, unknown>;
      };
      throw new Error(bookingMessage(t, issue.message, { min: issue.minimum, max: issue.maximum, ...issue.params, ...params }));
    },
  };
}

/** The ready date is not in the past (the business today, as the server judges). */
export const isPastDay = isBeforeBusinessToday;

export function readyDateRule(t: TFunction): Rule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      if (value && isPastDay(value)) throw new Error(bookingMessage(t, "v.date_past"));
    },
  };
}
