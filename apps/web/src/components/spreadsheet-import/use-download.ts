import { App } from "antd";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/form-errors";

/**
 * A file the server writes (an import template, an export): "download started" once it is saved,
 * or the failure under the caller's message key (interpolating `msg`).
 */
export function useDownload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (run: () => Promise<void>, failureKey: string) =>
    run()
      .then(() => void message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => void message.error(t(failureKey, { msg: serverMessage(err) ?? err.message })));
}
