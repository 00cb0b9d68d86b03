import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { i18n } from "../lib/i18n";
import { createQueryClient, refetchOnLanguageChange } from "../lib/query-client";
import { AppProviders } from "./providers";
import { createAppRouter } from "./router";

const queryClient = createQueryClient();
refetchOnLanguageChange(queryClient, i18n);

// Made at the first render, not at import: main.tsx's initI18n has then taken lng/lang out of the
// address, which a router made earlier would keep in its location and so in the path
// remembered for after the login.
let router: ReturnType<typeof createAppRouter> | undefined;

/** Makes the router and starts its first navigation (main.tsx does, in a task before the first render). */
export function startRouter() {
  router ??= createAppRouter(queryClient);
  return router;
}

export function App() {
  const appRouter = startRouter();
  return (
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        <RouterProvider router={appRouter} />
      </AppProviders>
    </QueryClientProvider>
  );
}
