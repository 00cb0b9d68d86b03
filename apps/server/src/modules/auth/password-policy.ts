import { type Lang, PASSWORD_FLOOR, translate } from "@haiyun/shared";
import { z } from "zod";
import { AppError } from "../../lib/app-error";
import type { SystemConfig } from "../system/config.service";
import { isCommonPassword } from "./passwords";

/** config password_min (default 8), never below 6. */
export function passwordMin(config: SystemConfig): number {
  const value = Number(config.password_min);
  return Number.isInteger(value) ? Math.max(value, PASSWORD_FLOOR) : 8;
}

/** Length is the schema's job; this refuses the passwords attackers try first. */
export function assertNotCommon(password: string, lang: Lang, field = "password"): void {
  if (isCommonPassword(password)) {
    throw new AppError("VALIDATION_FAILED", {
      errors: [{ field, message: translate("v.common_password", lang) ?? "" }],
    });
  }
}

/**
 * A route's password before the config is read: the route schema documents the call and checks its
 * shape; the length rule of the config's password_min is checked inside, so the message names the
 * minimum in force.
 */
export const anyPasswordSchema = z.string({ error: "v.required" }).min(1, "v.required").max(200, "v.max_length");
