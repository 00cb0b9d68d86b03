import { PARTY_TYPE } from "@haiyun/shared/schemas/contact";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import { CONTACT_TYPE_DICTIONARY, COUNTRIES, contactOf } from "../test/contacts-fixtures";
import ContactsPage from "./contacts-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const CONTACTS = [
  contactOf({ id: 1, company2: "宁波永辉贸易有限公司" }),
  contactOf({
    id: 2,
    type: PARTY_TYPE.CONSIGNEE,
    type_name: "Consignee",
    company1: "HAMBURG IMPORT GMBH",
    country_name: "Germany",
  }),
];
// the server names types and countries in the language of the request
const CONTACTS_IN_CHINESE = [
  contactOf({ id: 1, type_name: "发货人", country_name: "中国" }),
  contactOf({ id: 2, type: PARTY_TYPE.CONSIGNEE, type_name: "收货人", company1: "HAMBURG IMPORT GMBH", country_name: "德国" }),
];

function renderContacts(routes: ApiRoutes = {}, route = "/contacts") {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /system/dictionary": CONTACT_TYPE_DICTIONARY,
    "GET /country": COUNTRIES,
    "GET /customer/contact": () => ({ list: i18n.language === "zh-CN" ? CONTACTS_IN_CHINESE : CONTACTS, total: 42 }),
    "DELETE /customer/contact": (ids: unknown) => ({ deleted: (ids as number[]).length }),
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <ContactsPage />
    </AntdProvider>,
    { route, path: "/contacts" },
  );
}

const listCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === "/customer/contact")
    .map(([, query]) => query);
const rowOf = async (text: string) => must((await screen.findByText(text)).closest("tr"));
const cells = (row: HTMLElement) => [...row.querySelectorAll("td")].map((td) => td.textContent);
const location = () => screen.getByTestId("location").textContent;
const totalText = () => document.querySelector(".ant-pagination-total-text")?.textContent;

