import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import type { ApiRoutes } from "../../../test/api-mock";
import { clickButton, findToastKind, typeInto } from "../../../test/form";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { opsOrderOf } from "../test/ops-fixtures";
import OpsOrderPage from "./ops-order-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const EVENTS = {
  list: [
    {
      id: 1,
      action: "submit",
      from_status: 0,
      to_status: 1,
      actor: "shipper@haiyun.demo",
      actor_role: "owner",
      reason: "",
      file_name: "",
      file_url: "",
      create_time: "2026-03-01T02:00:00.000Z",
    },
  ],
};

function renderOrder(route = "/ops/orders/7", routes: ApiRoutes = {}) {
  renderWithApi(<OpsOrderPage />, {
    antd: true,
    route,
    path: "/ops/orders/:id",
    routes: {
      "GET /system/dictionary": [],
      "GET /ops/order/7": opsOrderOf(),
      "GET /order/7/events": EVENTS,
      ...routes,
    },
  });
}

const orderCalls = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === "/ops/order/7").length;
const buttonNames = () => screen.queryAllByRole("button").map((button) => button.textContent);

describe("an order on the operations desk", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows the order, its customer, its timeline and the actions of its status", async () => {
    renderOrder();
    expect((await screen.findByRole("heading", { level: 4 })).textContent).toBe("HY260301000123");
    const customer = screen.getByText("Customer company").closest(".ant-descriptions")!;
    expect(customer.textContent).toBe("Customer companyNINGBO EVERBRIGHT TRADING CO., LTD.Login e-mailshipper@haiyun.demo");
    await waitFor(() => expect(vi.mocked(api.get).mock.calls.some(([url]) => url === "/order/7/events")).toBe(true));
    expect(buttonNames()).toEqual(
      expect.arrayContaining(["Confirm booking", "Reject booking", "Cancel order", "Upload document"]),
    );
  });

  it("says the order is not found on a 404 (someone else's and a missing order alike)", async () => {
    renderOrder("/ops/orders/8", {
      "GET /ops/order/8": () => {
        throw new ApiError("Not found", 404, { code: 1, msg: "Not found", error_code: "NOT_FOUND" });
      },
    });
    expect((await screen.findByText("Order not found")).textContent).toBe("Order not found");
    expect(screen.getByTestId("illustration-404")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the operations desk" }).getAttribute("href")).toBe("/ops/orders");
  });

  it("does not ask the server for an address that is no order id", async () => {
    renderOrder("/ops/orders/abc", {});
    expect((await screen.findByText("Order not found")).textContent).toBe("Order not found");
    expect(vi.mocked(api.get).mock.calls.filter(([url]) => url.startsWith("/ops/order"))).toEqual([]);
  });

  it("shows the server's message and reloads the order when someone moved it first (409)", async () => {
    const msg = "This action is not allowed in the order's current status";
    renderOrder("/ops/orders/7", {
      // the customer cancelled meanwhile: the second look finds the order cancelled
      "GET /ops/order/7": () => opsOrderOf(orderCalls() > 1 ? { status: 40, status_name: "Cancelled" } : {}),
      "PUT /ops/order/7/reject": () => {
        throw new ApiError(msg, 409, { code: 1, msg, error_code: "ORDER_INVALID_TRANSITION" });
      },
    });
    await screen.findByRole("heading", { level: 4 });
    clickButton(/Reject booking$/);
    typeInto("Reason", "No space");
    const form = (await screen.findByText("Reason", { selector: "label" })).closest("form")!;
    fireEvent.click(within(form).getByRole("button", { name: "Reject booking" }));
    const dialog = (
      await screen.findByText(/^Reject the booking/, { selector: ".ant-modal-confirm-title" })
    ).closest<HTMLElement>(".ant-modal-confirm")!;
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject booking" }));
    expect(await findToastKind(msg)).toBe("error");
    await waitFor(() => expect(orderCalls()).toBe(2));
    expect((await screen.findAllByText("Cancelled")).length).toBeGreaterThan(0);
    await waitFor(() => expect(buttonNames()).not.toContain("Reject booking"));
    expect(buttonNames()).not.toContain("Cancel order");
  });
});
