import { vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { renderPage } from "../../../test/render";
import type { OrderRow } from "../../orders";
import BookingsPage from "../pages/bookings-page";
import { CARRIERS, ORDER_STATUS_DICTIONARY, PORTS } from "./orders-fixtures";

// The bookings list with its calls answered, for the tests at each width (the test files mock
// lib/api-client's api with test/api-mock's fakeApi).

export function renderBookings(rows: OrderRow[], route = "/bookings", routes: ApiRoutes = {}) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /system/dictionary": ORDER_STATUS_DICTIONARY,
    "GET /port": PORTS,
    "GET /carrier": CARRIERS,
    "GET /order": { list: rows, total: rows.length },
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <BookingsPage />
    </AntdProvider>,
    { route, path: "/bookings" },
  );
}

/** The queries GET /order was called with, in order. */
export const orderListCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === "/order")
    .map(([, query]) => query);
