import type { ReactElement } from "react";
import { AntdProvider } from "../components/antd-provider";
import { api } from "../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "./api-mock";
import { type RenderOptions, renderPage } from "./render";

export interface RenderWithApiOptions extends RenderOptions {
  /** the values GET /system/config answers with */
  config?: Record<string, string>;
  /** the other answers, by "METHOD /path" (see routeApi) */
  routes?: ApiRoutes;
  /** wraps a component that is shown inside a page in the page's antd provider (App for messages) */
  antd?: boolean;
}

/**
 * renderPage with the fake `api` answering. Only for test files that replace lib/api-client's `api`
 * with fakeApi() through vi.mock: this module then reads the same fake.
 */
export function renderWithApi(
  page: ReactElement,
  { config = {}, routes = {}, antd = false, ...options }: RenderWithApiOptions = {},
) {
  routeApi(api, { "GET /system/config": configPairs(config), ...routes });
  return renderPage(antd ? <AntdProvider>{page}</AntdProvider> : page, options);
}
