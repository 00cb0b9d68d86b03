import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { clickButton } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { orderFormOf } from "../test/booking-form-fixtures";
import { confirmDialog, inputOf, renderBookingForm, selectedIn } from "../test/render-booking-form";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// A booking made from a quote — the form filled from GET /quote/{id}, the
// estimated amount from POST /quote/estimate as the spaces change, the ready-date warning.

const day = (offset: number) => dayjs().add(offset, "day").format("YYYY-MM-DD");

function quoteOf(overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    carrier_id: 5,
    carrier_name: "MAERSK",
    pol_id: 11,
    pol_name: "Ningbo",
    pod_id: 21,
    pod_name: "Hamburg",
    to_id: 22,
    to_name: "Rotterdam",
    sdate: day(-3),
    edate: day(20),
    transit_days: 28,
    currency: "USD",
    remark: "",
    status: ORDER_STATUS.AWAITING_BOOKING,
    spaces: [
      { container_id: 1, container_name: "20GP", price: "1500.00" },
      { container_id: 3, container_name: "40HQ", price: "2800.25" },
    ],
    ...overrides,
  };
}

/** POST /quote/estimate as the server answers it (in cents, so the fake is exact too). */
function estimate(body: unknown) {
  const { spaces } = body as { spaces: { container_id: number; count: number }[] };
  const prices = new Map(quoteOf().spaces.map((space) => [space.container_id, space.price]));
  const cents = spaces.reduce((sum, space) => sum + Math.round(Number(prices.get(space.container_id)) * 100) * space.count, 0);
  return { totals: [{ currency: "USD", amount: (cents / 100).toFixed(2) }], lines: [] };
}

const panel = () => screen.getByTestId("quote-panel");
const estimateText = () => screen.getByTestId("quote-estimate").textContent;
const warning = /falls after the quote's validity/;
const ROUTE_LABELS = ["Preferred carrier", "Port of loading", "Port of discharge", "Place of delivery"];

