import { CONFIG_DEFAULTS } from "@haiyun/shared/constants/config";
import { LIMITS } from "@haiyun/shared/constants/limits";
import { useSystemConfig } from "../../../lib/system-config";

// LIMITS rather than schemas/account's PASSWORD_FLOOR (the same number): this file is reachable from
// the login page, which must not pull zod in (its first load stays light).
/** Config password_min (default 8), never below 6. */
export function usePasswordMin(): number {
  const { data: config } = useSystemConfig();
  const configured = Number(config?.password_min || CONFIG_DEFAULTS.password_min);
  return Number.isInteger(configured) ? Math.max(configured, LIMITS.PASSWORD_MIN) : Number(CONFIG_DEFAULTS.password_min);
}
