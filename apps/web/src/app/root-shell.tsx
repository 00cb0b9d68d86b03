import { ROLE } from "@haiyun/shared";
import { App as AntApp } from "antd";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { useToken, useUserInfo } from "../features/auth";
import { useSystemConfig } from "../features/system";
import { createVersionChecker } from "../lib/version-check";
import { FullPageLoading } from "../components/full-page-loading";
import { SiteClosedPage } from "./pages/site-closed-page";
import { useCustomerService } from "./customer-service";

/** A closed-site answer from any call (503 SITE_CLOSED) switches the whole app to the tips page. */
function createSiteClosedStore() {
  let message: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => message,
    set(next: string | null) {
      message = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export const siteClosedStore = createSiteClosedStore();

const versionChecker = createVersionChecker(__APP_VERSION__);

function useVersionPrompt() {
  const location = useLocation();
  const { modal } = AntApp.useApp();
  const { t } = useTranslation();
  // spec §7: /version.json is asked on each navigation
  useEffect(() => {
    let cancelled = false;
    void versionChecker.check().then((isNew) => {
      if (!isNew || cancelled) return;
      modal.confirm({
        title: t("common.version.title"),
        content: t("common.version.content"),
        okText: t("common.version.refresh"),
        cancelText: t("common.version.later"),
        onOk: () => window.location.reload(),
        onCancel: () => versionChecker.dismissCurrent(),
      });
    });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, modal, t]);
}

export function RootShell() {
  const location = useLocation();
  const token = useToken();
  const config = useSystemConfig();
  const user = useUserInfo();
  const closedByApi = useSyncExternalStore(siteClosedStore.subscribe, siteClosedStore.get);
  useVersionPrompt();
  useCustomerService(config.data?.online_service);

  const isAdmin = useMemo(() => !!user.data?.roles.includes(ROLE.ADMIN), [user.data]);
  if (config.isPending) return <FullPageLoading />;
  const closed = config.data?.app_close === "true" || closedByApi !== null;
  // spec §3 app_close: everyone but admins sees the tips; /login stays open for the admins
  if (closed && location.pathname !== "/login") {
    if (token && user.isPending) return <FullPageLoading />;
    if (!isAdmin) return <SiteClosedPage tips={config.data?.app_close_tips || closedByApi || ""} />;
  }
  return <Outlet />;
}
