import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { must } from "../../../test/must";
import { onAPhone } from "../../../test/phone";
import { setTestLanguage } from "../../../test/render";
import { orderRowOf } from "../test/orders-fixtures";
import { orderListCalls, renderBookings as renderBookingsWith } from "../test/render-bookings";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ROWS = [
  orderRowOf({ id: 1, order_no: "HY-DRAFT", status: ORDER_STATUS.DRAFT, vessel: "", voyage: "", etd: null, eta: null }),
  orderRowOf({
    id: 3,
    order_no: "HY-SUPPLY",
    status: ORDER_STATUS.AWAITING_SUPPLY,
    booking_amount: "6200.50",
    booking_currency: "USD",
  }),
];

const renderBookings = (route?: string) => renderBookingsWith(ROWS, route);

const orderCalls = orderListCalls;
const cardOf = async (orderNo: string) => must((await screen.findByText(orderNo)).closest("li"));
/** a card's fields as "label: value" */
const fieldsOf = (card: HTMLElement) =>
  [...card.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe("bookings list on a phone", () => {
  onAPhone();
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows each order as a card: number, status, the fields it has, its action; no table", async () => {
    renderBookings();
    const card = await cardOf("HY-SUPPLY");
    expect(document.querySelector("table")).toBeNull();
    expect(screen.getByRole("list", { name: "My Bookings" })).toBeInTheDocument();
    expect(must(within(card).getByText("HY-SUPPLY").closest("a")).getAttribute("href")).toBe("/bookings/3");
    expect(must(card.querySelector("[data-status]")).textContent).toBe("Awaiting shipping instructions");
    expect(fieldsOf(card)).toEqual([
      "Reference number: PO-7781",
      "Route: Ningbo → Hamburg",
      "Carrier: Maersk",
      "Vessel / voyage: MAERSK EMDEN / 412W",
      "ETD: 03/20/2026",
      "ETA: 04/28/2026",
      "Booking amount: USD 6,200.50",
      expect.stringMatching(/^Created: 03\/01\/2026 \d\d:\d\d$/),
    ]);
    expect(within(card).getByRole("link", { name: "Supply" }).getAttribute("href")).toBe("/bookings/supply/3");
    // a draft leaves out what it does not have yet
    const draft = await cardOf("HY-DRAFT");
    expect(fieldsOf(draft).map((field) => field.split(":")[0])).not.toContain("Vessel / voyage");
    expect(within(draft).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/bookings/edit-fcl/1");
  });

  it("keeps the delivery place and status in the filter panel, mounted when first opened", async () => {
    renderBookings();
    await cardOf("HY-SUPPLY");
    expect(screen.queryByLabelText("Status", { selector: "input" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /More filters/ }));
    expect(await screen.findByLabelText("Status", { selector: "input" })).toBeInTheDocument();
    expect(screen.getByLabelText("Delivery place", { selector: "input" })).toBeInTheDocument();
  });

  it("opens the panel for a shared link with a status, and lists by it", async () => {
    renderBookings("/bookings?status=2");
    await cardOf("HY-SUPPLY");
    const panel = screen.getByTestId("more-filters");
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByLabelText("Status", { selector: "input" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Fewer filters/ }).getAttribute("aria-expanded")).toBe("true");
    await waitFor(() => expect(orderCalls()).toEqual([{ status: [2], page: 1, size: 50 }]));
  });

  it("names the card's fields in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderBookings();
    const card = await cardOf("HY-SUPPLY");
    expect(fieldsOf(card).slice(0, 3)).toEqual(["参考号: PO-7781", "航线: Ningbo → Hamburg", "船公司: Maersk"]);
    expect(fieldsOf(card)).toContain("ETD: 2026-03-20");
    expect(within(card).getByRole("link", { name: "补料" })).toBeInTheDocument();
  });
});
