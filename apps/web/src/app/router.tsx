import type { QueryClient } from "@tanstack/react-query";
import { createBrowserRouter, Navigate } from "react-router";
import { userInfoQuery } from "../features/auth";
import { configureApiClient } from "../lib/api-client";
import { apiLang, i18n } from "../lib/i18n";
import { getToken, subscribeSession } from "../lib/session";
import { GuestOnly } from "./guards/guest-only";
import { HomeRedirect } from "./guards/home-redirect";
import { RequireAuth, RequireAuthority } from "./guards/require-auth";
import { lazyPage } from "./lazy-page";
import { RootShell, siteClosedStore } from "./root-shell";
import { RouteError } from "./route-error";
import { APP_ROUTES } from "./route-table";

const component = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter([
    {
      element: <RootShell />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            {
              lazy: component(lazyPage(() => import("./layouts/public-layout"))),
              children: [
                {
                  element: <GuestOnly />,
                  children: [{ path: "login", lazy: component(lazyPage(() => import("../features/auth/pages/login-page"))) }],
                },
                { path: "register", lazy: component(lazyPage(() => import("../features/register/pages/register-page"))) },
                {
                  path: "forget-password",
                  lazy: component(lazyPage(() => import("../features/forgot-password/pages/forgot-password-page"))),
                },
              ],
            },
            {
              // inside the main layout when signed in, the public one otherwise
              lazy: component(lazyPage(() => import("./layouts/error-layout"))),
              children: [
                { path: "403", lazy: component(lazyPage(() => import("./pages/forbidden-page"))) },
                { path: "404", lazy: component(lazyPage(() => import("./pages/not-found-page"))) },
                { path: "*", lazy: component(lazyPage(() => import("./pages/not-found-page"))) },
              ],
            },
            {
              element: <RequireAuth />,
              children: [
                {
                  lazy: component(lazyPage(() => import("./layouts/main-layout"))),
                  children: [
                    { index: true, element: <HomeRedirect /> },
                    ...APP_ROUTES.map((route) => ({
                      path: route.path,
                      element: <RequireAuthority authority={route.authority} />,
                      children: [{ index: true, lazy: component(route.load) }],
                    })),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    { path: "/index.html", element: <Navigate to="/" replace /> },
  ]);

  configureApiClient({
    getLang: apiLang,
    navigate: (path) => void router.navigate(path),
    getPath: () => `${router.state.location.pathname}${router.state.location.search}`,
    onSiteClosed: (msg) => siteClosedStore.set(msg),
    t: (key, params) => i18n.t(key, params) as string,
  });
  // a session that ends (401, logout, another tab) drops every cached answer of that user
  subscribeSession(() => {
    if (!getToken()) queryClient.removeQueries({ predicate: (q) => !["system", "reference"].includes(String(q.queryKey[0])) });
  });
  // Signed-in pages wait for the user's record (RequireAuth): ask for it now, beside the route's
  // chunks, not once they have loaded and the shell has mounted (the API client is set up above, so
  // a 401 ends the session as usual).
  if (getToken()) void queryClient.prefetchQuery(userInfoQuery());
  return router;
}
