import { type Lang, PASSWORD_FLOOR, translate } from "@haiyun/shared";
import { AppError } from "../../lib/app-error";
import type { SystemConfig } from "../system/config.service";
import { isCommonPassword } from "./passwords";

/** config password_min (default 8), never below the spec's 6 (DESIGN §10). */
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
