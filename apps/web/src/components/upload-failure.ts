import { App } from "antd";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../lib/api-client";

/**
 * What a failed upload says: the API layer's message (the server's `msg`, or its own text for a
 * timeout or a lost connection), else 'unknown error' — never the text of an unrelated exception.
 */
export function uploadFailureText(err: unknown, t: TFunction): string {
  return err instanceof ApiError && err.message ? err.message : t("support.upload.unknownError");
}

/**
 * An upload that fails is a modal, not a toast, so the reason stays on
 * screen until it is read. `error` shows a text already worded (an action that carried a file);
 * `failed` words a caught error first.
 */
export function useUploadFailureDialog(): { error: (text: string) => void; failed: (err: unknown) => void } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  return useMemo(() => {
    const error = (text: string) => {
      modal.error({ title: t("support.upload.failedTitle"), content: text });
    };
    return { error, failed: (err: unknown) => error(uploadFailureText(err, t)) };
  }, [modal, t]);
}

/** The function that shows a failed upload's dialog for a caught error. */
export function useUploadFailure(): (err: unknown) => void {
  return useUploadFailureDialog().failed;
}
