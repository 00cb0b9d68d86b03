import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { api } from "../../../lib/api-client";
import { configPairs, routeApi } from "../../../test/api-mock";
import { renderPage, setTestLanguage } from "../../../test/render";
import { customerDashboardOf, NO_ORDERS, ORDER_STATUS_DICTIONARY } from "../test/dashboard-fixtures";
import DashboardPage from "./dashboard-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function renderDashboard(answer: unknown) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /system/dictionary": ORDER_STATUS_DICTIONARY,
    "GET /dashboard": answer,
  });
  renderPage(
    <AntdProvider>
      <DashboardPage />
    </AntdProvider>,
    { route: "/dashboard" },
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("the customer's dashboard", () => {
  beforeEach(() => setTestLanguage("en-US"));

  it("shows the cards' shapes while its figures are on their way", async () => {
    renderDashboard(() => new Promise(() => {}));
    expect(await screen.findByRole("region", { name: "Loading the dashboard…" })).toBeInTheDocument();
  });

  it("opens the bookings list filtered by a status from its card", async () => {
    renderDashboard(customerDashboardOf());
    const card = await screen.findByRole("link", { name: "Show the orders Awaiting payment (2)" });
    // statuses without orders get no card
    expect(screen.queryByRole("link", { name: /Awaiting booking/ })).toBeNull();
    fireEvent.click(card);
    expect(location()).toBe("/bookings?status=5");
  });

  it("lists what is due with links to the orders, the cut-off in port time", async () => {
    renderDashboard(customerDashboardOf());
    const cutOffs = await screen.findByRole("list", { name: "Cut-offs" });
    expect(within(cutOffs).getByRole("link", { name: "HY260612ABCDEF" }).getAttribute("href")).toBe("/bookings/31");
    expect(within(cutOffs).getByText(/06-16 17:00 Shanghai/)).toBeInTheDocument();
    const bills = screen.getByRole("list", { name: "Bills of lading to check" });
    expect(within(bills).getByRole("link", { name: "HY260601BILL01" }).getAttribute("href")).toBe("/bookings/41");
    expect(screen.getByRole("link", { name: "View all" }).getAttribute("href")).toBe("/bookings?status=4");
  });

  it("sums the year's TEU and names the top lanes", async () => {
    renderDashboard(customerDashboardOf());
    expect(await screen.findByText("19 TEU in 2 orders over 12 months")).toBeInTheDocument();
    const lanes = screen.getByRole("list", { name: "Top lanes (last 12 months)" });
    expect(within(lanes).getByText("Shanghai → Rotterdam")).toBeInTheDocument();
    expect(within(lanes).getByText("14 TEU · 4 orders")).toBeInTheDocument();
  });

  it("offers the first booking when there is no order yet", async () => {
    renderDashboard(NO_ORDERS);
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /New FCL booking/ }));
    expect(location()).toBe("/bookings/create-fcl");
  });

  it("says when the figures could not be loaded, and tries again", async () => {
    let calls = 0;
    renderDashboard(() => {
      calls += 1;
      if (calls === 1) throw new Error("Server error");
      return customerDashboardOf();
    });
    expect(await screen.findByText("The dashboard could not be loaded")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Show the orders Completed (7)" })).toBeInTheDocument();
  });

  it("speaks Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderDashboard(customerDashboardOf());
    expect(await screen.findByRole("heading", { name: "工作台" })).toBeInTheDocument();
    expect(await screen.findByText("72 小时内待办")).toBeInTheDocument();
  });
});
