import { authoritiesOf } from "@haiyun/shared/constants/authorities";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client";
import { setToken } from "../../lib/session";
import { systemKeys } from "../../lib/system-config";
import { configPairs, routeApi } from "../../test/api-mock";
import { must } from "../../test/must";
import { renderPage, setTestLanguage } from "../../test/render";
import MainLayout from "./main-layout";

vi.mock("../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function userOf(role: string) {
  return { id: 1, username: `${role}@haiyun.demo`, roles: [role], authorities: authoritiesOf([role]) };
}

function renderLayout(role: string, config: Record<string, string> = {}, route = "/contacts") {
  setToken("a-token");
  routeApi(api, {
    "GET /system/config": configPairs(config),
    "GET /userinfo": userOf(role),
    "GET /notifications/unread-count": { unread: 3 },
  });
  return renderPage(
    <Routes>
      <Route element={<MainLayout />}>
        <Route path="*" element={<p>page</p>} />
      </Route>
    </Routes>,
    { route, path: "/*" },
  );
}

const nav = () => screen.getByRole("navigation", { name: "Main menu" });

describe("main layout", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists every page the admin may open in the side menu, the console under its own heading", async () => {
    renderLayout("admin");
    await within(nav()).findByRole("menuitem", { name: /Users$/ });
    const items = within(nav())
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    expect(items).toEqual([
      "Operations desk",
      "Operations dashboard",
      "Dashboard",
      "Shipping Quotes",
      "Rate Management",
      "My Bookings",
      "Contact Management",
      "Member Profile",
      "Shipper Alliance",
      "Users",
      "Reference data",
      "System settings",
    ]);
    const administration = must(within(nav()).getByText("Administration").closest("li"));
    expect(
      within(administration)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Users", "Reference data", "System settings"]);
    expect(within(nav()).getByRole("menuitem", { name: /Contact Management$/ }).className).toContain("selected");
  });

  it("shows a shipper only the shipper's pages, without the console heading", async () => {
    renderLayout("shipper");
    await within(nav()).findByRole("menuitem", { name: /Shipper Alliance$/ });
    expect(
      within(nav())
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Dashboard", "Shipping Quotes", "My Bookings", "Contact Management", "Member Profile", "Shipper Alliance"]);
    expect(within(nav()).queryByText("Administration")).toBeNull();
  });

  it.each(["shipper", "operator"])("puts the notification bell with its unread count in the %s's header", async (role) => {
    renderLayout(role);
    expect(await screen.findByRole("button", { name: "Notifications (3 unread)" })).toBeInTheDocument();
  });

  it("folds the menu to icons and back", async () => {
    renderLayout("shipper");
    await within(nav()).findByRole("menuitem", { name: /Shipper Alliance$/ });
    fireEvent.click(screen.getByRole("button", { name: "Collapse the menu" }));
    expect(await screen.findByRole("button", { name: "Expand the menu" })).toHaveProperty("ariaExpanded", "false");
  });

  it("offers no customer-service button when the config has no contact details and no chat", async () => {
    const { queryClient } = renderLayout("shipper");
    await waitFor(() => expect(queryClient.getQueryState(systemKeys.config())?.status).toBe("success"));
    await screen.findByText("Welcome, shipper");
    expect(screen.queryByRole("button", { name: "Customer service" })).toBeNull();
  });

  it("opens the chat when an online service is configured", async () => {
    window.$crisp = [];
    renderLayout("shipper", { online_service: "crisp:6a2f7c1e-demo" });
    fireEvent.click(await screen.findByRole("button", { name: "Customer service" }));
    expect(window.$crisp).toEqual([
      ["do", "chat:show"],
      ["do", "chat:open"],
    ]);
    expect(screen.queryByTestId("contact-details")).toBeNull();
    delete window.$crisp;
  });

  it("shows the config's contact e-mail, phone and fax behind the customer-service button", async () => {
    renderLayout("shipper", { web_contact_email: "service@haiyun.demo", web_contact_fax: "+86 574 8700 0001" });
    fireEvent.click(await screen.findByRole("button", { name: "Customer service" }));
    const details = await screen.findByTestId("contact-details");
    expect(within(details).getByRole("link", { name: "service@haiyun.demo" }).getAttribute("href")).toBe(
      "mailto:service@haiyun.demo",
    );
    expect(details.textContent).toContain("Fax:+86 574 8700 0001");
    expect(details.textContent).not.toContain("Phone");
    expect(screen.getByRole("button", { name: /Leave us a message/ })).toBeInTheDocument();
  });

  it("offers no message form when no contact e-mail would receive it", async () => {
    renderLayout("shipper", { web_contact_phone: "+86 574 8700 0000" });
    fireEvent.click(await screen.findByRole("button", { name: "Customer service" }));
    expect((await screen.findByTestId("contact-details")).textContent).toContain("+86 574 8700 0000");
    expect(screen.queryByRole("button", { name: /Leave us a message/ })).toBeNull();
  });

  it("tells an admin that the site is closed, with the tips the others see and the way to the setting", async () => {
    renderLayout("admin", { app_close: "true", app_close_tips: "Back at 22:00." });
    const banner = await screen.findByTestId("site-closed-banner");
    expect(banner.textContent).toContain("The site is closed for maintenance");
    expect(banner.textContent).toContain("Everyone else sees: Back at 22:00.");
    expect(within(banner).getByRole("link", { name: "Open system settings" }).getAttribute("href")).toBe("/admin/config");
  });

  it("shows no banner while the site is open", async () => {
    renderLayout("admin", { app_close: "false" });
    await within(nav()).findByRole("menuitem", { name: /Users$/ });
    expect(screen.queryByTestId("site-closed-banner")).toBeNull();
  });
});
