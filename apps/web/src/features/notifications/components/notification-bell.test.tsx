import type { NotificationView } from "@haiyun/shared/schemas/notification";
import { focusManager } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { clearSession, setToken } from "../../../lib/session";
import { routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import { notificationKeys, UNREAD_POLL_MS } from "../api/notifications";
import { NotificationBell, notificationPath } from "./notification-bell";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function row(overrides: Partial<NotificationView>): NotificationView {
  return {
    id: 1,
    kind: "order",
    action: "confirm_booking",
    audience: "owner",
    order_id: 12,
    order_no: "HY2611260001",
    title: "Booking confirmed",
    body: "Order HY2611260001 · status now: Awaiting shipping instructions",
    create_time: minutesAgo(5),
    read: false,
    ...overrides,
  };
}

const ROWS = [
  row({
    id: 3,
    title: "Shipping instructions due within 24 hours",
    kind: "reminder",
    action: "DCO-24h",
    create_time: minutesAgo(0),
  }),
  row({ id: 2, audience: "ops", order_id: 40, title: "Booking submitted", create_time: minutesAgo(90) }),
  row({ id: 1, read: true, create_time: minutesAgo(60 * 24 * 2) }),
];

function renderBell(list: NotificationView[] = ROWS, unread = 2, signedIn = true) {
  if (signedIn) setToken("a-token");
  const put = vi.fn((url: string) => ({ unread: url.endsWith("read-all") ? 0 : unread - 1 }));
  routeApi(api, {
    "GET /notifications/unread-count": { unread },
    "GET /notifications": { list, total: list.length, unread },
    "PUT /notifications/read-all": () => put("/notifications/read-all"),
    "PUT /notifications/2/read": () => put("/notifications/2/read"),
    "PUT /notifications/3/read": () => put("/notifications/3/read"),
  });
  return { ...renderPage(<NotificationBell />, { route: "/", path: "/*" }), put };
}

const bell = () => screen.getByTestId("notification-bell");
const listed = () => screen.findByTestId("notification-list");

describe("the notification bell", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });
  afterEach(() => clearSession());

  it("shows the unread count and lists the newest, unread ones bold, with their age", async () => {
    renderBell();
    expect(await screen.findByRole("button", { name: "Notifications (2 unread)" })).toBeInTheDocument();
    expect(within(bell()).getByText("2")).toBeInTheDocument();
    fireEvent.click(bell());
    const items = within(await listed()).getAllByRole("button");
    expect(items.map((item) => item.getAttribute("data-read"))).toEqual(["false", "false", "true"]);
    expect(items[0].textContent).toContain("Unread: Shipping instructions due within 24 hours");
    expect(items[0].querySelector("strong")).not.toBeNull();
    expect(items[2].querySelector("strong")).toBeNull();
    expect(items[0].textContent).toContain("just now");
    expect(items[1].textContent).toContain("1 hour ago");
    expect(items[2].textContent).toContain("2 days ago");
    expect(vi.mocked(api.get)).toHaveBeenCalledWith("/notifications", { page: 1, limit: 10 }, expect.anything());
  });

  it("marks one read when opened and goes to its order: operations' order page for an operations notification", async () => {
    const { put } = renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    fireEvent.click(within(await listed()).getByText("Booking submitted"));
    await waitFor(() => expect(put).toHaveBeenCalledWith("/notifications/2/read"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/ops/orders/40"));
    expect(await screen.findByRole("button", { name: "Notifications (1 unread)" })).toBeInTheDocument();
  });

  it("opens the booking of a customer's notification, and marks nothing already read", async () => {
    const { put } = renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    const items = within(await listed()).getAllByRole("button");
    fireEvent.click(must(items[2]));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/bookings/12"));
    expect(put).not.toHaveBeenCalled();
  });

  it("marks all read", async () => {
    const { put } = renderBell();
    fireEvent.click(await screen.findByRole("button", { name: "Notifications (2 unread)" }));
    await listed();
    fireEvent.click(screen.getByRole("button", { name: "Mark all read" }));
    await waitFor(() => expect(put).toHaveBeenCalledWith("/notifications/read-all"));
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
  });

  it("says so when there is nothing, in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderBell([], 0);
    fireEvent.click(await screen.findByRole("button", { name: "通知" }));
    expect(await screen.findByText("暂无通知")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "全部标为已读" }).hasAttribute("disabled")).toBe(true);
  });

  it("asks again every minute and when the window regains focus", async () => {
    const { queryClient } = renderBell();
    await screen.findByRole("button", { name: "Notifications (2 unread)" });
    const query = must(queryClient.getQueryCache().find({ queryKey: notificationKeys.unread() }));
    expect(query.options).toMatchObject({ refetchInterval: UNREAD_POLL_MS, refetchOnWindowFocus: true });
    const counts = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === "/notifications/unread-count").length;
    const before = counts();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(counts()).toBe(before + 1));
    focusManager.setFocused(undefined);
  });

  it("asks nothing while signed out, and stops asking at sign-out", async () => {
    const { unmount } = renderBell(ROWS, 2, false);
    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(vi.mocked(api.get)).not.toHaveBeenCalled();
    unmount();

    const { queryClient } = renderBell();
    await screen.findByRole("button", { name: "Notifications (2 unread)" });
    const calls = vi.mocked(api.get).mock.calls.length;
    clearSession();
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: notificationKeys.unread() })?.isDisabled()).toBe(true),
    );
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    focusManager.setFocused(undefined);
    expect(vi.mocked(api.get).mock.calls.length).toBe(calls);
  });
});

describe("a notification's page", () => {
  it("is the booking for its customer, operations' order page for operations, none without an order", () => {
    expect(notificationPath({ order_id: 7, audience: "owner" })).toBe("/bookings/7");
    expect(notificationPath({ order_id: 7, audience: "ops" })).toBe("/ops/orders/7");
    expect(notificationPath({ order_id: null, audience: "owner" })).toBeNull();
  });
});
