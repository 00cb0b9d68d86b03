import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { renderPage, setTestLanguage } from "../../../test/render";
import { CONTACT_TYPE_DICTIONARY, COUNTRIES, contactOf } from "../test/contacts-fixtures";
import ContactsPage from "./contacts-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const CONTACTS = [
  contactOf({ id: 1, company2: "宁波永辉贸易有限公司" }),
  contactOf({ id: 2, type: 2, type_name: "Consignee", company1: "HAMBURG IMPORT GMBH", country_name: "Germany" }),
];

function renderContacts(routes: ApiRoutes = {}) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /system/dictionary": CONTACT_TYPE_DICTIONARY,
    "GET /country": COUNTRIES,
    "GET /customer/contact": { list: CONTACTS, total: 42 },
    "DELETE /customer/contact": (ids: unknown) => ({ deleted: (ids as number[]).length }),
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <ContactsPage />
    </AntdProvider>,
    { route: "/contacts" },
  );
}

const listCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === "/customer/contact")
    .map(([, query]) => query);
const rowOf = async (text: string) => (await screen.findByText(text)).closest("tr")!;

describe("contacts page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists contacts by 10 with their type, both company names and the update time in the reader's format", async () => {
    renderContacts();
    const row = await rowOf("HAMBURG IMPORT GMBH");
    expect(within(row).getByText("Consignee")).toBeTruthy();
    expect(within(row).getByText("Germany")).toBeTruthy();
    expect(within(row).getByText(/^03\/02\/2026 \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText("宁波永辉贸易有限公司")).toBeTruthy();
    expect(screen.getByText("42 in total")).toBeTruthy();
    expect(listCalls()).toEqual([{ page: 1, size: 10 }]);
    // the quick jumper of spec §9
    expect(document.querySelector(".ant-pagination-options-quick-jumper")).not.toBeNull();
  });

  it("searches by keyword from page 1", async () => {
    renderContacts();
    await rowOf("HAMBURG IMPORT GMBH");
    fireEvent.click(screen.getByTitle("3"));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 3, size: 10 }));
    fireEvent.change(screen.getByLabelText("Search company, contact, phone or e-mail"), { target: { value: " hamburg " } });
    fireEvent.click(screen.getByRole("button", { name: /Search/ }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ keyword: "hamburg", page: 1, size: 10 }));
  });

  it("deletes the selected contacts after confirmation", async () => {
    renderContacts();
    const batch = () => screen.getByRole("button", { name: /Delete selected/ });
    await rowOf("HAMBURG IMPORT GMBH");
    expect(batch()).toHaveProperty("disabled", true);
    for (const id of ["NINGBO EVERBRIGHT TRADING CO., LTD.", "HAMBURG IMPORT GMBH"]) {
      fireEvent.click(within(await rowOf(id)).getByRole("checkbox"));
    }
    fireEvent.click(batch());
    const confirm = (await screen.findByText("Delete the selected contacts (2)? This cannot be undone.")).closest<HTMLElement>(
      "[role=dialog]",
    )!;
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/customer/contact", [1, 2]));
    expect(await screen.findByText("Contacts deleted: 2")).toBeTruthy();
  });

  it("deletes one contact from its row after confirmation", async () => {
    renderContacts();
    fireEvent.click(within(await rowOf("HAMBURG IMPORT GMBH")).getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/customer/contact", [2]));
  });

  it("says so when the address book is empty", async () => {
    renderContacts({ "GET /customer/contact": { list: [], total: 0 } });
    expect(await screen.findByText("No contacts yet")).toBeTruthy();
    expect(screen.getByText("Add a contact, or import many from a spreadsheet")).toBeTruthy();
  });

  it("opens the form with the row's values to edit it", async () => {
    renderContacts();
    fireEvent.click(within(await rowOf("HAMBURG IMPORT GMBH")).getByRole("button", { name: "Edit" }));
    expect(await screen.findByText("Edit contact")).toBeTruthy();
    expect(screen.getByLabelText("Company name 1", { selector: "input" })).toHaveProperty("value", "HAMBURG IMPORT GMBH");
  });
});