describe("booking from a quote", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("fills the form from ?quote=, estimates as the counts change, and saves only the quote's id", async () => {
    renderBookingForm("/bookings/create-fcl?quote=9", {
      "GET /quote/9": quoteOf(),
      "POST /quote/estimate": estimate,
      "POST /order/booking": { id: 77, order_no: "HY2606150077", status: ORDER_STATUS.DRAFT },
    });
    await screen.findByText("Booking from quote #9");
    await waitFor(() => expect(selectedIn("Preferred carrier")).toBe("MAERSK"));
    expect(selectedIn("Port of loading")).toBe("Ningbo (CNNGB)");
    expect(selectedIn("Port of discharge")).toBe("Hamburg (DEHAM)");
    expect(selectedIn("Place of delivery")).toBe("Rotterdam (NLRTM)");
    expect(selectedIn("Container type, row 1")).toBe("20GP");
    expect(selectedIn("Container type, row 2")).toBe("40HQ");
    expect(inputOf("Count, row 1").value).toBe("1");
    expect(inputOf("Count, row 2").value).toBe("1");
    expect(within(panel()).getByText(/USD 2,800\.25/)).toBeInTheDocument();

    // 1 × 1500.00 + 1 × 2800.25
    await waitFor(() => expect(estimateText()).toContain("USD 4,300.25"));
    fireEvent.change(inputOf("Count, row 2"), { target: { value: "3" } });
    // 1 × 1500.00 + 3 × 2800.25, asked of the server with the counts typed
    await waitFor(() => expect(estimateText()).toContain("USD 9,900.75"));
    expect(vi.mocked(api.post).mock.calls.at(-1)).toEqual([
      "/quote/estimate",
      {
        quote_id: 9,
        spaces: [
          { container_id: 1, count: 1 },
          { container_id: 3, count: 3 },
        ],
      },
    ]);
    expect(screen.queryByText(warning)).toBeNull();

    clickButton("Save draft");
    await confirmDialog("Save the draft?");
    await waitFor(() => expect(vi.mocked(api.post).mock.calls.some(([url]) => url === "/order/booking")).toBe(true));
    const [, body] = must(vi.mocked(api.post).mock.calls.find(([url]) => url === "/order/booking"));
    expect(body).toMatchObject({
      action: "save",
      quote_id: 9,
      carrier_id: 5,
      pol_id: 11,
      pod_id: 21,
      to_id: 22,
      spaces: [
        { container_id: 1, count: 1 },
        { container_id: 3, count: 3 },
      ],
    });
    // no price travels: the server takes them from the live quote
    expect(JSON.stringify(body)).not.toContain("2800.25");
  });

  it("warns, without blocking, when the ready date falls after the quote's validity", async () => {
    renderBookingForm("/bookings/edit-fcl/5", {
      "GET /order/docking/5": orderFormOf({ quote_id: 9, ready_date: day(30), spaces: [{ container_id: 3, count: 2 }] }),
      "GET /order/5": { id: 5, status: ORDER_STATUS.DRAFT },
      "GET /quote/9": quoteOf(),
      "POST /quote/estimate": estimate,
    });
    await screen.findByText("Booking from quote #9");
    const text = await screen.findByText(warning);
    expect(text.textContent).toContain(day(20).slice(5, 7));
    await waitFor(() => expect(estimateText()).toContain("USD 5,600.50"));
    expect(screen.getByRole("button", { name: "Save draft" }).hasAttribute("disabled")).toBe(false);
  });

  it("shows no warning while the ready date is within the validity, and unlinks the quote on request", async () => {
    renderBookingForm("/bookings/edit-fcl/5", {
      "GET /order/docking/5": orderFormOf({ quote_id: 9, ready_date: day(5), spaces: [{ container_id: 3, count: 2 }] }),
      "GET /order/5": { id: 5, status: ORDER_STATUS.DRAFT },
      "GET /quote/9": quoteOf(),
      "POST /quote/estimate": estimate,
      "PUT /order/booking/5": { id: 5, order_no: "HY1", status: ORDER_STATUS.DRAFT },
    });
    await screen.findByText("Booking from quote #9");
    await waitFor(() => expect(estimateText()).toContain("USD 5,600.50"));
    expect(screen.queryByText(warning)).toBeNull();
    // the carrier and the route are the quote's while it is linked; the place of receipt is free
    const locked = () =>
      ROUTE_LABELS.map((label) => (screen.getByRole("combobox", { name: label }) as HTMLInputElement).disabled);
    expect(locked()).toEqual([true, true, true, true]);
    expect(screen.getAllByText("Set by the quote: unlink the quote to change it")).toHaveLength(4);
    expect((screen.getByRole("combobox", { name: "Place of receipt" }) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(within(panel()).getByRole("button", { name: /Unlink quote/ }));
    await waitFor(() => expect(screen.queryByTestId("quote-panel")).toBeNull());
    expect(locked()).toEqual([false, false, false, false]);
    clickButton("Save draft");
    await confirmDialog("Save the draft?");
    await waitFor(() => expect(api.put).toHaveBeenCalled());
    expect(must(vi.mocked(api.put).mock.calls[0])[1]).not.toHaveProperty("quote_id");
  });

  it("opens an empty form with a notice when the quote is no longer live", async () => {
    renderBookingForm("/bookings/create-fcl?quote=9", {
      "GET /quote/9": () => {
        throw new ApiError("Record not found", 404, { msg: "Record not found" });
      },
    });
    await screen.findByText(/This quote cannot be booked: Record not found/);
    expect(selectedIn("Preferred carrier")).toBe("");
    expect(screen.queryByTestId("quote-panel")).toBeNull();
  });

  it("says so when a copy's quote is gone, and names the quote in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderBookingForm("/bookings/copy-fcl/5", {
      "GET /order/docking/5": orderFormOf({ quote_id: null, quote_dropped: true }),
    });
    await screen.findByText("原订单的报价已过期或不再提供，复制的订舱不再关联报价");
    expect(screen.queryByTestId("quote-panel")).toBeNull();
  });
});
