import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { screen } from "@testing-library/react";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { renderPage } from "../../../test/render";
import type { OrderDetail } from "../../orders";
import BookingDetailPage from "../pages/booking-detail-page";
import { eventOf, ORDER_STATUS_DICTIONARY, orderDetailOf } from "./orders-fixtures";

// For test files that replace lib/api-client's `api` with fakeApi() through vi.mock.

export const EVENTS = [
  eventOf({
    id: 1,
    action: "submit",
    from_status: ORDER_STATUS.DRAFT,
    to_status: ORDER_STATUS.AWAITING_BOOKING,
    create_time: "2026-03-01T08:00:00Z",
  }),
  eventOf({
    id: 2,
    action: "confirm_booking",
    from_status: ORDER_STATUS.AWAITING_BOOKING,
    to_status: ORDER_STATUS.AWAITING_SUPPLY,
    actor: "operator@haiyun.demo",
    actor_role: "ops",
    create_time: "2026-03-02T08:00:00Z",
  }),
  eventOf({
    id: 3,
    action: "cancel_by_ops",
    from_status: ORDER_STATUS.AWAITING_SUPPLY,
    to_status: ORDER_STATUS.CANCELLED,
    actor: "",
    actor_role: "ops",
    reason: "VESSEL OMITTED THE PORT",
  }),
];

/** The detail page of order 7 (HY260301000007) with overrides; `null` is an order that is not there (404). */
export function renderOrderDetail(order: Partial<OrderDetail> | null, routes: ApiRoutes = {}, route = "/bookings/7") {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /system/dictionary": ORDER_STATUS_DICTIONARY,
    "GET /order/7": () => {
      if (!order) throw new ApiError("Not found", 404);
      return orderDetailOf({ id: 7, order_no: "HY260301000007", ...order });
    },
    "GET /order/7/events": { list: EVENTS },
    "GET /order/document/7": [],
    ...routes,
  });
  return renderPage(
    <AntdProvider>
      <BookingDetailPage />
    </AntdProvider>,
    { route, path: "/bookings/:id" },
  );
}

export const location = () => screen.getByTestId("location").textContent;
export const actionsBar = async () => screen.findByTestId("order-actions");
