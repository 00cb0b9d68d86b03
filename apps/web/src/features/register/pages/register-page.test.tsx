import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { configPairs, routeApi } from "../../../test/api-mock";
import { renderPage, setTestLanguage } from "../../../test/render";
import RegisterPage from "./register-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const COUNTRIES = { list: [{ id: 86, code: "CN", name: "China" }], total: 1 };

function serve(config: Record<string, string> = {}, upload: unknown = { id: 7, username: "li.ming@example.com" }) {
  routeApi(api, {
    "GET /system/config": configPairs({ password_min: "8", ...config }),
    "GET /country": COUNTRIES,
    "GET /industry": { list: [{ id: 3, code: "", name: "Textiles" }], total: 1 },
    "GET /business": { list: [], total: 0 },
    "GET /route": { list: [], total: 0 },
    "GET /port": { list: [], total: 0 },
    "UPLOAD /userinfo": upload,
  });
}

const field = (label: string | RegExp) => screen.getByLabelText(label, { selector: "input,textarea" });
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole("button", { name }));
const step = (key: string) => screen.getByTestId(`step-${key}`);
/** The label, control and messages of one form item. */
const itemOf = (label: string) => field(label).closest(".ant-form-item")?.textContent ?? "";

async function chooseCountry() {
  fireEvent.mouseDown(field("Country / region"));
  fireEvent.click(await screen.findByTitle("China"));
}

async function fillBasics() {
  type("Username (e-mail)", "li.ming@example.com");
  type("Password", "Sea-freight-2026");
  type("Confirm password", "Sea-freight-2026");
  type("Contact person", "LI MING");
  type("Phone", "+8657488880000");
  type("Company name (English)", "NINGBO LI TRADING CO., LTD.");
  type("City", "NINGBO");
  type("Address line 1", "NO. 8 HUASHAN ROAD");
  await chooseCountry();
}

async function renderRegister(config: Record<string, string> = {}) {
  serve(config);
  renderPage(<RegisterPage />, { route: "/register" });
  await screen.findByRole("heading", { name: "Create an account" });
}

