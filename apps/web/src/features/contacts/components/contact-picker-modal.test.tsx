import { PARTY_TYPE } from "@haiyun/shared/schemas/contact";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { api } from "../../../lib/api-client";
import { configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import type { ContactType } from "../api/contact-keys";
import { CONTACT_TYPE_DICTIONARY, COUNTRIES, contactOf } from "../test/contacts-fixtures";
import { ContactPickerModal } from "./contact-picker-modal";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const onSelect = vi.fn();
const CONSIGNEE = contactOf({ id: 3, type: PARTY_TYPE.CONSIGNEE, type_name: "Consignee", company1: "HAMBURG IMPORT GMBH" });

function renderPicker(type?: ContactType) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /system/dictionary": CONTACT_TYPE_DICTIONARY,
    "GET /country": COUNTRIES,
    "GET /customer/contact": { list: [CONSIGNEE], total: 31 },
    "POST /customer/contact": (body: unknown) => contactOf({ id: 42, ...(body as object) }),
  });
  renderPage(
    <AntdProvider>
      <ContactPickerModal open type={type} onSelect={onSelect} onClose={() => {}} />
    </AntdProvider>,
    { route: "/bookings/create-fcl" },
  );
}

/** The queries the picker sent for the contact list. */
const listCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === "/customer/contact")
    .map(([, query]) => query);

describe("contact picker modal", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("searches 300 ms after the last keystroke, from page 1", async () => {
    renderPicker();
    await screen.findByText("HAMBURG IMPORT GMBH");
    expect(listCalls()).toEqual([{ page: 1, size: 10 }]);
    vi.useFakeTimers();
    const search = screen.getByLabelText("Search by company or contact person");
    fireEvent.change(search, { target: { value: "ham" } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(search, { target: { value: "hamburg " } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(listCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(listCalls()).toEqual([
      { page: 1, size: 10 },
      { keyword: "hamburg", page: 1, size: 10 },
    ]);
  });

  it("pages by 10 without a size changer", async () => {
    renderPicker();
    await screen.findByText("HAMBURG IMPORT GMBH");
    expect(screen.getByText("31 in total").closest(".ant-pagination")).not.toBeNull();
    // 31 contacts, 10 a page: four pages
    expect(screen.getByTitle("4").closest(".ant-pagination")).not.toBeNull();
    expect(screen.queryByTitle("5")).toBeNull();
    expect(document.querySelector(".ant-pagination-options-size-changer")).toBeNull();
    fireEvent.click(screen.getByTitle("4"));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 4, size: 10 }));
  });

  it("asks only for contacts of its type", async () => {
    renderPicker(2);
    await screen.findByText("HAMBURG IMPORT GMBH");
    expect(listCalls()).toEqual([{ type: 2, page: 1, size: 10 }]);
    // every row is of that type, so the type column is left out
    expect(screen.queryByRole("columnheader", { name: "Type" })).toBeNull();
  });

  it("returns the chosen contact", async () => {
    renderPicker(2);
    const row = must((await screen.findByText("HAMBURG IMPORT GMBH")).closest("tr"));
    fireEvent.click(within(row).getByRole("button", { name: "Choose" }));
    expect(onSelect).toHaveBeenCalledWith(CONSIGNEE);
  });

  it("adds a contact of its type from inside and picks it", async () => {
    renderPicker(2);
    await screen.findByText("HAMBURG IMPORT GMBH");
    fireEvent.click(screen.getByRole("button", { name: /Add contact/ }));
    const form = must(
      (await screen.findByText("Add contact", { selector: ".ant-modal-title" })).closest<HTMLElement>("[role=dialog]"),
    );
    const input = (label: string) => within(form).getByLabelText(label, { selector: "input" });
    await waitFor(() => expect(input("Type").closest(".ant-select")?.textContent).toContain("Consignee"));
    fireEvent.change(input("Company name 1"), { target: { value: "rotterdam foods bv" } });
    fireEvent.change(input("Contact person"), { target: { value: "jan de vries" } });
    fireEvent.change(input("Phone"), { target: { value: "+31101234567" } });
    fireEvent.change(input("Address 1"), { target: { value: "wilhelminakade 1" } });
    fireEvent.change(input("City"), { target: { value: "rotterdam" } });
    fireEvent.mouseDown(input("Country / region"));
    fireEvent.click(await screen.findByTitle("China"));
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 42, company1: "ROTTERDAM FOODS BV", type: 2 })),
    );
  });
});
