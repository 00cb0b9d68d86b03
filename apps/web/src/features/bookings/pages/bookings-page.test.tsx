import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiRoutes } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import type { OrderRow } from "../../orders";
import { orderRowOf } from "../test/orders-fixtures";
import { orderListCalls, renderBookings as renderBookingsWith } from "../test/render-bookings";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ROWS = [
  orderRowOf({ id: 1, order_no: "HY-DRAFT-FCL", status: ORDER_STATUS.DRAFT, vessel: "", voyage: "", etd: null, eta: null }),
  orderRowOf({
    id: 2,
    order_no: "HY-DRAFT-LCL",
    status: ORDER_STATUS.DRAFT,
    container_mode: CONTAINER_MODE.LCL,
    container_mode_name: "LCL",
  }),
  orderRowOf({
    id: 3,
    order_no: "HY-SUPPLY",
    status: ORDER_STATUS.AWAITING_SUPPLY,
    booking_amount: "6200.50",
    booking_currency: "USD",
  }),
  orderRowOf({ id: 4, order_no: "HY-BILL", status: ORDER_STATUS.AWAITING_BILL }),
  orderRowOf({ id: 5, order_no: "HY-CANCELLED", status: ORDER_STATUS.CANCELLED }),
  orderRowOf({ id: 6, order_no: "HY-WAITING", status: ORDER_STATUS.AWAITING_BOOKING }),
];

const renderBookings = (route?: string, routes?: ApiRoutes) => renderBookingsWith(ROWS, route, routes);

const listCalls = orderListCalls;
const location = () => screen.getByTestId("location").textContent;
const rowOf = async (orderNo: string) => must((await screen.findByText(orderNo)).closest("tr"));
const cells = (row: HTMLElement) => [...row.querySelectorAll("td")].map((td) => td.textContent);
const actionOf = (row: HTMLElement) => must(row.querySelector("td:last-child a"));

