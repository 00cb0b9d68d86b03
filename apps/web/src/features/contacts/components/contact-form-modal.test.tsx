import { contactSchema, PARTY_TYPE } from "@haiyun/shared/schemas/contact";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { maxLengthOf } from "../../../lib/form-rules";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { errorsOf } from "../../../test/form";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import { CONTACT_TYPE_DICTIONARY, COUNTRIES, contactOf } from "../test/contacts-fixtures";
import { ContactFormModal } from "./contact-form-modal";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const onSaved = vi.fn();
const onClose = vi.fn();

function renderForm(routes: ApiRoutes = {}, contact = null as ReturnType<typeof contactOf> | null) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /system/dictionary": CONTACT_TYPE_DICTIONARY,
    "GET /country": COUNTRIES,
    "GET /customer/contact": { list: [contactOf({ id: 7, company1: "HAMBURG IMPORT GMBH", country_id: 233 })], total: 1 },
    "POST /customer/contact": (body: unknown) => contactOf({ id: 99, ...(body as object) }),
    "PUT /customer/contact/5": (body: unknown) => contactOf({ id: 5, ...(body as object) }),
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <ContactFormModal open contact={contact} onClose={onClose} onSaved={onSaved} />
    </AntdProvider>,
    { route: "/contacts" },
  );
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const itemOf = (label: string) => field(label).closest(".ant-form-item")?.textContent ?? "";
const selectedIn = (label: string) => field(label).closest(".ant-select")?.querySelector("[title]")?.getAttribute("title");
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save" }));

async function choose(label: string, option: string) {
  fireEvent.mouseDown(field(label));
  fireEvent.click(await screen.findByTitle(option));
}

async function fillValid() {
  await choose("Type", "Consignee");
  type("Company name 1", "hamburg import gmbh");
  type("Contact person", "anna schmidt");
  type("Phone", "+4940123456");
  type("Address 1", "speicherstadt 1");
  type("City", "hamburg");
  await choose("Country / region", "United States");
}

describe("contact form modal", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("asks for every required field before any call", async () => {
    renderForm();
    save();
    await waitFor(() => expect(itemOf("Company name 1")).toContain("This field is required"));
    for (const label of ["Type", "Contact person", "Phone", "Country / region", "Address 1", "City"]) {
      expect(itemOf(label)).toContain("This field is required");
    }
    expect(itemOf("Company name 2")).not.toContain("This field is required");
    expect(itemOf("E-mail")).not.toContain("This field is required");
    expect(api.post).not.toHaveBeenCalled();
  });

  it("stops each text at the length the shared contact schema allows", () => {
    renderForm();
    const labels = {
      company1: "Company name 1",
      company2: "Company name 2",
      linkman: "Contact person",
      phone: "Phone",
      address1: "Address 1",
      address2: "Address 2",
      city: "City",
      province: "Province / state",
      zip_code: "Zip code",
      e_code: "Company code",
    } as const;
    for (const [name, label] of Object.entries(labels)) {
      expect(field(label).maxLength, label).toBe(maxLengthOf(contactSchema.shape[name as keyof typeof labels]));
    }
  });

  it("names the field whose text leaves the pattern", async () => {
    renderForm();
    type("Company name 1", "宁波贸易");
    type("Province / state", "浙江");
    const pattern =
      "may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace";
    await waitFor(() => expect(errorsOf(field("Company name 1"))).toEqual([`Company name 1 ${pattern}`]));
    await waitFor(() => expect(errorsOf(field("Province / state"))).toEqual([`Province / state ${pattern}`]));
  });

  it("names the field in Chinese too", async () => {
    await setTestLanguage("zh-CN");
    renderForm();
    type("城市", "宁波");
    await waitFor(() =>
      expect(errorsOf(field("城市"))).toEqual(["城市只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格"]),
    );
  });

  it("checks the e-mail only when one is given", async () => {
    renderForm();
    await fillValid();
    type("E-mail", "anna@");
    save();
    await waitFor(() => expect(errorsOf(field("E-mail"))).toEqual(["Please enter a valid email address"]));
    expect(api.post).not.toHaveBeenCalled();
    type("E-mail", "");
    save();
    await waitFor(() => expect(api.post).toHaveBeenCalled());
  });

  it("sends the normalised text and hands the saved contact back", async () => {
    renderForm();
    await fillValid();
    type("Company name 2", "汉堡进口有限公司");
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 99 })));
    expect(api.post).toHaveBeenCalledWith(
      "/customer/contact",
      expect.objectContaining({
        type: PARTY_TYPE.CONSIGNEE,
        company1: "HAMBURG IMPORT GMBH",
        company2: "汉堡进口有限公司",
        linkman: "ANNA SCHMIDT",
        phone: "+4940123456",
        address1: "SPEICHERSTADT 1",
        city: "HAMBURG",
        country_id: 233,
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("puts the server's field errors under their fields", async () => {
    const msg = "Unknown country or region";
    renderForm({
      "POST /customer/contact": () => {
        throw new ApiError("Please check required fields or format", 400, {
          code: 1,
          msg: "Please check required fields or format",
          error_code: "VALIDATION_FAILED",
          errors: [{ field: "country_id", message: msg }],
        });
      },
    });
    await fillValid();
    save();
    await waitFor(() => expect(itemOf("Country / region")).toContain(msg));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("edits a contact with PUT, starting from its values", async () => {
    renderForm({}, contactOf({ id: 5 }));
    expect(document.querySelector(".ant-modal-title")?.textContent).toBe("Edit contact");
    expect(field("Company name 1").value).toBe("NINGBO EVERBRIGHT TRADING CO., LTD.");
    type("City", "zhoushan");
    save();
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith("/customer/contact/5", expect.objectContaining({ city: "ZHOUSHAN" })),
    );
  });

  it("copies a contact chosen from the address book into the form, keeping the type", async () => {
    renderForm();
    await choose("Type", "Notify party 1");
    fireEvent.click(screen.getByRole("button", { name: /Copy from address book/ }));
    // (antd names every dialog "test-id" under test, so the picker is found by its title)
    const picker = must((await screen.findByText("Choose a contact")).closest<HTMLElement>("[role=dialog]"));
    const row = must((await within(picker).findByText("HAMBURG IMPORT GMBH")).closest("tr"));
    fireEvent.click(within(row).getByRole("button", { name: "Choose" }));
    await waitFor(() => expect(field("Company name 1").value).toBe("HAMBURG IMPORT GMBH"));
    expect(field("Contact person").value).toBe("LI MING");
    expect(selectedIn("Type")).toBe("Notify party 1");
    expect(selectedIn("Country / region")).toBe("United States");
  });
});
