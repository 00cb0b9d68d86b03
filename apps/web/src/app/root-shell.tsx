import { ROLE } from "@haiyun/shared/constants/authorities";
import { lazy, Suspense, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { Outlet, useLocation } from "react-router";
import { FullPageLoading } from "../components/full-page-loading";
import { useToken, useUserInfo } from "../features/auth";
import { useSystemConfig } from "../features/system";
import { dismissFirstScreen } from "../lib/first-screen";
import { createVersionChecker } from "../lib/version-check";
import { useCustomerService } from "./customer-service";
import { SiteClosedPage } from "./pages/site-closed-page";

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

// Loaded only when a new version is found, so antd's Modal stays out of the first page's JavaScript.
const VersionDialog = lazy(() => import("./version-dialog"));

/** /version.json is asked on each navigation; a new version opens the refresh dialog. */
function useNewVersion(): [boolean, () => void] {
  const location = useLocation();
  const [isNew, setIsNew] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    let cancelled = false;
    void versionChecker.check().then((found) => {
      if (found && !cancelled) setIsNew(true);
    });
    return () => {
      cancelled = true;
    };
  }, [location.pathname]);
  const later = () => {
    versionChecker.dismissCurrent();
    setIsNew(false);
  };
  return [isNew, later];
}

export function RootShell() {
  const location = useLocation();
  const token = useToken();
  const config = useSystemConfig();
  const user = useUserInfo();
  const closedByApi = useSyncExternalStore(siteClosedStore.subscribe, siteClosedStore.get);
  const [isNewVersion, later] = useNewVersion();
  useCustomerService(config.data?.online_service);

  const isAdmin = useMemo(() => !!user.data?.roles.includes(ROLE.ADMIN), [user.data]);
  const closed = config.data?.app_close === "true" || closedByApi !== null;
  // the first screen's picture is of a page the address has left, or one the closed site will not show
  useEffect(() => dismissFirstScreen(closed ? undefined : location.pathname), [closed, location.pathname]);
  if (config.isPending) return <FullPageLoading />;
  // app_close: everyone but admins sees the tips; /login stays open for the admins
  if (closed && location.pathname !== "/login") {
    if (token && user.isPending) return <FullPageLoading />;
    if (!isAdmin) return <SiteClosedPage tips={config.data?.app_close_tips || closedByApi || ""} />;
  }
  return (
    <>
      <Outlet />
      {isNewVersion && (
        <Suspense fallback={null}>
          <VersionDialog onRefresh={() => window.location.reload()} onLater={later} />
        </Suspense>
      )}
    </>
  );
}
