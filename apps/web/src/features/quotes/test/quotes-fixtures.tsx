import { authoritiesOf } from "@haiyun/shared/constants/authorities";
import { AntdProvider } from "../../../components/antd-provider";
import { api } from "../../../lib/api-client";
import { setToken } from "../../../lib/session";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { renderPage } from "../../../test/render";
import type { Quote } from "../api/quotes-api";
import QuotesPage from "../pages/quotes-page";

// The quotes page's test data and its render, for the tests at each width (the test files mock
// lib/api-client's api with test/api-mock's fakeApi).

export const CARRIERS = { list: [{ id: 3, code: "COSU", type: 1, name: "COSCO", name_cn: "中远", name_en: "COSCO" }], total: 1 };
export const PORTS = {
  list: [{ id: 1, code: "CNSHA", type: 1, name: "Shanghai", name_cn: "上海", name_en: "Shanghai", country_id: 1 }],
  total: 1,
};
export const CONTAINERS = {
  list: [
    { id: 12, code: "40HQ", type: 1, name: "40HQ", name_cn: "40尺高柜", name_en: "40HQ", iso_code: "45G1", teu: "2" },
    { id: 13, code: "40GP", type: 1, name: "40GP", name_cn: "40尺普柜", name_en: "40GP", iso_code: "42G1", teu: "2" },
    { id: 11, code: "20GP", type: 1, name: "20GP", name_cn: "20尺普柜", name_en: "20GP", iso_code: "22G1", teu: "1" },
  ],
  total: 3,
};
export const FORWARDERS = {
  list: [{ id: 9, code: "BLUE", type: 1, name: "Blue Ocean", name_cn: "蓝海", name_en: "Blue Ocean", user_id: 70 }],
  total: 1,
};

export function quoteOf(id: number, prices: Record<number, string>, extra: Partial<Quote> = {}): Quote {
  const names: Record<number, string> = { 11: "20GP", 12: "40HQ", 13: "40GP" };
  return {
    id,
    carrier_id: 3,
    carrier_name: `CARRIER ${id}`,
    pol_id: 1,
    pol_name: "Shanghai",
    pod_id: 2,
    pod_name: "Hamburg",
    to_id: 2,
    to_name: "Hamburg",
    sdate: "2026-12-01",
    edate: "2026-12-31",
    transit_days: 30,
    currency: "USD",
    remark: "",
    status: 1,
    spaces: Object.entries(prices).map(([type, price]) => ({
      container_id: Number(type),
      container_name: names[Number(type)],
      price,
    })),
    ...extra,
  };
}

export const QUOTES = [quoteOf(1, { 11: "900.00", 12: "1500.00" }), quoteOf(2, { 11: "800.00" }), quoteOf(3, { 12: "1400.50" })];

export function renderQuotes(role: "shipper" | "forwarder" | "operator", routes: ApiRoutes = {}, route = "/quotes") {
  setToken("a-token");
  const withForwarder = role === "forwarder";
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /userinfo": { id: 1, username: `${role}@x.com`, roles: [role], authorities: authoritiesOf([role]) },
    "GET /carrier": CARRIERS,
    "GET /port": PORTS,
    "GET /forwarder": FORWARDERS,
    "GET /container": CONTAINERS,
    "GET /quote": {
      list: QUOTES.map((q) => (withForwarder ? { ...q, forwarder_id: 70, forwarder_name: "Blue Ocean" } : q)),
      total: 3,
    },
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <QuotesPage />
    </AntdProvider>,
    { route, path: "/quotes" },
  );
}
