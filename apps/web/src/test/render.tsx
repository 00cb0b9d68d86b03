import { createCache, StyleProvider } from "@ant-design/cssinjs";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { i18n, type Language } from "../lib/i18n";
import enUS from "../locales/en-US";
import zhCN from "../locales/zh-CN";

/** The app's own i18next instance with the real locale files (no language detection in tests). */
export async function setTestLanguage(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      // no advertising line in the console (browser or test output)
      showSupportNotice: false,
      resources: { "zh-CN": { translation: zhCN }, "en-US": { translation: enUS } },
      lng: language,
      fallbackLng: "zh-CN",
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  await i18n.changeLanguage(language);
}

/**
 * antd's styles kept out of jsdom's document (as on a server): inserting and matching hundreds of CSS
 * rules is most of what an antd form costs in jsdom, and no test reads a computed style. The theme's
 * CSS variables, which antd registers even when its styles are mocked, go to an element outside the
 * document. One provider for every test render (render-supply, render-booking-form use it too).
 */
export function TestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server" cache={createCache()} container={document.createElement("div")}>
      {children}
    </StyleProvider>
  );
}

/** Shows where the app navigated to, so a test can assert on it. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export interface RenderOptions {
  /** the address the page is shown at */
  route?: string;
  /** the route pattern the page is mounted under (defaults to the route's path) */
  path?: string;
  /** navigation state the page was opened with */
  state?: unknown;
}

export function renderPage(page: ReactElement, { route = "/", path, state }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
  const [address = "/", hash] = route.split("#");
  const [pathname = "/", query] = address.split("?");
  const pattern = path ?? pathname;
  const result = render(
    <TestStyles>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[{ pathname, search: query ? `?${query}` : "", hash: hash ? `#${hash}` : "", state }]}>
            <Routes>
              <Route path={pattern} element={page} />
              <Route path="*" element={<div data-testid="elsewhere" />} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </TestStyles>,
  );
  return { ...result, queryClient };
}
