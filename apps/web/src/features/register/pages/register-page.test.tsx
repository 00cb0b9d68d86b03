import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import type { ApiRoutes } from "../../../test/api-mock";
import { clickButton, errorsOf, fieldOf, findToastKind, hintOf, itemTextOf, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import RegisterPage from "./register-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const COUNTRIES = { list: [{ id: 86, code: "CN", name: "China" }], total: 1 };

const REGISTERED = { id: 7, username: "li.ming@example.com" };

/** Opens the page with the reference lists it asks for (`routes` replace them); `upload` answers the registration itself. */
async function renderRegister(config: Record<string, string> = {}, upload: unknown = REGISTERED, routes: ApiRoutes = {}) {
  renderWithApi(<RegisterPage />, {
    route: "/register",
    config: { password_min: "8", ...config },
    routes: {
      "GET /country": COUNTRIES,
      "GET /industry": { list: [{ id: 3, code: "", name: "Textiles" }], total: 1 },
      "GET /business": { list: [], total: 0 },
      "GET /route": { list: [], total: 0 },
      "GET /port": { list: [], total: 0 },
      "UPLOAD /userinfo": upload,
      ...routes,
    },
  });
  await screen.findByTestId("step-basic");
}

const EMAIL_TAKEN = "This e-mail is already registered";
/** The server's answer to a registration with an e-mail already registered. */
function refuseTakenEmail(): never {
  throw new ApiError(EMAIL_TAKEN, 409, {
    code: 1,
    msg: EMAIL_TAKEN,
    error_code: "USER_EMAIL_TAKEN",
    errors: [{ field: "username", message: EMAIL_TAKEN }],
  });
}

const step = (key: string) => screen.getByTestId(`step-${key}`);

async function chooseCountry() {
  fireEvent.mouseDown(fieldOf("Country / region"));
  fireEvent.click(await screen.findByTitle("China"));
}

async function fillBasics() {
  typeInto("Username (e-mail)", "li.ming@example.com");
  typeInto("Password", "Sea-freight-2026");
  typeInto("Confirm password", "Sea-freight-2026");
  typeInto("Contact person", "LI MING");
  typeInto("Phone", "+8657488880000");
  typeInto("Company name (English)", "NINGBO LI TRADING CO., LTD.");
  typeInto("City", "NINGBO");
  typeInto("Address line 1", "NO. 8 HUASHAN ROAD");
  await chooseCountry();
}

describe("registration page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows the required message under each required field of step 1, and only there", async () => {
    await renderRegister();
    clickButton("Next");
    const basic = step("basic");
    await waitFor(() => expect(within(basic).getAllByText("This field is required")).toHaveLength(9));
    for (const label of ["Username (e-mail)", "Password", "Confirm password", "Contact person", "Phone"]) {
      expect(itemTextOf(label)).toContain("This field is required");
    }
    for (const label of ["Company name (English)", "Country / region", "City", "Address line 1"]) {
      expect(itemTextOf(label)).toContain("This field is required");
    }
    for (const label of ["Company name (local)", "Province / state", "Zip code", "Address line 2", "Social credit code"]) {
      expect(itemTextOf(label)).not.toContain("This field is required");
    }
  });

  it("speaks Chinese by default", async () => {
    await setTestLanguage("zh-CN");
    await renderRegister();
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe("注册账号");
    typeInto("密码", "Sea-freight-2026");
    typeInto("确认密码", "Sea-freight-2027");
    clickButton("下一步");
    await waitFor(() => expect(errorsOf(fieldOf("确认密码"))).toEqual(["两次输入的密码不一致"]));
    expect(screen.getAllByText("此项为必填项").length).toBeGreaterThan(0);
  });

  it("checks the e-mail, the phone, the password length from config and the confirmation", async () => {
    await renderRegister({ password_min: "10" });
    typeInto("Username (e-mail)", "li.ming@");
    typeInto("Phone", "0574-8888");
    typeInto("Password", "short-pw");
    typeInto("Confirm password", "short-px");
    clickButton("Next");
    await waitFor(() => expect(errorsOf(fieldOf("Username (e-mail)"))).toEqual(["Please enter a valid email address"]));
    expect(errorsOf(fieldOf("Phone"))).toEqual(["Phone may only contain digits and plus"]);
    expect(errorsOf(fieldOf("Password"))).toEqual(["At least 10 characters"]);
    expect(errorsOf(fieldOf("Confirm password"))).toEqual(["The two passwords do not match"]);
    expect(hintOf(fieldOf("Password"))).toBe("At least 10 characters; avoid common passwords");
  });

  it("stays on step 1 until it is valid, then moves on", async () => {
    await renderRegister();
    typeInto("Username (e-mail)", "li.ming@example.com");
    clickButton("Next");
    await screen.findAllByText("This field is required");
    expect(step("basic").hidden).toBe(false);
    expect(step("documents").hidden).toBe(true);

    await fillBasics();
    clickButton("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    expect(step("basic").hidden).toBe(true);
    expect(screen.getAllByText(/^(Basic information|Documents)$/)).toHaveLength(2);
  });

  it("in app mode 2 says which business list failed to load, on its select and in a toast", async () => {
    const down = () => {
      throw new Error("network down");
    };
    await renderRegister({ app_mode: "2" }, REGISTERED, { "GET /route": down });
    expect(await findToastKind("The trade lane list could not be loaded")).toBe("error");
    await fillBasics();
    clickButton("Next");
    await waitFor(() => expect(step("business").hidden).toBe(false));
    const routes = fieldOf("Trade lanes", "input").closest(".ant-select");
    expect(routes?.className).toContain("ant-select-status-error");
    expect(fieldOf("Industries", "input").closest(".ant-select")?.className).not.toContain("ant-select-status-error");
  });

  it("keeps what was typed after going back and forth", async () => {
    await renderRegister({ app_mode: "2" });
    await fillBasics();
    clickButton("Next");
    await waitFor(() => expect(step("business").hidden).toBe(false));
    typeInto("Company profile", "WE SHIP TEXTILES");
    clickButton("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    clickButton("Back");
    clickButton("Back");
    await waitFor(() => expect(step("basic").hidden).toBe(false));
    expect(fieldOf("Username (e-mail)")).toHaveProperty("value", "li.ming@example.com");
    expect(fieldOf("Contact person")).toHaveProperty("value", "LI MING");
    clickButton("Next");
    await waitFor(() => expect(step("business").hidden).toBe(false));
    expect(fieldOf("Company profile")).toHaveProperty("value", "WE SHIP TEXTILES");
  });

  it("asks for the terms on submit, then sends the multipart registration and goes to the login", async () => {
    await renderRegister();
    await fillBasics();
    clickButton("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    clickButton("Register");
    await waitFor(() =>
      expect(errorsOf(screen.getByRole("checkbox"))).toEqual(["Please read and agree to the Terms of Use and Privacy Policy"]),
    );
    expect(api.upload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("checkbox"));
    clickButton("Register");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login?username=li.ming%40example.com"));
    expect(screen.getByTestId("location").dataset.state).toBe(JSON.stringify({ notice: "registered" }));
    const [url, body] = must(vi.mocked(api.upload).mock.calls[0]);
    expect(url).toBe("/userinfo");
    const sent = Object.fromEntries((body as FormData).entries());
    expect(sent).toMatchObject({
      username: "li.ming@example.com",
      password: "Sea-freight-2026",
      linkman: "LI MING",
      first_name: "LI MING",
      country_id: "86",
      agree: "true",
      profile: "This company has not written a profile yet.",
    });
    // the business lists are sent in app mode 2 only
    expect(sent).not.toHaveProperty("industries");
    expect(sent).not.toHaveProperty("confirm");
  });

  it("in app mode 2 sends the business lists and the profile as typed", async () => {
    await renderRegister({ app_mode: "2" });
    await fillBasics();
    clickButton("Next");
    await waitFor(() => expect(step("business").hidden).toBe(false));
    fireEvent.mouseDown(fieldOf("Industries"));
    fireEvent.click(await screen.findByTitle("Textiles"));
    clickButton("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    fireEvent.click(screen.getByRole("checkbox"));
    clickButton("Register");
    await waitFor(() => expect(api.upload).toHaveBeenCalled());
    const sent = Object.fromEntries((must(vi.mocked(api.upload).mock.calls[0])[1] as FormData).entries());
    expect(sent).toMatchObject({ industries: "3", businesses: "", routes: "", ports: "", profile: "" });
  });

  it("opens the terms of use from config, or a default text when it is empty", async () => {
    await renderRegister({ terms_of_use: "" });
    await fillBasics();
    clickButton("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    clickButton("Terms of Use");
    const terms = (await screen.findByText(/By registering you confirm/)).closest("[role=dialog]");
    expect(terms?.querySelector(".ant-modal-title")?.textContent).toBe("Terms of Use");
  });

  // The common text pattern, as in the contact form
  it("writes company, contact person, addresses, city and province in uppercase as they are typed", async () => {
    await renderRegister();
    typeInto("Contact person", "li ming");
    typeInto("Company name (English)", "ningbo li trading co.，ltd．");
    typeInto("Company name (local)", "宁波李氏贸易 Ningbo");
    typeInto("Address line 1", "no. 8 huashan road");
    typeInto("Address line 2", "room 1201");
    typeInto("City", "ningbo");
    typeInto("Province / state", "zhejiang");
    expect(fieldOf("Contact person")).toHaveProperty("value", "LI MING");
    expect(fieldOf("Company name (English)")).toHaveProperty("value", "NINGBO LI TRADING CO.,LTD.");
    expect(fieldOf("Company name (local)")).toHaveProperty("value", "宁波李氏贸易 Ningbo");
    expect(fieldOf("Address line 1")).toHaveProperty("value", "NO. 8 HUASHAN ROAD");
    expect(fieldOf("Address line 2")).toHaveProperty("value", "ROOM 1201");
    expect(fieldOf("City")).toHaveProperty("value", "NINGBO");
    expect(fieldOf("Province / state")).toHaveProperty("value", "ZHEJIANG");
  });

  it("refuses Chinese characters in the company name with the pattern message naming the field", async () => {
    await renderRegister();
    typeInto("Company name (English)", "宁波李氏贸易");
    clickButton("Next");
    await waitFor(() =>
      expect(itemTextOf("Company name (English)")).toContain(
        "Company name (English) may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
      ),
    );
  });

  // An error already shown follows a language switch
  it("shows the errors on screen in the new language after a switch, and drops the server's", async () => {
    await renderRegister({}, refuseTakenEmail);
    await fillBasics();
    clickButton("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    fireEvent.click(screen.getByRole("checkbox"));
    clickButton("Register");
    await waitFor(() => expect(itemTextOf("Username (e-mail)")).toContain(EMAIL_TAKEN));
    typeInto("City", "");
    typeInto("Phone", "0574-8888");
    await waitFor(() => expect(itemTextOf("City")).toContain("This field is required"));
    await waitFor(() => expect(itemTextOf("Phone")).toContain("Phone may only contain digits and plus"));

    await act(() => i18n.changeLanguage("zh-CN"));
    await waitFor(() => expect(itemTextOf("城市")).toContain("此项为必填项"));
    await waitFor(() => expect(itemTextOf("电话")).toContain("电话只能包含数字和加号"));
    // the server's message came in English: it goes rather than stay in the old language
    await waitFor(() => expect(itemTextOf("用户名（邮箱）")).not.toContain(EMAIL_TAKEN));
    expect(screen.queryByText("This field is required")).toBeNull();
  });

  it("puts a taken e-mail back on the username field of step 1", async () => {
    await renderRegister({}, refuseTakenEmail);
    await fillBasics();
    clickButton("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    fireEvent.click(screen.getByRole("checkbox"));
    clickButton("Register");
    await waitFor(() => expect(step("basic").hidden).toBe(false));
    await waitFor(() => expect(itemTextOf("Username (e-mail)")).toContain(EMAIL_TAKEN));
    expect(screen.getByTestId("location").textContent).toBe("/register");
  });
});