describe("contacts page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists contacts by 10 with their type, both company names and the update time in the reader's format", async () => {
    renderContacts();
    const row = await rowOf("HAMBURG IMPORT GMBH");
    expect(cells(row)).toEqual([
      "",
      "HAMBURG IMPORT GMBH",
      "Consignee",
      "LI MING",
      "+8657487000000",
      "li.ming@example.com",
      "NO. 1 ZHONGSHAN EAST ROAD",
      "NINGBO",
      "Germany",
      expect.stringMatching(/^03\/02\/2026 \d\d:\d\d$/),
      "EditDelete",
    ]);
    expect(cells(await rowOf("NINGBO EVERBRIGHT TRADING CO., LTD."))[1]).toBe(
      "NINGBO EVERBRIGHT TRADING CO., LTD.宁波永辉贸易有限公司",
    );
    expect(totalText()).toBe("42 in total");
    expect(listCalls()).toEqual([{ page: 1, size: 10 }]);
    // the quick jumper
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
    expect(location()).toBe("/contacts?keyword=hamburg");
  });

  it("starts again from page 1 when the page size changes", async () => {
    renderContacts();
    await rowOf("HAMBURG IMPORT GMBH");
    fireEvent.click(screen.getByTitle("3"));
    await waitFor(() => expect(location()).toBe("/contacts?page=3"));
    fireEvent.mouseDown(within(must(document.querySelector<HTMLElement>(".ant-pagination-options"))).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("20 / page"));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, size: 20 }));
    expect(location()).toBe("/contacts?size=20");
  });

  it("shows the list a shared link names: keyword, type, page and size", async () => {
    renderContacts({}, "/contacts?keyword=hamburg&type=2&page=2&size=20");
    await rowOf("HAMBURG IMPORT GMBH");
    expect(listCalls()).toEqual([{ keyword: "hamburg", type: 2, page: 2, size: 20 }]);
    expect(screen.getByLabelText<HTMLInputElement>("Search company, contact, phone or e-mail").value).toBe("hamburg");
    const type = must(screen.getByLabelText("Type", { selector: "input" }).closest<HTMLElement>(".ant-select"));
    await waitFor(() => expect(type.textContent).toBe("Consignee"));
    expect(document.querySelector(".ant-pagination-item-active")?.textContent).toBe("2");
  });

  it("asks again when the reader switches the language, so types and countries follow", async () => {
    renderContacts();
    const row = await rowOf("HAMBURG IMPORT GMBH");
    expect(cells(row)[2]).toBe("Consignee");
    await act(() => setTestLanguage("zh-CN"));
    await waitFor(() => expect(cells(must(screen.getByText("HAMBURG IMPORT GMBH").closest("tr")))[2]).toBe("收货人"));
    expect(cells(must(screen.getByText("HAMBURG IMPORT GMBH").closest("tr")))[8]).toBe("德国");
    expect(listCalls()).toEqual([
      { page: 1, size: 10 },
      { page: 1, size: 10 },
    ]);
  });

  it("deletes the selected contacts after confirmation", async () => {
    renderContacts();
    const batch = () => screen.getByRole("button", { name: /Delete selected/ });
    await rowOf("HAMBURG IMPORT GMBH");
    expect(batch()).toHaveProperty("disabled", true);
    for (const id of ["NINGBO EVERBRIGHT TRADING CO., LTD.", "HAMBURG IMPORT GMBH"]) {
      fireEvent.click(within(await rowOf(id)).getByRole("checkbox"));
    }
    expect(batch().textContent).toBe("Delete selected (2)");
    fireEvent.click(batch());
    const confirm = must(
      (await screen.findByText("Delete the selected contacts (2)? This cannot be undone.")).closest<HTMLElement>("[role=dialog]"),
    );
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/customer/contact", [1, 2]));
    expect((await screen.findByText("Contacts deleted: 2")).textContent).toBe("Contacts deleted: 2");
  });

  it("deletes one contact from its row after confirmation", async () => {
    renderContacts();
    fireEvent.click(within(await rowOf("HAMBURG IMPORT GMBH")).getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/customer/contact", [2]));
  });

  it("says so when the address book is empty, and offers to add the first contact", async () => {
    renderContacts({ "GET /customer/contact": { list: [], total: 0 } });
    const empty = must((await screen.findByText("No contacts yet")).closest<HTMLElement>(".ant-empty"));
    expect(empty.querySelector(".ant-empty-description")?.textContent).toBe(
      "No contacts yetAdd a contact, or import many from a spreadsheet",
    );
    fireEvent.click(within(empty).getByRole("button", { name: /Add the first one/ }));
    const dialog = must(
      (await screen.findByText("Add contact", { selector: ".ant-modal-title" })).closest<HTMLElement>("[role=dialog]"),
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>("Company name 1", { selector: "input" }).value).toBe("");
  });

  it("tells a search that found nothing from an empty address book", async () => {
    renderContacts({ "GET /customer/contact": { list: [], total: 0 } }, "/contacts?keyword=nobody");
    const empty = must((await screen.findByText("Nothing matches these filters")).closest<HTMLElement>(".ant-empty"));
    expect(within(empty).queryByRole("button", { name: /Add the first one/ })).toBeNull();
    fireEvent.click(within(empty).getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(location()).toBe("/contacts"));
    expect(screen.getByLabelText<HTMLInputElement>("Search company, contact, phone or e-mail").value).toBe("");
  });

  it("shows the server's message when the list cannot be loaded, and loads it on retry", async () => {
    let fail = true;
    renderContacts({
      "GET /customer/contact": () => {
        if (!fail) return { list: CONTACTS, total: 2 };
        throw new ApiError("The address book is being moved", 500);
      },
    });
    const result = must((await screen.findByText("The list could not be loaded")).closest<HTMLElement>(".list-error"));
    expect(result.querySelector(".list-error-message")?.textContent).toBe("The address book is being moved");
    fail = false;
    fireEvent.click(within(result).getByRole("button", { name: /Retry/ }));
    await rowOf("HAMBURG IMPORT GMBH");
    expect(totalText()).toBe("2 in total");
  });

  it("opens the form with the row's values to edit it", async () => {
    renderContacts();
    fireEvent.click(within(await rowOf("HAMBURG IMPORT GMBH")).getByRole("button", { name: "Edit" }));
    expect((await screen.findByText("Edit contact")).textContent).toBe("Edit contact");
    expect(screen.getByLabelText("Company name 1", { selector: "input" })).toHaveProperty("value", "HAMBURG IMPORT GMBH");
  });
});