describe("registration page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows the required message under each required field of step 1, and only there", async () => {
    await renderRegister();
    click("Next");
    const basic = step("basic");
    await waitFor(() => expect(within(basic).getAllByText("This field is required")).toHaveLength(9));
    for (const label of ["Username (e-mail)", "Password", "Confirm password", "Contact person", "Phone"]) {
      expect(itemOf(label)).toContain("This field is required");
    }
    for (const label of ["Company name (English)", "Country / region", "City", "Address line 1"]) {
      expect(itemOf(label)).toContain("This field is required");
    }
    for (const label of ["Company name (local)", "Province / state", "Zip code", "Address line 2", "Social credit code"]) {
      expect(itemOf(label)).not.toContain("This field is required");
    }
  });

  it("speaks Chinese by default", async () => {
    await setTestLanguage("zh-CN");
    serve();
    renderPage(<RegisterPage />, { route: "/register" });
    await screen.findByRole("heading", { name: "注册账号" });
    type("密码", "Sea-freight-2026");
    type("确认密码", "Sea-freight-2027");
    click("下一步");
    expect(await screen.findByText("两次输入的密码不一致")).toBeTruthy();
    expect(screen.getAllByText("此项为必填项").length).toBeGreaterThan(0);
  });

  it("checks the e-mail, the phone, the password length from config and the confirmation", async () => {
    await renderRegister({ password_min: "10" });
    type("Username (e-mail)", "li.ming@");
    type("Phone", "0574-8888");
    type("Password", "short-pw");
    type("Confirm password", "short-px");
    click("Next");
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Phone may only contain digits and plus")).toBeTruthy();
    expect(screen.getByText("At least 10 characters")).toBeTruthy();
    expect(screen.getByText("The two passwords do not match")).toBeTruthy();
    expect(screen.getByText("At least 10 characters; avoid common passwords")).toBeTruthy();
  });

  it("stays on step 1 until it is valid, then moves on", async () => {
    await renderRegister();
    type("Username (e-mail)", "li.ming@example.com");
    click("Next");
    await screen.findAllByText("This field is required");
    expect(step("basic").hidden).toBe(false);
    expect(step("documents").hidden).toBe(true);

    await fillBasics();
    click("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    expect(step("basic").hidden).toBe(true);
    expect(screen.getAllByText(/^(Basic information|Documents)$/)).toHaveLength(2);
  });

  it("keeps what was typed after going back and forth", async () => {
    await renderRegister({ app_mode: "2" });
    await fillBasics();
    click("Next");
    await waitFor(() => expect(step("business").hidden).toBe(false));
    type("Company profile", "WE SHIP TEXTILES");
    click("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    click("Back");
    click("Back");
    await waitFor(() => expect(step("basic").hidden).toBe(false));
    expect(field("Username (e-mail)")).toHaveProperty("value", "li.ming@example.com");
    expect(field("Contact person")).toHaveProperty("value", "LI MING");
    click("Next");
    await waitFor(() => expect(step("business").hidden).toBe(false));
    expect(field("Company profile")).toHaveProperty("value", "WE SHIP TEXTILES");
  });

  it("asks for the terms on submit, then sends the multipart registration and goes to the login", async () => {
    await renderRegister();
    await fillBasics();
    click("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    click("Register");
    expect(await screen.findByText("Please read and agree to the Terms of Use and Privacy Policy")).toBeTruthy();
    expect(api.upload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("checkbox"));
    click("Register");
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login?username=li.ming%40example.com"));
    expect(screen.getByTestId("location").dataset.state).toBe(JSON.stringify({ notice: "registered" }));
    const [url, body] = vi.mocked(api.upload).mock.calls[0]!;
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
    // spec §7: the business lists are sent in app mode 2 only
    expect(sent).not.toHaveProperty("industries");
    expect(sent).not.toHaveProperty("confirm");
  });

  it("in app mode 2 sends the business lists and the profile as typed", async () => {
    await renderRegister({ app_mode: "2" });
    await fillBasics();
    click("Next");
    await waitFor(() => expect(step("business").hidden).toBe(false));
    fireEvent.mouseDown(field("Industries"));
    fireEvent.click(await screen.findByTitle("Textiles"));
    click("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    fireEvent.click(screen.getByRole("checkbox"));
    click("Register");
    await waitFor(() => expect(api.upload).toHaveBeenCalled());
    const sent = Object.fromEntries((vi.mocked(api.upload).mock.calls[0]![1] as FormData).entries());
    expect(sent).toMatchObject({ industries: "3", businesses: "", routes: "", ports: "", profile: "" });
  });

  it("opens the terms of use from config, or a default text when it is empty", async () => {
    await renderRegister({ terms_of_use: "" });
    await fillBasics();
    click("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    click("Terms of Use");
    expect(await screen.findByText(/By registering you confirm/)).toBeTruthy();
  });

  // spec §5 common text pattern, as in the contact form
  it("writes company, contact person, addresses, city and province in uppercase as they are typed", async () => {
    await renderRegister();
    type("Contact person", "li ming");
    type("Company name (English)", "ningbo li trading co.，ltd．");
    type("Company name (local)", "宁波李氏贸易 Ningbo");
    type("Address line 1", "no. 8 huashan road");
    type("Address line 2", "room 1201");
    type("City", "ningbo");
    type("Province / state", "zhejiang");
    expect(field("Contact person")).toHaveProperty("value", "LI MING");
    expect(field("Company name (English)")).toHaveProperty("value", "NINGBO LI TRADING CO.,LTD.");
    expect(field("Company name (local)")).toHaveProperty("value", "宁波李氏贸易 Ningbo");
    expect(field("Address line 1")).toHaveProperty("value", "NO. 8 HUASHAN ROAD");
    expect(field("Address line 2")).toHaveProperty("value", "ROOM 1201");
    expect(field("City")).toHaveProperty("value", "NINGBO");
    expect(field("Province / state")).toHaveProperty("value", "ZHEJIANG");
  });

  it("refuses Chinese characters in the company name with the pattern message naming the field", async () => {
    await renderRegister();
    type("Company name (English)", "宁波李氏贸易");
    click("Next");
    await waitFor(() =>
      expect(itemOf("Company name (English)")).toContain(
        "Company name (English) may only contain uppercase letters, digits, dot, underscore, comma, hyphen, parentheses and whitespace",
      ),
    );
  });

  // Issue 8, item 6: an error already shown follows a language switch
  it("shows the errors on screen in the new language after a switch, and drops the server's", async () => {
    await renderRegister();
    const taken = new ApiError("This e-mail is already registered", 409, {
      code: 1,
      msg: "This e-mail is already registered",
      error_code: "USER_EMAIL_TAKEN",
      errors: [{ field: "username", message: "This e-mail is already registered" }],
    });
    serve({}, () => {
      throw taken;
    });
    await fillBasics();
    click("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    fireEvent.click(screen.getByRole("checkbox"));
    click("Register");
    await waitFor(() => expect(itemOf("Username (e-mail)")).toContain("This e-mail is already registered"));
    type("City", "");
    type("Phone", "0574-8888");
    await waitFor(() => expect(itemOf("City")).toContain("This field is required"));
    await waitFor(() => expect(itemOf("Phone")).toContain("Phone may only contain digits and plus"));

    await act(() => i18n.changeLanguage("zh-CN"));
    await waitFor(() => expect(itemOf("城市")).toContain("此项为必填项"));
    await waitFor(() => expect(itemOf("电话")).toContain("电话只能包含数字和加号"));
    // the server's message came in English: it goes rather than stay in the old language
    await waitFor(() => expect(itemOf("用户名（邮箱）")).not.toContain("This e-mail is already registered"));
    expect(screen.queryByText("This field is required")).toBeNull();
  });

  it("puts a taken e-mail back on the username field of step 1", async () => {
    await renderRegister();
    const taken = new ApiError("This e-mail is already registered", 409, {
      code: 1,
      msg: "This e-mail is already registered",
      error_code: "USER_EMAIL_TAKEN",
      errors: [{ field: "username", message: "This e-mail is already registered" }],
    });
    serve({}, () => {
      throw taken;
    });
    await fillBasics();
    click("Next");
    await waitFor(() => expect(step("documents").hidden).toBe(false));
    fireEvent.click(screen.getByRole("checkbox"));
    click("Register");
    await waitFor(() => expect(step("basic").hidden).toBe(false));
    await waitFor(() => expect(itemOf("Username (e-mail)")).toContain("This e-mail is already registered"));
    expect(screen.getByTestId("location").textContent).toBe("/register");
  });
});
