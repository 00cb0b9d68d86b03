import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiRoutes } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { opsOrderOf } from "../test/ops-fixtures";
import OpsOrderPage from "./ops-order-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// Operations see the customer's open cancellation request on the order (reason, the fee it
// named) and accept it or decline it with a reason, through PUT /ops/order/{id}/cancellation.

const ASKED = {
  id: 9,
  action: "request_cancellation",
  from_status: ORDER_STATUS.AWAITING_BILL,
  to_status: ORDER_STATUS.AWAITING_BILL,
  actor: "shipper@haiyun.demo",
  actor_role: "owner",
  reason: "BUYER WITHDREW",
  file_name: "",
  file_url: "",
  amount: "100.00",
  currency: "USD",
  create_time: "2026-03-05T02:00:00.000Z",
};

function renderOrder(cancellation: "requested" | "declined" | null, routes: ApiRoutes = {}) {
  renderWithApi(<OpsOrderPage />, {
    antd: true,
    route: "/ops/orders/7",
    path: "/ops/orders/:id",
    routes: {
      "GET /system/dictionary": [],
      "GET /ops/order/7": opsOrderOf({ status: ORDER_STATUS.AWAITING_BILL, cancellation_status: cancellation }),
      "GET /order/7/events": { list: [ASKED] },
      ...routes,
    },
  });
}

const confirmTitled = async (title: string) =>
  must((await screen.findByText(title, { selector: ".ant-modal-confirm-title" })).closest<HTMLElement>(".ant-modal-confirm"));

describe("a cancellation request on the operations desk", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the reason and the fee asked, and accepts after a confirmation", async () => {
    await setTestLanguage("en-US");
    const sent: unknown[] = [];
    renderOrder("requested", { "PUT /ops/order/7/cancellation": (body: unknown) => sent.push(body) && { id: 7 } });
    const panel = await screen.findByTestId("cancellation-decision");
    await waitFor(() => expect(panel.textContent).toContain("BUYER WITHDREW"));
    expect(panel.textContent).toContain("USD 100.00");
    expect((await screen.findByTestId("request-tag-cancellation")).textContent).toBe("Cancellation requested");

    fireEvent.click(within(panel).getByRole("button", { name: /Accept/ }));
    const confirm = await confirmTitled("Cancel HY260301000123?");
    expect(confirm.textContent).toContain("USD 100.00");
    fireEvent.click(within(confirm).getByRole("button", { name: /Accept/ }));
    await waitFor(() => expect(sent).toEqual([{ decision: "accept" }]));
  });

  it("declines only with a reason (in Chinese)", async () => {
    await setTestLanguage("zh-CN");
    const sent: unknown[] = [];
    renderOrder("requested", { "PUT /ops/order/7/cancellation": (body: unknown) => sent.push(body) && { id: 7 } });
    const panel = await screen.findByTestId("cancellation-decision");
    expect(panel.textContent).toContain("客户申请取消订单");
    fireEvent.click(within(panel).getByRole("button", { name: /拒\s*绝/ }));
    const dialog = must(
      (await screen.findByText("拒绝取消订单 HY260301000123", { selector: ".ant-modal-title" })).closest<HTMLElement>(
        "[role=dialog]",
      ),
    );
    const submit = within(dialog).getByRole("button", { name: /拒\s*绝/ });
    fireEvent.click(submit);
    await waitFor(() => expect(within(dialog).getByLabelText("拒绝原因").getAttribute("aria-invalid")).toBe("true"));
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("拒绝原因"), { target: { value: "已装船" } });
    fireEvent.click(submit);
    await waitFor(() => expect(sent).toEqual([{ decision: "decline", reason: "已装船" }]));
  });

  it("shows no panel without an open request; a declined one is a tag", async () => {
    await setTestLanguage("en-US");
    renderOrder("declined");
    expect((await screen.findByTestId("request-tag-cancellation")).textContent).toBe("Cancellation declined");
    expect(screen.queryByTestId("cancellation-decision")).toBeNull();
  });
});
