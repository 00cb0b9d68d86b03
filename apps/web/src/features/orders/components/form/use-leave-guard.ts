import { App } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useBlocker } from "react-router";

/**
 * Leaving a form with unsaved changes asks first — a link or Back inside the app (the
 * router's blocker) and closing or reloading the tab (the browser's own beforeunload prompt).
 */
export function useLeaveGuard(isDirty: () => boolean): void {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
  );
  const current = useRef(blocker);
  current.current = blocker;

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    const dialog = modal.confirm({
      title: t("bookingForm.confirm.leaveTitle"),
      content: t("bookingForm.confirm.leaveContent"),
      okText: t("bookingForm.confirm.leave"),
      cancelText: t("bookingForm.confirm.stay"),
      okButtonProps: { danger: true },
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker.state, modal, t]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);
}