describe("bookings list", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows every column of an order, its status tag in the status's colour, and pages by 50", async () => {
    renderBookings();
    const row = await rowOf("HY-SUPPLY");
    expect(cells(row)).toEqual([
      "HY-SUPPLY",
      "PO-7781",
      "Awaiting shipping instructions",
      "Maersk",
      "Ningbo",
      "Hamburg",
      "Hamburg",
      "MAERSK EMDEN",
      "412W",
      "03/20/2026",
      "04/28/2026",
      // no cut-off ahead: the countdown column is empty
      "-",
      expect.stringMatching(/^03\/01\/2026 \d\d:\d\d$/),
      expect.stringMatching(/^03\/02\/2026 \d\d:\d\d$/),
      // Booked from a quote, its amount as the order keeps it
      "USD 6,200.50",
      "Supply",
    ]);
    const tag = must(row.querySelector<HTMLElement>("[data-status]"));
    expect(tag.getAttribute("data-status")).toBe("2");
    // #fa8c16, the colour of status 2 in the order_status dictionary, its text darkened to #9b570e
    // so that it reads on the tag's light tint (WCAG AA)
    expect(tag.style.color).toBe("rgb(155, 87, 14)");
    // a name too long for the column is cut with an ellipsis, never under the next column, and reads whole on hover
    expect([tag.style.maxWidth, tag.style.overflow, tag.style.textOverflow]).toEqual(["100%", "hidden", "ellipsis"]);
    fireEvent.mouseEnter(tag);
    expect((await screen.findByRole("tooltip")).textContent).toBe("Awaiting shipping instructions");
    // the order number opens the plain detail
    expect(must(row.querySelector("td:first-child a")).getAttribute("href")).toBe("/bookings/3");
    expect(listCalls()).toEqual([{ page: 1, size: 50 }]);
  });

  it("labels and links each row's action by its status", async () => {
    renderBookings();
    const actions = await Promise.all(
      ["HY-DRAFT-FCL", "HY-DRAFT-LCL", "HY-SUPPLY", "HY-BILL", "HY-CANCELLED", "HY-WAITING"].map(async (orderNo) => {
        const link = actionOf(await rowOf(orderNo));
        return [link.textContent, link.getAttribute("href")];
      }),
    );
    expect(actions).toEqual([
      ["Edit", "/bookings/edit-fcl/1"],
      ["Edit", "/bookings/edit-lcl/2"],
      ["Supply", "/bookings/supply/3"],
      ["View", "/bookings/supply-detail/4"],
      ["View", "/bookings/5"],
      ["View", "/bookings/6"],
    ]);
    fireEvent.click(actionOf(await rowOf("HY-DRAFT-LCL")));
    await waitFor(() => expect(location()).toBe("/bookings/edit-lcl/2"));
  });

  it("puts a search in the address bar and starts again from page 1, keeping the page size", async () => {
    renderBookings("/bookings?page=3&size=20");
    await rowOf("HY-SUPPLY");
    expect(listCalls()).toEqual([{ page: 3, size: 20 }]);
    fireEvent.change(screen.getByLabelText("Order, bill of lading or reference number"), { target: { value: " HY2603 " } });
    fireEvent.mouseDown(
      within(must(screen.getByLabelText("Status", { selector: "input" }).closest<HTMLElement>(".ant-select"))).getByRole(
        "combobox",
      ),
    );
    fireEvent.click(await screen.findByTitle("Awaiting shipping instructions"));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location()).toBe("/bookings?size=20&keyword=HY2603&status=2"));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ keyword: "HY2603", status: [2], page: 1, size: 20 }));

    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(location()).toBe("/bookings?size=20"));
    expect(screen.getByLabelText<HTMLInputElement>("Order, bill of lading or reference number").value).toBe("");
  });

  it("searches by the wider filters of the panel, which opens by itself for a link that sets one", async () => {
    renderBookings();
    await rowOf("HY-SUPPLY");
    const toggle = screen.getByRole("button", { name: /More filters/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("more-filters").hidden).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByTestId("more-filters").hidden).toBe(false);
    fireEvent.change(screen.getByLabelText("Vessel"), { target: { value: "EVER GIVEN" } });
    fireEvent.change(screen.getByLabelText("Reference number"), { target: { value: "PO-7781" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(location()).toBe("/bookings?cust_ref_no=PO-7781&vessel=EVER+GIVEN"));
    expect(listCalls().at(-1)).toEqual({ cust_ref_no: "PO-7781", vessel: "EVER GIVEN", page: 1, size: 50 });
  });

  it("reads the filters of a shared link, dates and statuses included", async () => {
    renderBookings("/bookings?status=0,40&to_id=12&etd_from=2026-03-01&etd_to=2026-03-31&voyage=412W");
    await rowOf("HY-SUPPLY");
    expect(listCalls()).toEqual([
      { status: [0, 40], to_id: 12, voyage: "412W", etd_from: "2026-03-01", etd_to: "2026-03-31", page: 1, size: 50 },
    ]);
    expect(screen.getByRole("button", { name: /Fewer filters/ }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByLabelText<HTMLInputElement>("Voyage").value).toBe("412W");
    const etd = must(screen.getByText("ETD", { selector: "label" }).closest(".ant-form-item"));
    expect([...etd.querySelectorAll("input")].map((input) => input.value)).toEqual(["2026-03-01", "2026-03-31"]);
  });

  it("invites the first booking when there is none, with both kinds", async () => {
    renderBookings("/bookings", { "GET /order": { list: [] as OrderRow[], total: 0 } });
    const empty = must((await screen.findByText("No bookings yet")).closest<HTMLElement>(".ant-empty"));
    expect(empty.textContent).toContain("Book full containers with FCL, or less than a container with LCL");
    fireEvent.click(within(empty).getByRole("button", { name: /Add LCL booking/ }));
    await waitFor(() => expect(location()).toBe("/bookings/create-lcl"));
  });

  it("opens the FCL form from the toolbar", async () => {
    renderBookings();
    await rowOf("HY-SUPPLY");
    fireEvent.click(screen.getByRole("button", { name: /Add FCL booking/ }));
    await waitFor(() => expect(location()).toBe("/bookings/create-fcl"));
  });

  it("shows dates as YYYY-MM-DD and the labels in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderBookings();
    const row = await rowOf("HY-SUPPLY");
    expect(cells(row).slice(9, 11)).toEqual(["2026-03-20", "2026-04-28"]);
    expect(actionOf(row).textContent).toBe("补料");
    expect(screen.getByRole("columnheader", { name: "订单号" }).textContent).toBe("订单号");
  });
});
