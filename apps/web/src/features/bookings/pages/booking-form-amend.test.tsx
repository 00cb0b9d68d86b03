import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { clickButton } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { orderFormOf } from "../test/booking-form-fixtures";
import { orderDetailOf } from "../test/orders-fixtures";
import { confirmDialog, renderBookingForm } from "../test/render-booking-form";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// The edit page of a confirmed booking in amendment mode (?amend=1): the booking form prefilled, a
// reason required, sent as POST /order/{id}/amendment { reason, booking }; an order awaiting
// booking is updated directly (PUT /order/{id}/booking) with operations' feedback shown.

function renderAmend(status: number = ORDER_STATUS.AWAITING_SUPPLY, route = "/bookings/edit-fcl/5?amend=1") {
  renderBookingForm(route, {
    "GET /order/docking/5": orderFormOf(),
    "GET /order/5": orderDetailOf({ id: 5, order_no: "HY260301000005", status, amendment_status: null }),
    "GET /order/5/amendment-state": {
      update_status: "pending_update",
      feedbacks: [{ severity: "error", field: "ready_date", message: "CARGO NOT READY" }],
      amendment: null,
    },
    "POST /order/5/amendment": { amendment_id: 3, status: "requested" },
    "PUT /order/5/booking": { id: 5, order_no: "HY260301000005", status: 1 },
  });
}

describe("the booking form asking for an amendment", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("says a missing reason under its field before any question, then sends the whole booking with it (English)", async () => {
    await setTestLanguage("en-US");
    renderAmend();
    await screen.findByDisplayValue("PO-2026-001");
    expect(screen.getAllByText("Request an amendment").length).toBeGreaterThan(0);
    // an amendment has no draft: the one button sends it to operations
    expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Submit booking" })).toBeNull();
    clickButton("Send amendment request");
    expect(await screen.findByText("Please give the reason for the amendment")).toBeInTheDocument();
    expect(screen.queryByText("Send the amendment request?")).toBeNull();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Reason for the amendment"), { target: { value: "TWO MORE BOXES" } });
    expect(screen.queryByText("Please give the reason for the amendment")).toBeNull();
    clickButton("Send amendment request");
    await confirmDialog("Send the amendment request?");
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    const [url, body] = must(vi.mocked(api.post).mock.calls[0]);
    expect(url).toBe("/order/5/amendment");
    const sent = body as { reason: string; booking: Record<string, unknown> };
    expect(sent.reason).toBe("TWO MORE BOXES");
    expect(sent.booking).toMatchObject({ cust_ref_no: "PO-2026-001", container_mode: 1 });
    expect(sent.booking).not.toHaveProperty("action");
    expect(await screen.findByText("Amendment request sent")).toBeInTheDocument();
    expect(screen.queryByText(/Booking submitted/)).toBeNull();
  });

  it("says the same in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderAmend();
    await screen.findByDisplayValue("PO-2026-001");
    expect(screen.getAllByText("申请修改订舱").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("修改原因")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "保存草稿" })).toBeNull();
    clickButton("提交修改申请");
    expect(await screen.findByText("请填写修改原因")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("修改原因"), { target: { value: "加两个箱" } });
    clickButton("提交修改申请");
    await confirmDialog("提交修改申请？", "确 定");
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("修改申请已提交")).toBeInTheDocument();
  });

  it("refuses amendment mode where the table does not allow it", async () => {
    await setTestLanguage("en-US");
    renderAmend(ORDER_STATUS.AWAITING_PAYMENT);
    expect(await screen.findByText("This order cannot be amended now")).toBeInTheDocument();
  });

  it("updates an order awaiting booking directly, showing operations' feedback", async () => {
    await setTestLanguage("en-US");
    renderAmend(ORDER_STATUS.AWAITING_BOOKING, "/bookings/edit-fcl/5");
    await screen.findByDisplayValue("PO-2026-001");
    expect(await screen.findByTestId("feedback-banner")).toBeInTheDocument();
    expect(screen.getByTestId("feedbacks").textContent).toContain("Cargo ready date: CARGO NOT READY");
    expect(screen.queryByRole("button", { name: "Save draft" })).toBeNull();
    clickButton("Send the update");
    await confirmDialog("Send the updated booking?");
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    const [url, body] = must(vi.mocked(api.put).mock.calls[0]);
    expect(url).toBe("/order/5/booking");
    expect(body).toMatchObject({ cust_ref_no: "PO-2026-001" });
    expect(body).not.toHaveProperty("action");
  });
});
