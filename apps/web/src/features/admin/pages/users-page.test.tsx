import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { renderPage, setTestLanguage } from "../../../test/render";
import type { AdminUser } from "../api/users";
import UsersPage from "./users-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const USERS: AdminUser[] = [
  {
    id: 1,
    username: "admin@haiyun.demo",
    linkman: "WANG FANG",
    company1: "HAIYUN",
    roles: ["admin"],
    enabled: true,
    last_login_at: "2026-03-01T08:00:00Z",
    create_time: "2026-01-02T08:00:00Z",
  },
  {
    id: 2,
    username: "shipper@haiyun.demo",
    linkman: "LI MING",
    company1: "NINGBO LI TRADING",
    roles: ["shipper", "forwarder"],
    enabled: true,
    last_login_at: null,
    create_time: "2026-01-05T08:00:00Z",
  },
];

function renderUsers(routes: ApiRoutes = {}) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /admin/users": { list: USERS, total: 23 },
    "PUT /admin/users/2": (body: unknown) => ({ ...USERS[1], ...(body as object) }),
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <UsersPage />
    </AntdProvider>,
    { route: "/admin/users" },
  );
}

const rowOf = async (username: string) => (await screen.findByText(username)).closest("tr")!;

describe("admin users page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists users with their roles in the reader's language and pages by 10", async () => {
    renderUsers();
    const row = await rowOf("shipper@haiyun.demo");
    expect(within(row).getByText("Shipper")).toBeTruthy();
    expect(within(row).getByText("Forwarder")).toBeTruthy();
    expect(within(row).getByText(/^01\/05\/2026 \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText("23 in total")).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith("/admin/users", { page: 1, size: 10 }, expect.anything());
  });

  it("searches by keyword, role and status, starting again from page 1", async () => {
    renderUsers();
    await rowOf("shipper@haiyun.demo");
    fireEvent.click(screen.getByTitle("2"));
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith("/admin/users", { page: 2, size: 10 }, expect.anything()));
    fireEvent.change(screen.getByLabelText("Search e-mail, contact or company"), { target: { value: " li " } });
    fireEvent.mouseDown(screen.getByLabelText("Roles", { selector: "input" }));
    fireEvent.click(await screen.findByTitle("Forwarder"));
    fireEvent.mouseDown(screen.getByLabelText("Status", { selector: "input" }));
    fireEvent.click(await screen.findByTitle("Disabled"));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        "/admin/users",
        { keyword: "li", role: "forwarder", enabled: "false", page: 1, size: 10 },
        expect.anything(),
      ),
    );
  });

  it("disables a user only after confirmation", async () => {
    renderUsers();
    const row = await rowOf("shipper@haiyun.demo");
    fireEvent.click(within(row).getByRole("switch"));
    expect(api.put).not.toHaveBeenCalled();
    expect(await screen.findByText(/Disable shipper@haiyun.demo\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/admin/users/2", { enabled: false }));
  });

  it("shows the server's refusal when an admin would lock themselves out", async () => {
    const msg = "You cannot disable your own account or remove your own admin role";
    renderUsers({
      "PUT /admin/users/1": () => {
        throw new ApiError(msg, 400, { code: 1, msg, error_code: "ADMIN_SELF_LOCKOUT" });
      },
    });
    const row = await rowOf("admin@haiyun.demo");
    fireEvent.click(within(row).getByRole("switch"));
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    expect(await screen.findByText(msg)).toBeTruthy();
  });

  it("edits the roles in a dialog", async () => {
    renderUsers();
    const row = await rowOf("shipper@haiyun.demo");
    fireEvent.click(within(row).getByRole("button", { name: "Edit roles" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Edit roles: shipper@haiyun.demo")).toBeTruthy();
    // remove "Forwarder" from the selection
    const forwarder = within(dialog).getByTitle("Forwarder");
    fireEvent.click(forwarder.querySelector(".ant-select-selection-item-remove, [class*='remove']")!);
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/admin/users/2", { roles: ["shipper"] }));
  });
});
