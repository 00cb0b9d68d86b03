import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { must } from "../../../test/must";
import { onAPhone } from "../../../test/phone";
import { setTestLanguage } from "../../../test/render";
import { quoteOf, renderQuotes } from "../test/quotes-fixtures";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const listCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === "/quote")
    .map(([, query]) => query);
const cardOf = async (carrier: string) => must((await screen.findByText(carrier)).closest("li"));
const fieldsOf = (card: HTMLElement) =>
  [...card.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
const location = () => screen.getByTestId("location").textContent;

describe("quotes on a phone", () => {
  onAPhone();
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows each quote as a card, its prices in container order and the page's cheapest marked; no table", async () => {
    renderQuotes("shipper", {
      "GET /quote": {
        list: [quoteOf(1, { 12: "1500.00", 11: "900.00" }, { remark: "Weekly" }), quoteOf(2, { 11: "800.00" })],
        total: 2,
      },
    });
    const card = await cardOf("CARRIER 1");
    expect(document.querySelector("table")).toBeNull();
    expect(screen.getByRole("list", { name: "Shipping Quotes" })).toBeInTheDocument();
    await waitFor(() =>
      expect(fieldsOf(card)).toEqual([
        "Route: Shanghai → Hamburg",
        "20GP: USD 900.00",
        "40HQ: USD 1,500.00",
        "Transit (days): 30",
        "Validity: 12/01/2026 – 12/31/2026",
        "Remark: Weekly",
      ]),
    );
    expect([...document.querySelectorAll("[data-cheapest=true]")].map((price) => price.textContent)).toEqual(["USD 800.00"]);
    expect(within(card).getByRole("link", { name: "Book" }).getAttribute("href")).toBe("/bookings/create-fcl?quote=1");
    expect(within(card).getByRole("button", { name: "Inquire" })).toBeInTheDocument();
  });

  it("sorts through one choice above the cards, kept in the address bar", async () => {
    renderQuotes("shipper", {}, "/quotes?pol_id=1");
    await cardOf("CARRIER 1");
    const sortBy = screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort by" });
    expect([...sortBy.options].map((option) => option.text)).toContain("40HQ: highest price first");
    fireEvent.change(sortBy, { target: { value: "price_12:desc" } });
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ pol_id: 1, field: "price_12", order: "desc", page: 1, size: 50 }));
    expect(location()).toBe("/quotes?pol_id=1&field=price_12&order=desc");
  });

  it("keeps the carriers in a panel that opens by itself for a link that sets them", async () => {
    renderQuotes("shipper");
    await cardOf("CARRIER 1");
    expect(screen.getByLabelText("Origin port", { selector: "input" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Carriers", { selector: "input" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: /More filters/ }));
    expect(await screen.findByLabelText("Carriers", { selector: "input" })).toBeInTheDocument();
  });

  it("gives the forwarders' select the panel's whole width, as the others", async () => {
    renderQuotes("forwarder");
    await cardOf("CARRIER 1");
    fireEvent.click(screen.getByRole("button", { name: /More filters/ }));
    const forwarders = await screen.findByLabelText("Forwarders", { selector: "input" });
    expect(must(forwarders.closest<HTMLElement>(".ant-select")).style.width).toBe("100%");
  });

  it("searches with carriers from a shared link, the panel open", async () => {
    renderQuotes("shipper", {}, "/quotes?carrier_id=3");
    await cardOf("CARRIER 1");
    expect(screen.getByLabelText("Carriers", { selector: "input" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(listCalls()).toContainEqual({ carrier_id: [3], page: 1, size: 50 }));
    expect(screen.queryByRole("button", { name: /More filters/ })).toBeNull();
  });

  it("names everything in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderQuotes("shipper");
    const card = await cardOf("CARRIER 1");
    expect(fieldsOf(card)[0]).toBe("航线: Shanghai → Hamburg");
    expect(fieldsOf(card)).toContain("有效期: 2026-12-01 – 2026-12-31");
    expect(screen.getByRole("button", { name: /更多筛选/ })).toBeInTheDocument();
    expect(screen.getByText("排序方式")).toBeInTheDocument();
  });
});
