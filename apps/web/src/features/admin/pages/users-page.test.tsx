import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
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
    company2: "",
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
    company2: "宁波李氏贸易",
    roles: ["shipper", "forwarder"],
    enabled: true,
    last_login_at: null,
    create_time: "2026-01-05T08:00:00Z",
  },
];

function renderUsers(routes: ApiRoutes = {}, route = "/admin/users") {
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
    { route, path: "/admin/users" },
  );
}

const rowOf = async (username: string) => must((await screen.findByText(username)).closest("tr"));
const cells = (row: HTMLElement) => [...row.querySelectorAll("td")].map((td) => td.textContent);
const location = () => screen.getByTestId("location").textContent;
const selectText = (label: string) => screen.getByLabelText(label, { selector: "input" }).closest(".ant-select")?.textContent;

describe("admin users page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists users with their roles in the reader's language and pages by 10", async () => {
    renderUsers();
    const row = await rowOf("shipper@haiyun.demo");
    expect(cells(row)).toEqual([
      "shipper@haiyun.demo",
      "LI MING",
      "NINGBO LI TRADING",
      "ShipperForwarder",
      expect.any(String),
      "",
      expect.stringMatching(/^01\/05\/2026 \d\d:\d\d$/),
      "Edit roles",
    ]);
    expect(within(row).getByRole("switch").getAttribute("aria-checked")).toBe("true");
    expect(document.querySelector(".ant-pagination-total-text")?.textContent).toBe("23 in total");
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
    expect(location()).toBe("/admin/users?keyword=li&role=forwarder&enabled=false");
  });

  it("starts again from page 1 when the page size changes", async () => {
    renderUsers();
    await rowOf("shipper@haiyun.demo");
    fireEvent.click(screen.getByTitle("2"));
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith("/admin/users", { page: 2, size: 10 }, expect.anything()));
    fireEvent.mouseDown(within(must(document.querySelector<HTMLElement>(".ant-pagination-options"))).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("50 / page"));
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith("/admin/users", { page: 1, size: 50 }, expect.anything()));
    expect(location()).toBe("/admin/users?size=50");
  });

  it("shows the search a shared link names in the filters, and Reset clears it", async () => {
    renderUsers({}, "/admin/users?keyword=li&role=forwarder&enabled=false&page=2");
    await rowOf("shipper@haiyun.demo");
    expect(api.get).toHaveBeenCalledWith(
      "/admin/users",
      { keyword: "li", role: "forwarder", enabled: "false", page: 2, size: 10 },
      expect.anything(),
    );
    expect(screen.getByLabelText<HTMLInputElement>("Search e-mail, contact or company").value).toBe("li");
    expect(selectText("Roles")).toBe("Forwarder");
    expect(selectText("Status")).toBe("Disabled");
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith("/admin/users", { page: 1, size: 10 }, expect.anything()));
    expect(location()).toBe("/admin/users");
    expect(screen.getByLabelText<HTMLInputElement>("Search e-mail, contact or company").value).toBe("");
  });

  it("disables a user only after confirmation", async () => {
    renderUsers();
    const row = await rowOf("shipper@haiyun.demo");
    fireEvent.click(within(row).getByRole("switch"));
    expect(api.put).not.toHaveBeenCalled();
    expect((await screen.findByText(/Disable shipper@haiyun.demo\?/)).textContent).toBe(
      "Disable shipper@haiyun.demo? The user will no longer be able to sign in.",
    );
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
    expect((await screen.findByText(msg)).textContent).toBe(msg);
  });

  it("edits the roles in a dialog", async () => {
    renderUsers();
    const row = await rowOf("shipper@haiyun.demo");
    fireEvent.click(within(row).getByRole("button", { name: "Edit roles" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector(".ant-modal-title")?.textContent).toBe("Edit roles: shipper@haiyun.demo");
    // remove "Forwarder" from the selection
    const forwarder = within(dialog).getByTitle("Forwarder");
    fireEvent.click(must(forwarder.querySelector(".ant-select-selection-item-remove, [class*='remove']")));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/admin/users/2", { roles: ["shipper"] }));
  });

  it("opens an account from a dialog: e-mail, name, company, roles; the server's refusal shows under the e-mail", async () => {
    const msg = "This e-mail is already registered";
    let calls = 0;
    renderUsers({
      "POST /admin/users": (body: unknown) => {
        calls += 1;
        if (calls === 1)
          throw new ApiError(msg, 409, {
            code: 1,
            msg,
            error_code: "USER_EMAIL_TAKEN",
            errors: [{ field: "username", message: msg }],
          });
        return { ...USERS[1], id: 9, ...(body as object), enabled: true, last_login_at: null };
      },
    });
    await rowOf("shipper@haiyun.demo");
    fireEvent.click(screen.getByRole("button", { name: /New user/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/a link to set their own password/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("Username"), { target: { value: "not-mail" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create and send the e-mail" }));
    expect(await within(dialog).findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText("Username"), { target: { value: " new@example.com " } });
    fireEvent.change(within(dialog).getByLabelText("Contact person"), { target: { value: "Jane Doe" } });
    fireEvent.change(within(dialog).getByLabelText("Company"), { target: { value: "ACME" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create and send the e-mail" }));
    expect(await within(dialog).findByText(msg)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create and send the e-mail" }));
    await waitFor(() => expect(calls).toBe(2));
    expect(api.post).toHaveBeenLastCalledWith("/admin/users", {
      username: "new@example.com",
      linkman: "Jane Doe",
      company1: "ACME",
      roles: ["shipper"],
    });
    expect(await screen.findByText("new@example.com created; the e-mail to set a password is on its way")).toBeInTheDocument();
  });
});
