import type { FormInstance } from "antd";
import type { TFunction } from "i18next";
import { ApiError } from "../../../lib/api-client";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";

interface Notices {
  error: (text: string) => unknown;
}

/**
 * What a refused action shows. A transition the table no longer allows (409: someone moved the order
 * first) gives the server's message and closes the dialog: the order is asked again (the mutations'
 * onSettled) and its buttons follow. Anything else maps `errors[]` onto the form and keeps it open.
 * Returns whether the dialog should close.
 */
export function showActionError(
  err: unknown,
  { t, message, form, fields }: { t: TFunction; message: Notices; form?: FormInstance; fields?: readonly string[] },
): boolean {
  const msg = serverMessage(err) ?? (err instanceof Error ? err.message : t("api.unknown"));
  if (err instanceof ApiError && err.errorCode === "ORDER_INVALID_TRANSITION") {
    message.error(msg);
    return true;
  }
  if (form && fields) {
    const mapped = applyServerErrors(form, err, fields);
    const first = mapped[0];
    if (first) form.scrollToField(first);
  }
  message.error(t("ops.errors.actionFailed", { msg }));
  return false;
}
