import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { api } from "../../../lib/api-client";
import { configPairs, routeApi } from "../../../test/api-mock";
import { renderPage, setTestLanguage } from "../../../test/render";
import { ORDER_STATUS_DICTIONARY, opsDashboardOf } from "../test/dashboard-fixtures";
import OpsDashboardPage from "./ops-dashboard-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function renderOpsDashboard(answer: unknown) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /system/dictionary": ORDER_STATUS_DICTIONARY,
    "GET /ops/dashboard": answer,
  });
  renderPage(
    <AntdProvider>
      <OpsDashboardPage />
    </AntdProvider>,
    { route: "/ops/dashboard" },
  );
}

describe("the operations dashboard", () => {
  beforeEach(() => setTestLanguage("en-US"));

  it("opens the desk filtered by a status from its card", async () => {
    renderOpsDashboard(opsDashboardOf());
    fireEvent.click(await screen.findByRole("link", { name: "Show the orders Awaiting booking (5)" }));
    expect(screen.getByTestId("location").textContent).toBe("/ops/orders?status=1");
  });

  it("gives each open status's orders by age, the empty statuses left out", async () => {
    renderOpsDashboard(opsDashboardOf());
    const table = await screen.findByRole("table", { name: "How long orders have waited in their status" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["Awaiting booking2102", "Awaiting shipping instructions0300"]);
  });

  it("lists the cut-offs due with the customer, linked to the desk's order", async () => {
    renderOpsDashboard(opsDashboardOf());
    const list = await screen.findByRole("list", { name: "Cut-offs in the next 72 hours (every customer)" });
    expect(within(list).getByRole("link", { name: "HY260613DESK01" }).getAttribute("href")).toBe("/ops/orders/51");
    expect(within(list).getByText(/Ocean Trading Co., Ltd./)).toBeInTheDocument();
    expect(screen.getByText("11 more")).toBeInTheDocument();
  });
});
