import type { TFunction } from "i18next";
import { serverMessage } from "../../../lib/form-errors";

/** The server's message for a refused step, else the transport's own text. */
export function stepErrorText(err: unknown, t: TFunction): string {
  return serverMessage(err) ?? (err instanceof Error ? err.message : t("api.unknown"));
}
