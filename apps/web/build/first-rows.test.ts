import { afterEach, describe, expect, it } from "vitest";
import { drawQuoteRows, type RowTexts } from "./first-rows";
import { drawFirstScreen } from "./first-screen";

const TEXTS: RowTexts = {
  sort: "Sort by",
  route: "Route",
  transit: "Transit (days)",
  validity: "Validity",
  remark: "Remark",
  forwarder: "Forwarder",
};

function quote(carrier: string, prices: Record<string, string>, extra: object = {}) {
  return {
    carrier_name: carrier,
    pol_name: "Shanghai",
    pod_name: "Hamburg",
    to_name: "Hamburg",
    sdate: "2026-12-01",
    edate: "2026-12-31",
    transit_days: 30,
    currency: "USD",
    remark: "",
    spaces: Object.entries(prices).map(([container_name, price]) => ({ container_name, price })),
    ...extra,
  };
}

const fieldsOf = (card: Element) =>
  [...card.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

afterEach(() => document.getElementById("first-screen")?.remove());

describe("the quotes drawn into the first screen", () => {
  it("replaces the grey rows with the cards as the app lays them out", () => {
    drawFirstScreen({ app: "Haiyun", title: "Shipping Quotes", fields: ["Origin port", "Destination"] }, "/favicon.svg", "");
    expect(document.querySelectorAll("#first-screen .fs-bar-row")).toHaveLength(3);
    drawQuoteRows(
      [
        quote("COSCO", { "20GP": "1260.00", "40HQ": "12345678.5" }, { to_name: "Duisburg", remark: "Weekly" }),
        quote("MSK", { "20GP": "900.00" }, { forwarder_name: "Blue Ocean", transit_days: null }),
      ],
      TEXTS,
      "en-US",
    );
    expect(document.querySelectorAll("#first-screen .fs-bar-row")).toHaveLength(0);
    const cards = [...document.querySelectorAll("#first-screen .list-card")];
    expect(cards.map((card) => card.querySelector(".list-card-title")?.textContent)).toEqual(["COSCO", "MSK"]);
    expect(fieldsOf(cards[0] as Element)).toEqual([
      "Route: Shanghai → Hamburg → Duisburg",
      "20GP: USD 1,260.00",
      "40HQ: USD 12,345,678.5",
      "Transit (days): 30",
      "Validity: 12/01/2026 – 12/31/2026",
      "Remark: Weekly",
    ]);
    expect(fieldsOf(cards[1] as Element)).toEqual([
      "Forwarder: Blue Ocean",
      "Route: Shanghai → Hamburg",
      "20GP: USD 900.00",
      "Validity: 12/01/2026 – 12/31/2026",
    ]);
    // the page's cheapest 20GP in dollars, as the app marks it
    expect([...document.querySelectorAll("#first-screen .fs-cheapest")].map((price) => price.textContent)).toEqual([
      "USD 900.00",
    ]);
    expect((document.querySelector("#first-screen .fs-rows input") as HTMLInputElement).placeholder).toBe("Sort by");
  });

  it("writes Chinese dates as the app does, and draws nothing without quotes or a picture", () => {
    drawQuoteRows([quote("COSCO", { "20GP": "1.00" })], TEXTS, "zh-CN");
    expect(document.querySelector(".list-card")).toBeNull();
    drawFirstScreen({ app: "海运", title: "海运报价", fields: ["起运港"] }, "/favicon.svg", "");
    drawQuoteRows([], TEXTS, "zh-CN");
    expect(document.querySelector(".list-card")).toBeNull();
    drawQuoteRows([quote("COSCO", { "20GP": "1.00" })], TEXTS, "zh-CN");
    expect(fieldsOf(document.querySelector(".list-card") as Element)).toContain("Validity: 2026-12-01 – 2026-12-31");
  });
});
