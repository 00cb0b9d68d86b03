import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { eventOf } from "../test/orders-fixtures";
import { actionsBar, EVENTS, renderOrderDetail as renderDetail } from "../test/render-order-detail";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// After confirmation the owner asks operations to cancel: the dialog shows the fee first, the
// reason is required, and while the request is open its tag and a note replace the button.

const FEE = { tier: 1, amount: "100.00", currency: "USD" };
const dialogTitled = async (title: string) =>
  must((await screen.findByText(title, { selector: ".ant-modal-title" })).closest<HTMLElement>("[role=dialog]"));
const ASKED = eventOf({
  id: 9,
  action: "request_cancellation",
  from_status: ORDER_STATUS.AWAITING_BILL,
  to_status: ORDER_STATUS.AWAITING_BILL,
  reason: "BUYER WITHDREW",
  amount: "100.00",
  currency: "USD",
});

describe("a cancellation request on the booking detail", () => {
  beforeEach(() => vi.clearAllMocks());

  it("gives its reason an id no other field of the page has, so its label names its own field", async () => {
    await setTestLanguage("en-US");
    renderDetail({ status: ORDER_STATUS.AWAITING_BILL, cancellation_status: null }, { "GET /order/7/cancellation/fee": FEE });
    fireEvent.click(await screen.findByTestId("request-cancellation"));
    const dialog = await dialogTitled("Request to cancel HY260301000007");
    const label = must(within(dialog).getByText("Reason").closest("label"));
    const field = must(document.getElementById(label.htmlFor));
    expect(dialog.contains(field)).toBe(true);
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("shows the fee and its tier before asking, needs a reason, and sends it", async () => {
    await setTestLanguage("en-US");
    const sent: unknown[] = [];
    renderDetail(
      { status: ORDER_STATUS.AWAITING_BILL, cancellation_status: null },
      {
        "GET /order/7/cancellation/fee": FEE,
        "POST /order/7/cancellation": (body: unknown) => {
          sent.push(body);
          return { status: "requested", fee: FEE };
        },
      },
    );
    // a confirmed order has no direct cancel, only the request
    expect(screen.queryByRole("button", { name: /Cancel booking/ })).toBeNull();
    fireEvent.click(await screen.findByTestId("request-cancellation"));
    const dialog = await dialogTitled("Request to cancel HY260301000007");
    const fee = await within(dialog).findByTestId("cancellation-fee");
    expect(fee.textContent).toContain("Cancellation fee: USD 100.00");
    expect(fee.textContent).toContain("The SI cut-off has passed");
    expect(api.get).toHaveBeenCalledWith("/order/7/cancellation/fee", undefined, expect.anything());

    fireEvent.click(within(dialog).getByRole("button", { name: "Send the request" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "  BUYER WITHDREW " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the request" }));
    await waitFor(() => expect(sent).toEqual([{ reason: "BUYER WITHDREW" }]));
  });

  it("keeps the dialog open with the server's refusal", async () => {
    await setTestLanguage("en-US");
    renderDetail(
      { status: ORDER_STATUS.AWAITING_SUPPLY, cancellation_status: null },
      {
        "GET /order/7/cancellation/fee": { tier: 0, amount: "0.00", currency: "USD" },
        "POST /order/7/cancellation": () => {
          throw new ApiError("This order already has a cancellation request awaiting operations", 409);
        },
      },
    );
    fireEvent.click(await screen.findByTestId("request-cancellation"));
    const dialog = await dialogTitled("Request to cancel HY260301000007");
    expect((await within(dialog).findByTestId("cancellation-fee")).textContent).toContain("Before the SI cut-off: free");
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "CHANGED PLANS" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the request" }));
    expect(await within(dialog).findByText("The request failed")).toBeInTheDocument();
  });

  it("while asked: the tag and a note with the fee asked, no button (in Chinese)", async () => {
    await setTestLanguage("zh-CN");
    renderDetail(
      { status: ORDER_STATUS.AWAITING_BILL, cancellation_status: "requested" },
      { "GET /order/7/events": { list: [...EVENTS.slice(0, 2), ASKED] } },
    );
    const tag = await screen.findByTestId("request-tag-cancellation");
    expect(tag.textContent).toBe("取消待审核");
    const note = await screen.findByTestId("cancellation-note");
    await waitFor(() => expect(note.textContent).toContain("取消费：USD 100.00"));
    expect(note.textContent).toContain("取消申请处理中");
    expect(screen.queryByTestId("request-cancellation")).toBeNull();
  });

  it("after a decline: the reason, and the button again", async () => {
    await setTestLanguage("en-US");
    const declined = eventOf({ id: 10, action: "decline_cancellation", actor_role: "ops", reason: "ALREADY LOADED" });
    renderDetail(
      { status: ORDER_STATUS.AWAITING_BILL, cancellation_status: "declined" },
      { "GET /order/7/events": { list: [ASKED, declined] } },
    );
    expect((await screen.findByTestId("request-tag-cancellation")).textContent).toBe("Cancellation declined");
    const note = await screen.findByTestId("cancellation-note");
    await waitFor(() => expect(note.textContent).toContain("Reason: ALREADY LOADED"));
    expect(await screen.findByTestId("request-cancellation")).toBeInTheDocument();
  });

  it("before confirmation: the direct cancel, no request", async () => {
    await setTestLanguage("en-US");
    renderDetail({ status: ORDER_STATUS.AWAITING_BOOKING, cancellation_status: null });
    expect(within(await actionsBar()).getByRole("button", { name: /Cancel booking/ })).toBeInTheDocument();
    expect(screen.queryByTestId("request-cancellation")).toBeNull();
    expect(screen.queryByTestId("request-tag-cancellation")).toBeNull();
  });
});
