import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { isoInZone } from "@haiyun/shared/time/zoned-time";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { actionsBar, renderOrderDetail as renderDetail } from "../test/render-order-detail";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

describe("booking detail: what the order holds", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists the timeline: what, who, from → to and the reason", async () => {
    renderDetail({ status: ORDER_STATUS.CANCELLED });
    const timeline = await screen.findByTestId("order-timeline");
    await within(timeline).findAllByTestId("order-event");
    const events = within(timeline).getAllByTestId("order-event");
    expect(events.map((event) => event.querySelector("strong")?.textContent)).toEqual([
      "Booking submitted",
      "Booking confirmed",
      "Cancelled by operations",
    ]);
    expect(must(events[0]).textContent).toMatch(/shipper@haiyun\.demo \(customer\) · 03\/01\/2026 \d\d:\d\d/);
    expect(must(events[1]).textContent).toContain("operator@haiyun.demo (operations)");
    expect(events.map((event) => within(event).queryByTestId("event-statuses")?.textContent)).toEqual([
      "Draft → Awaiting booking",
      "Awaiting booking → Awaiting shipping instructions",
      "Awaiting shipping instructions → Cancelled",
    ]);
    expect(within(must(events[2])).getByTestId("event-reason").textContent).toBe("Reason: VESSEL OMITTED THE PORT");
    expect(within(must(events[0])).queryByTestId("event-reason")).toBeNull();
  });

  it("shows the quote an order was booked from, line by line, with the booking amount", async () => {
    renderDetail({
      status: ORDER_STATUS.AWAITING_BOOKING,
      booking_amount: "7100.50",
      booking_currency: "USD",
      quote: {
        id: 9,
        forwarder_id: 70,
        currency: "USD",
        sdate: "2026-03-01",
        edate: "2026-03-31",
        lines: [
          { container_id: 1, container_name: "40HC", count: 2, price: "2800.25", amount: "5600.50" },
          { container_id: 2, container_name: "20GP", count: 1, price: "1500.00", amount: "1500.00" },
        ],
      },
    });
    const section = await screen.findByTestId("order-quote");
    expect(section.textContent).toContain("Booked from quote #9 (valid 03/01/2026 – 03/31/2026)");
    const rows = [...section.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("td")].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ["40HC", "USD 2,800.25", "2", "USD 5,600.50"],
      ["20GP", "USD 1,500.00", "1", "USD 1,500.00"],
    ]);
    expect(within(section).getByTestId("order-booking-amount").textContent).toBe("USD 7,100.50");
  });

  it("shows no quote section for an order not booked from one", async () => {
    renderDetail({ status: ORDER_STATUS.AWAITING_BOOKING });
    await actionsBar();
    expect(screen.queryByTestId("order-quote")).toBeNull();
  });

  it("shows the summary, the parties and the spaces of an FCL order", async () => {
    renderDetail({ status: ORDER_STATUS.AWAITING_BOOKING, remark: "HANDLE WITH CARE" });
    await actionsBar();
    const summary = Object.fromEntries(
      [...document.querySelectorAll(".ant-descriptions-item-label")].map((label) => [
        label.textContent,
        label.nextElementSibling?.textContent,
      ]),
    );
    expect(summary).toMatchObject({
      "Packing type": "FCL",
      "Transport mode": "Port to port (CY-CY)",
      Status: "Awaiting booking",
      "Ready date": "03/15/2026",
      "Place of receipt": "Ningbo",
      "Delivery place": "Hamburg",
      Incoterm: "FOB",
      "MBL number": "-",
      Remark: "HANDLE WITH CARE",
    });
    expect(screen.getByTestId("party-1").textContent).toContain("NINGBO EVERBRIGHT TRADING CO., LTD.");
    expect(screen.getByTestId("party-3").textContent).toContain("Not given");
    expect(screen.getByTestId("order-spaces").textContent).toBe("Spaces:40HC × 220GP × 1");
    // no cut-offs before operations confirm
    expect(screen.queryByTestId("order-cutoffs")).toBeNull();
  });

  it("totals the cargo of an LCL order, naming the package unit only when every row shares it", async () => {
    const cargo = { hs_code: "940360", description: "WOODEN FURNITURE", package_uid: 5, package_unit_name: "CARTONS" };
    renderDetail({
      status: ORDER_STATUS.AWAITING_BOOKING,
      container_mode: CONTAINER_MODE.LCL,
      spaces: [],
      cargos: [
        { ...cargo, package: 1200, weight: 5400.5, volume: 12.25 },
        { ...cargo, package: 300, weight: 1000, volume: 3.5 },
      ],
    });
    expect((await screen.findByTestId("goods-totals")).textContent).toBe("Total: 1,500 CARTONS, 6,400.5 KG, 15.75 CBM");
  });

  it("leaves the unit out of the totals when the rows differ", async () => {
    const cargo = { hs_code: "940360", description: "WOODEN FURNITURE", weight: 10, volume: 1 };
    renderDetail({
      status: ORDER_STATUS.AWAITING_BOOKING,
      container_mode: CONTAINER_MODE.LCL,
      cargos: [
        { ...cargo, package: 2, package_uid: 5, package_unit_name: "CARTONS" },
        { ...cargo, package: 3, package_uid: 6, package_unit_name: "PALLETS" },
      ],
    });
    expect((await screen.findByTestId("goods-totals")).textContent).toBe("Total: 5 packages, 20 KG, 2 CBM");
  });

  it("shows the cut-offs in the port's local time named by the port and its offset, coloured: a warning under 24 hours, an error once past", async () => {
    // whole minutes from now, so the countdown reads the same whatever second the test runs at
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    const at = (hours: number) => isoInZone(minute + hours * 3_600_000 + 30_000, "Asia/Shanghai");
    const cut_offs = [
      { code: "DCO", at: at(-2), time_zone: "Asia/Shanghai" },
      { code: "VCO", at: at(5), time_zone: "Asia/Shanghai" },
      { code: "FCO", at: at(72), time_zone: "Asia/Shanghai" },
    ];
    renderDetail({ status: ORDER_STATUS.AWAITING_SUPPLY, cut_offs });
    const cutoffs = await screen.findByTestId("order-cutoffs");
    const states = [...cutoffs.querySelectorAll("[data-state]")].map((cell) => [
      cell.getAttribute("data-state"),
      cell.className.match(/ant-typography-(danger|warning)/)?.[1] ?? "",
      cell.textContent,
    ]);
    expect(states).toEqual([
      ["past", "danger", `${cut_offs[0].at.slice(5, 10)} ${cut_offs[0].at.slice(11, 16)} Ningbo (UTC+8)`],
      ["soon", "warning", `${cut_offs[1].at.slice(5, 10)} ${cut_offs[1].at.slice(11, 16)} Ningbo (UTC+8)`],
      ["ok", "", `${cut_offs[2].at.slice(5, 10)} ${cut_offs[2].at.slice(11, 16)} Ningbo (UTC+8)`],
    ]);
    expect(cutoffs.textContent).toContain("Documentation cut-off (DCO)");
    expect(cutoffs.textContent).toContain("passed");
    expect(cutoffs.textContent).toMatch(/in 5 h 1 min|in 5 h 0 min/);
    expect(cutoffs.textContent).toMatch(/in 3 d 0 h/);
  });

  it.each([
    ["en-US", "ETD", "03/20/2026", "ETA", "04/18/2026"],
    ["zh-CN", "预计开船 (ETD)", "2026-03-20", "预计到港 (ETA)", "2026-04-18"],
  ])("shows the customer the ETD and ETA operations entered (%s)", async (language, etd, etdText, eta, etaText) => {
    await setTestLanguage(language as "en-US" | "zh-CN");
    renderDetail({ status: ORDER_STATUS.AWAITING_SUPPLY, etd: "2026-03-20", eta: "2026-04-18" });
    const shownFor = async (label: string) =>
      must(must((await screen.findByText(label)).closest(".ant-descriptions-item-label")).nextElementSibling).textContent;
    expect(await shownFor(etd)).toBe(etdText);
    expect(await shownFor(eta)).toBe(etaText);
  });
});
