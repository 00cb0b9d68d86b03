import { type Authority, hasAuthority } from "@haiyun/shared/constants/authorities";
import { useDeferredValue } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { FullPageLoading } from "../../components/full-page-loading";
import { useToken, useUserInfo } from "../../features/auth";
import { ApiError } from "../../lib/api-client";
import { rememberRedirect } from "../../lib/session";

/** No token → remember the path → /login; while user info loads a loading message shows. */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  const user = useUserInfo();
  // the signed-in page is first drawn in a render React may interrupt (a deferred value): the layout
  // and the page in one go are a long task on a phone, blocking taps the whole while
  const ready = useDeferredValue(user.isSuccess);
  if (!token) {
    rememberRedirect(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  if (user.isPending || (user.isSuccess && !ready)) return <FullPageLoading messageKey="common.loadingUser" />;
  if (user.isError) {
    // a 401 is already on its way to /login; anything else is shown where it happened
    if (user.error instanceof ApiError && user.error.status === 401) return <FullPageLoading messageKey="common.loadingUser" />;
    throw user.error;
  }
  return <Outlet />;
}

/** A route not permitted to the user's roles goes to /404 (no probing of what exists). */
export function RequireAuthority({ authority }: { authority: Authority }) {
  const user = useUserInfo();
  if (!hasAuthority(user.data?.authorities, authority)) return <Navigate to="/404" replace />;
  return <Outlet />;
}
