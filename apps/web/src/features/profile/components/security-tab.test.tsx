import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import type { ApiRoutes } from "../../../test/api-mock";
import { clickButton, errorsOf, fieldOf, findToastKind, itemTextOf, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import type { UserInfo } from "../../auth";
import { SecurityTab } from "./security-tab";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const SESSIONS = [
  {
    id: 11,
    ip: "10.0.0.8",
    user_agent: CHROME,
    create_time: "2026-03-01T08:00:00Z",
    last_seen_at: "2026-03-02T09:30:00Z",
    current: true,
  },
  {
    id: 12,
    ip: "10.0.0.9",
    user_agent: IPHONE,
    create_time: "2026-02-20T08:00:00Z",
    last_seen_at: "2026-02-21T10:00:00Z",
    current: false,
  },
];
const user = { username: "li.ming@example.com", last_login_at: "2026-03-01T08:00:00Z", last_login_ip: "203.0.113.7" } as UserInfo;

function renderTab(routes: ApiRoutes = {}) {
  return renderWithApi(<SecurityTab user={user} />, {
    route: "/profile",
    antd: true,
    config: { password_min: "8" },
    routes: {
      "GET /userinfo/sessions": SESSIONS,
      "PUT /userinfo/password": null,
      "DELETE /userinfo/sessions/12": null,
      ...routes,
    },
  });
}

const submit = () => clickButton("Change password");

describe("account security tab", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("refuses a confirmation that does not match, and a new password shorter than the config's minimum", async () => {
    renderTab();
    typeInto("Current password", "Haiyun-demo-2026");
    typeInto("New password", "short");
    typeInto("Confirm new password", "shorter");
    submit();
    await waitFor(() => expect(errorsOf(fieldOf("Confirm new password"))).toEqual(["The two passwords do not match"]));
    expect(itemTextOf("New password")).toContain("At least 8 characters");
    expect(api.put).not.toHaveBeenCalled();
  });

  it("puts the server's wrong-password answer under the current password", async () => {
    const msg = "The current password is wrong";
    renderTab({
      "PUT /userinfo/password": () => {
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
    submit();
    await waitFor(() => expect(itemTextOf("Current password")).toContain(msg));
    expect(api.put).toHaveBeenCalledWith("/userinfo/password", {
      current_password: "not-my-password",
      password: "Sea-freight-2026",
    });
  });

  it("puts a wrong-password answer without field details under the current password too", async () => {
    const msg = "The current password is wrong";
    renderTab({
      "PUT /userinfo/password": () => {
        throw new ApiError(msg, 400, { code: 1, msg, error_code: "AUTH_PASSWORD_WRONG" });
      },
    });
    typeInto("Current password", "not-my-password");
    typeInto("New password", "Sea-freight-2026");
    typeInto("Confirm new password", "Sea-freight-2026");
    submit();
    await waitFor(() => expect(itemTextOf("Current password")).toContain(msg));
  });

  it("changes the password and empties the form", async () => {
    renderTab();
    typeInto("Current password", "Haiyun-demo-2026");
    typeInto("New password", "Sea-freight-2026");
    typeInto("Confirm new password", "Sea-freight-2026");
    submit();
    expect(await findToastKind("Password changed; your other devices have been signed out")).toBe("success");
    await waitFor(() => expect(fieldOf("Current password")).toHaveProperty("value", ""));
  });

  it("lists the sessions, marks this device and signs another one out after confirmation", async () => {
    renderTab();
    const current = must((await screen.findByText("Chrome 126 · Windows")).closest("tr"));
    expect(current.textContent).toContain("This device");
    expect(current.textContent).toContain("10.0.0.8");
    expect(within(current).queryByRole("button", { name: "Sign out" })).toBeNull();
    const other = must(screen.getByText("Safari 17 · iOS").closest("tr"));
    expect(other.textContent).not.toContain("This device");
    expect(other.textContent).toContain("10.0.0.9");
    fireEvent.click(within(other).getByRole("button", { name: "Sign out" }));
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/userinfo/sessions/12"));
    expect(await findToastKind("The device has been signed out")).toBe("success");
  });

  it("shows the last sign-in time in the reader's date format and its address", async () => {
    renderTab();
    // each value beside the label that names it
    const shownFor = (label: string) => screen.getByText(label, { selector: ".ant-descriptions-item-label" }).nextElementSibling;
    await waitFor(() => expect(shownFor("Address")?.textContent).toBe("203.0.113.7"));
    expect(shownFor("Time")?.textContent).toMatch(/^03\/01\/2026 \d\d:\d\d$/);
  });
});
