import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { must } from "../../../test/must";
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
const rowOf = async (text: string) => must((await screen.findByText(text)).closest("tr"));
const headers = () => [...document.querySelectorAll("thead th")].map((th) => th.textContent);
const sortHeader = (title: string) =>
  must([...document.querySelectorAll<HTMLElement>("thead th")].find((th) => th.textContent === title));
const location = () => screen.getByTestId("location").textContent;

describe("quotes page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists quotes 50 a page with a price column per container type, the cheapest highlighted", async () => {
    renderQuotes("shipper");
    const first = await rowOf("CARRIER 1");
    expect(headers()).toEqual([
      "Carrier",
      "POL",
      "POD",
      "Delivery place",
      "20GP",
      "40HQ",
      "Transit (days)",
      "Validity",
      "Remark",
      "Action",
    ]);
    expect(listCalls()[0]).toEqual({ page: 1, size: 50 });
    const cheapest = [...document.querySelectorAll("[data-cheapest=true]")].map((cell) => cell.textContent);
    expect(cheapest).toEqual(["USD 800.00", "USD 1,400.50"]);
    expect(within(first).getByText("USD 900.00").getAttribute("data-cheapest")).toBeNull();
    expect(within(await rowOf("CARRIER 2")).getByText("–")).toBeInTheDocument();
  });

  it("puts the price columns in the usual container order (by size, then type), not the order first met", async () => {
    renderQuotes("shipper", {
      "GET /quote": { list: [quoteOf(1, { 11: "900.00", 12: "1500.00" }), quoteOf(2, { 13: "1200.00" })], total: 2 },
    });
    await rowOf("CARRIER 2");
    await waitFor(() => expect(headers().slice(4, 7)).toEqual(["20GP", "40GP", "40HQ"]));
  });

  it("compares prices only within one currency", async () => {
    renderQuotes("shipper", {
      "GET /quote": { list: [quoteOf(1, { 11: "900.00" }), quoteOf(2, { 11: "800.00" }, { currency: "EUR" })], total: 2 },
    });
    await rowOf("CARRIER 2");
    expect(document.querySelectorAll("[data-cheapest=true]")).toHaveLength(0);
  });

  it("shows no forwarder filter or column without quote_forwarder", async () => {
    renderQuotes("shipper");
    await rowOf("CARRIER 1");
    expect(screen.queryByLabelText("Forwarders", { selector: "input" })).toBeNull();
    expect(headers()).not.toContain("Forwarder");
  });

  it("shows the forwarder column and filters by forwarders with quote_forwarder", async () => {
    renderQuotes("forwarder");
    await waitFor(() => expect(headers()).toContain("Forwarder"));
    expect(within(await rowOf("CARRIER 1")).getByText("Blue Ocean")).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText("Forwarders", { selector: "input" }));
    fireEvent.click(must((await screen.findAllByTitle("Blue Ocean")).at(-1)));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ forwarder_id: [70], page: 1, size: 50 }));
    expect(location()).toBe("/quotes?forwarder_id=70");
  });

  it("sorts by a container type's price through the server, and keeps the sort in the address bar", async () => {
    renderQuotes("shipper", {}, "/quotes?pol_id=1&carrier_id=3");
    await rowOf("CARRIER 1");
    expect(listCalls()[0]).toEqual({ pol_id: 1, carrier_id: [3], page: 1, size: 50 });
    fireEvent.click(sortHeader("40HQ"));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ pol_id: 1, carrier_id: [3], field: "price_12", order: "asc", page: 1, size: 50 }),
    );
    fireEvent.click(sortHeader("40HQ"));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ field: "price_12", order: "desc" }));
    expect(location()).toBe("/quotes?pol_id=1&carrier_id=3&field=price_12&order=desc");
  });

  it("sends a request for quotation from a row, after asking for every field", async () => {
    renderQuotes("shipper", { "POST /system/send_rfq": { id: 5 } });
    const row = await rowOf("CARRIER 2");
    fireEvent.click(within(row).getByRole("button", { name: "Inquire" }));
    const dialog = must(
      (await screen.findByText("Request for quotation", { selector: ".ant-modal-title" })).closest<HTMLElement>("[role=dialog]"),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the request" }));
    await waitFor(() => expect(within(dialog).getAllByText("This field is required")).toHaveLength(6));
    expect(api.post).not.toHaveBeenCalled();
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label, { selector: "input,textarea" }), { target: { value } });
    type("Booking space", "2 x 40HQ");
    type("Target rate", "USD 1800");
    type("Potential volume", "24 x 40HQ a year");
    type("Sales", "Wang Fang");
    type("Cargo description", "Furniture");
    const date = within(dialog).getByLabelText("Cargo ready date", { selector: "input" });
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: "2099-01-15" } });
    fireEvent.keyDown(date, { key: "Enter", code: "Enter" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the request" }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith("/system/send_rfq", {
        pol: 1,
        pod: 2,
        to: 2,
        carrier: 3,
        rate: 2,
        ready_date: "2099-01-15",
        description: "Furniture",
        booking_space: "2 x 40HQ",
        target_rate: "USD 1800",
        potential_vol: "24 x 40HQ a year",
        sales: "Wang Fang",
      }),
    );
    expect(await screen.findByText("Request for quotation sent")).toBeInTheDocument();
  });

  it("offers no Inquire button without quote_rfq", async () => {
    renderQuotes("operator");
    await rowOf("CARRIER 1");
    expect(headers()).not.toContain("Action");
    expect(screen.queryByRole("button", { name: "Inquire" })).toBeNull();
  });

  it("books from a quote with quote_booking: the row's Book link opens the FCL form for that quote", async () => {
    renderQuotes("shipper");
    const book = within(await rowOf("CARRIER 3")).getByRole("link", { name: "Book" });
    expect(book.getAttribute("href")).toBe("/bookings/create-fcl?quote=3");
    fireEvent.click(book);
    await waitFor(() => expect(location()).toBe("/bookings/create-fcl?quote=3"));
  });

  it("offers no Book link without quote_booking", async () => {
    renderQuotes("operator");
    await rowOf("CARRIER 1");
    expect(screen.queryByRole("link", { name: "Book" })).toBeNull();
  });

  it("refuses a ready date before today", async () => {
    renderQuotes("shipper");
    fireEvent.click(within(await rowOf("CARRIER 1")).getByRole("button", { name: "Inquire" }));
    const date = await screen.findByLabelText("Cargo ready date", { selector: "input" });
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: "2020-01-15" } });
    fireEvent.keyDown(date, { key: "Enter", code: "Enter" });
    expect(await screen.findByText("The date cannot be in the past")).toBeInTheDocument();
  });

  it("names everything in Chinese too", async () => {
    await setTestLanguage("zh-CN");
    renderQuotes("forwarder");
    await rowOf("CARRIER 1");
    await waitFor(() => expect(headers()).toContain("货代"));
    expect(screen.getByLabelText("起运港", { selector: "input" })).toBeInTheDocument();
    expect(screen.getByLabelText("船公司", { selector: "input" })).toBeInTheDocument();
  });
});
