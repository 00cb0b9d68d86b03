import { CONFIG_DEFAULTS, CONFIG_KEYS } from "@haiyun/shared/constants/config";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import enUS from "../../../locales/en-US";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { findToastKind } from "../../../test/form";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import ConfigPage from "./config-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function renderConfig(routes: ApiRoutes = {}) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /admin/config": configPairs(CONFIG_DEFAULTS),
    "PUT /admin/config": (body: unknown) => configPairs({ ...CONFIG_DEFAULTS, ...(body as { values: object }).values }),
    ...routes,
  });
  return renderPage(
    <AntdProvider>
      <ConfigPage />
    </AntdProvider>,
    { route: "/admin/config" },
  );
}

const LABELS = enUS.admin.config.fields as Record<string, string>;
const field = (key: string) => screen.getByLabelText(must(LABELS[key]), { selector: "input,textarea,button,[role=radiogroup]" });
const itemOf = (key: string) => field(key).closest(".ant-form-item")?.textContent ?? "";
const save = () => fireEvent.click(must(screen.getAllByRole("button", { name: "Save settings" })[0]));

describe("admin config page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("offers every config key", async () => {
    renderConfig();
    await screen.findByText("Site");
    // the control each label names is the form field of that key
    expect(CONFIG_KEYS.map((key) => field(key).id)).toEqual([...CONFIG_KEYS]);
  });

  it("checks each value with the shared config schema", async () => {
    renderConfig();
    await screen.findByText("Site");
    fireEvent.change(field("password_min"), { target: { value: "4" } });
    fireEvent.change(field("web_contact_email"), { target: { value: "ops@" } });
    fireEvent.change(field("freight_collect"), { target: { value: "exw" } });
    save();
    await waitFor(() => expect(itemOf("password_min")).toContain("Invalid value"));
    expect(itemOf("web_contact_email")).toContain("Invalid value");
    expect(itemOf("freight_collect")).toContain("Invalid value");
    expect(itemOf("app_title")).not.toContain("Invalid value");
    expect(api.put).not.toHaveBeenCalled();
  });

  it("groups the payee's bank details, checks the SWIFT code and saves them", async () => {
    renderConfig();
    await screen.findByText("Payee bank account");
    fireEvent.change(field("payee_account"), { target: { value: "3581 0000 1234 5678" } });
    fireEvent.change(field("payee_swift"), { target: { value: "BKCH-CN" } });
    save();
    await waitFor(() => expect(itemOf("payee_swift")).toContain("Invalid value"));
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.change(field("payee_swift"), { target: { value: "BKCHCNBJ92A" } });
    save();
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith("/admin/config", {
        values: { payee_account: "3581 0000 1234 5678", payee_swift: "BKCHCNBJ92A" },
      }),
    );
  });

  it("saves only the changed values in one call and refreshes the site config", async () => {
    const { queryClient } = renderConfig();
    await screen.findByText("Site");
    const refresh = vi.spyOn(queryClient, "invalidateQueries");
    fireEvent.change(field("app_title"), { target: { value: "Ningbo Freight" } });
    fireEvent.click(field("app_close"));
    // the modes read as words; the value stored is still the number
    fireEvent.click(screen.getByRole("radio", { name: "Extended" }));
    save();
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith("/admin/config", {
        values: { app_title: "Ningbo Freight", app_close: "true", app_mode: "2" },
      }),
    );
    expect(api.put).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(refresh).toHaveBeenCalledWith({ queryKey: ["system", "config"] }));
    expect(await findToastKind("Settings saved and in effect")).toBe("success");
  });

  it("says which colour is drawn when the configured primary is too light for white text", async () => {
    renderConfig();
    await screen.findByText("Site");
    expect(field("app_color")).toHaveProperty("value", "#6cbaa9");
    expect(itemOf("app_color")).toContain("Drawn as #427167 so that white text on it stays readable");
    fireEvent.change(field("app_color"), { target: { value: "#1F4E79" } });
    await waitFor(() => expect(itemOf("app_color")).not.toContain("Drawn as"));
    fireEvent.change(field("app_color"), { target: { value: "#FFD666" } });
    await waitFor(() => expect(itemOf("app_color")).toMatch(/Drawn as #[0-9a-f]{6} so that/));
    expect(itemOf("app_color")).not.toContain("Drawn as #ffd666");
  });

  it("puts the server's per-key errors on their fields", async () => {
    const msg = "Invalid configuration value";
    renderConfig({
      "PUT /admin/config": () => {
        throw new ApiError(msg, 400, {
          code: 1,
          msg,
          error_code: "VALIDATION_FAILED",
          errors: [{ field: "app_ver", message: msg }],
        });
      },
    });
    await screen.findByText("Site");
    fireEvent.change(field("app_ver"), { target: { value: "2.0.0" } });
    save();
    await waitFor(() => expect(itemOf("app_ver")).toContain(msg));
  });
});
