import { waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import type { ApiRoutes } from "../../../test/api-mock";
import { clickButton, fieldOf, findToastKind, itemTextOf, typeInto } from "../../../test/form";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import type { UserInfo } from "../../auth";
import { BasicInfoForm } from "./basic-info-form";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const user = {
  id: 5,
  username: "li.ming@example.com",
  linkman: "LI MING",
  phone: "+8657487000000",
  company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
  company2: "",
  address1: "NO. 1 ZHONGSHAN EAST ROAD",
  address2: "",
  city: "NINGBO",
  province: "ZHEJIANG",
  country_id: 86,
  zip_code: "315000",
  credit_no: "",
  profile: "",
  logo: null,
  license: null,
  logo_thumb: "",
  license_thumb: "",
  industries: "",
  businesses: "",
  routes: "",
  ports: "",
} as unknown as UserInfo;

function renderForm(routes: ApiRoutes = {}) {
  return renderWithApi(<BasicInfoForm user={user} />, {
    route: "/profile",
    antd: true,
    config: { password_min: "8" },
    routes: { "GET /country": { list: [{ id: 86, code: "CN", name: "China" }], total: 1 }, "PUT /userinfo": user, ...routes },
  });
}

const save = () => clickButton("Save");

describe("basic information form: a new password", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("asks for the current password before sending a new one, and sends nothing", async () => {
    renderForm();
    typeInto("New password", "Sea-freight-2026");
    typeInto("Confirm new password", "Sea-freight-2026");
    save();
    await waitFor(() => expect(itemTextOf("Current password")).toContain("This field is required"));
    expect(api.put).not.toHaveBeenCalled();
  });

  it("asks for no current password when the password is left blank", async () => {
    renderForm();
    save();
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    const body = vi.mocked(api.put).mock.calls[0][1] as object;
    expect(body).toMatchObject({ linkman: "LI MING", city: "NINGBO" });
    expect(body).not.toHaveProperty("password");
    expect(body).not.toHaveProperty("current_password");
    expect(itemTextOf("Current password")).not.toContain("This field is required");
  });

  it("sends the current password with the new one, then empties the three fields", async () => {
    renderForm();
    typeInto("Current password", "Haiyun-demo-2026");
    typeInto("New password", "Sea-freight-2026");
    typeInto("Confirm new password", "Sea-freight-2026");
    save();
    expect(await findToastKind("Profile saved")).toBe("success");
    expect(api.put).toHaveBeenCalledWith(
      "/userinfo",
      expect.objectContaining({ linkman: "LI MING", current_password: "Haiyun-demo-2026", password: "Sea-freight-2026" }),
    );
    expect(vi.mocked(api.put).mock.calls[0][1]).not.toHaveProperty("confirm");
    for (const label of ["Current password", "New password", "Confirm new password"]) {
      await waitFor(() => expect(fieldOf(label)).toHaveProperty("value", ""));
    }
  });

  it("puts the server's wrong-password answer under the current password", async () => {
    const msg = "The current password is wrong";
    renderForm({
      "PUT /userinfo": () => {
        throw new ApiError(msg, 400, {
          code: 1,
          msg,
          error_code: "AUTH_PASSWORD_WRONG",
          errors: [{ field: "current_password", message: msg }],
        });
      },
    });
    typeInto("Current password", "not-my-password");
    typeInto("New password", "Sea-freight-2026");
    typeInto("Confirm new password", "Sea-freight-2026");
    save();
    await waitFor(() => expect(itemTextOf("Current password")).toContain(msg));
    expect(itemTextOf("New password")).not.toContain(msg);
    expect(fieldOf("New password")).toHaveProperty("value", "Sea-freight-2026");
  });

  it("holds a new password to the config's minimum", async () => {
    renderForm();
    typeInto("Current password", "Haiyun-demo-2026");
    typeInto("New password", "Sea-7x");
    typeInto("Confirm new password", "Sea-7x");
    save();
    await waitFor(() => expect(itemTextOf("New password")).toContain("At least 8 characters"));
    expect(api.put).not.toHaveBeenCalled();
  });
});

// The common text pattern: the profile writes company, contact person, addresses, city and
// province the way registration and the contact form do
describe("basic information form: the common text pattern", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("writes them in uppercase as they are typed and sends them so; the local name stays as typed", async () => {
    renderForm();
    typeInto("Contact person", "wang fang");
    typeInto("Company name (English)", "ningbo（everbright）trading");
    typeInto("Company name (local)", "宁波永辉 Everbright");
    typeInto("Address line 1", "no. 8 jiefang road");
    typeInto("Address line 2", "unit 5");
    typeInto("City", "ningbo");
    typeInto("Province / state", "zhejiang");
    expect(fieldOf("Contact person")).toHaveProperty("value", "WANG FANG");
    expect(fieldOf("Company name (English)")).toHaveProperty("value", "NINGBO(EVERBRIGHT)TRADING");
    expect(fieldOf("Company name (local)")).toHaveProperty("value", "宁波永辉 Everbright");
    save();
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.put).mock.calls[0][1]).toMatchObject({
      linkman: "WANG FANG",
      company1: "NINGBO(EVERBRIGHT)TRADING",
      company2: "宁波永辉 Everbright",
      address1: "NO. 8 JIEFANG ROAD",
      address2: "UNIT 5",
      city: "NINGBO",
      province: "ZHEJIANG",
    });
  });

  it("refuses Chinese characters in the city with the message naming the field, and sends nothing", async () => {
    renderForm();
    typeInto("City", "宁波");
    save();
    await waitFor(() =>
      expect(itemTextOf("City")).toContain(
        "City may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
      ),
    );
    expect(api.put).not.toHaveBeenCalled();
  });
});
