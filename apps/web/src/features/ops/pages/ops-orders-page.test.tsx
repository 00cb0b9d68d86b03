import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import type { ApiRoutes } from "../../../test/api-mock";
import { clickButton, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { CARRIERS, opsOrderOf } from "../test/ops-fixtures";
import OpsOrdersPage from "./ops-orders-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const WAITING = "1,3,6,8,20";
const ROW = opsOrderOf({
  vessel: "MSC ANNA",
  voyage: "012W",
  etd: "2026-05-10",
  eta: "2026-06-18",
  create_time: "2026-03-01T02:00:00.000Z",
});

function renderDesk(route = "/ops/orders", routes: ApiRoutes = {}) {
  renderWithApi(<OpsOrdersPage />, {
    antd: true,
    route,
    path: "/ops/orders",
    routes: {
      "GET /system/dictionary": [],
      "GET /port": { list: [], total: 0 },
      "GET /carrier": { list: CARRIERS, total: CARRIERS.length },
      "GET /ops/order": { list: [ROW], total: 1 },
      ...routes,
    },
  });
}

/** The queries the desk sent for its list. */
const listCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === "/ops/order")
    .map(([, query]) => query);
const location = () => decodeURIComponent(screen.getByTestId("location").textContent ?? "");

describe("operations desk", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("asks for the orders waiting for operations by default, 50 a page, and says so in the address", async () => {
    renderDesk();
    await screen.findByText("HY260301000123");
    expect(listCalls()).toEqual([{ page: 1, size: 50, status: WAITING }]);
    await waitFor(() => expect(location()).toBe(`/ops/orders?status=${WAITING}`));
  });

  it("lists every customer's order with its customer, route and vessel, and opens it", async () => {
    renderDesk();
    const row = must((await screen.findByText("HY260301000123")).closest("tr"));
    expect([...row.querySelectorAll("td")].map((td) => td.textContent)).toEqual([
      "HY260301000123",
      "NINGBO EVERBRIGHT TRADING CO., LTD.shipper@haiyun.demo",
      "Awaiting booking",
      "FCL",
      "Ningbo",
      "Hamburg",
      "Hamburg",
      "05/02/2026",
      "MAERSK",
      "MSC ANNA / 012W",
      "05/10/2026",
      // the ETA operations confirmed, beside the ETD
      "06/18/2026",
      "-",
      expect.stringMatching(/^03\/0[12]\/2026 \d\d:\d\d$/),
      "Open",
    ]);
    clickButton("Open");
    await waitFor(() => expect(location()).toBe("/ops/orders/7"));
  });

  it("sends no status when the filter is cleared to all", async () => {
    renderDesk("/ops/orders?status=all");
    await screen.findByText("HY260301000123");
    expect(listCalls()).toEqual([{ page: 1, size: 50, status: undefined }]);
    expect(location()).toBe("/ops/orders?status=all");
  });

  it("asks for the orders with a request awaiting operations, in any status", async () => {
    renderDesk(`/ops/orders?status=${WAITING}`);
    await screen.findByText("HY260301000123");
    fireEvent.mouseDown(screen.getByLabelText("Requests", { selector: "input" }));
    fireEvent.click(await screen.findByText("Awaiting operations (amendment, cancellation, SI revision, DG/OOG approval)"));
    clickButton("Search");
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, size: 50, status: undefined, request: "open" }));
    expect(location()).toBe("/ops/orders?status=all&request=open");
  });

  it("marks the special cargo beside the status, and the approval awaited", async () => {
    const special = opsOrderOf({
      id: 8,
      order_no: "HY260301000124",
      cargo_flags: ["oog", "dg"],
      special_cargo_status: "requested",
    });
    renderDesk(`/ops/orders?status=${WAITING}`, { "GET /ops/order": { list: [ROW, special], total: 2 } });
    const cell = async (orderNo: string) =>
      must(must((await screen.findByText(orderNo)).closest("tr")).querySelectorAll("td")[2]);
    expect((await cell("HY260301000124")).textContent).toBe("Awaiting bookingAwaiting DG/OOG approvalDGOOG");
    expect((await cell("HY260301000123")).textContent).toBe("Awaiting booking");
  });

  it("asks for the orders carrying a cargo flag, and reads it back from the address", async () => {
    renderDesk(`/ops/orders?status=${WAITING}`);
    await screen.findByText("HY260301000123");
    fireEvent.mouseDown(screen.getByLabelText("Cargo", { selector: "input" }));
    fireEvent.click(await screen.findByText("Out of gauge"));
    clickButton("Search");
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, size: 50, status: WAITING, cargo: "oog" }));
    expect(location()).toBe(`/ops/orders?status=${WAITING}&cargo=oog`);
  });

  it("keeps a cargo flag from the address in the form and the query", async () => {
    await setTestLanguage("zh-CN");
    renderDesk(`/ops/orders?status=${WAITING}&cargo=dg`);
    await screen.findByText("HY260301000123");
    expect(listCalls()).toEqual([{ page: 1, size: 50, status: WAITING, cargo: "dg" }]);
    const select = must(screen.getByLabelText("特种货", { selector: "input" }).closest(".ant-select"));
    expect(select.textContent).toContain("危险品");
  });

  it("searches by customer among the waiting orders, from page 1", async () => {
    renderDesk(`/ops/orders?status=${WAITING}&page=2`);
    await screen.findByText("HY260301000123");
    typeInto("Customer", "  everbright ");
    clickButton("Search");
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, size: 50, status: WAITING, customer: "everbright" }));
    expect(location()).toBe(`/ops/orders?status=${WAITING}&customer=everbright`);
  });

  it("says when nothing is waiting, and offers every order instead", async () => {
    renderDesk("/ops/orders", { "GET /ops/order": { list: [], total: 0 } });
    expect((await screen.findByText("Nothing is waiting for operations")).textContent).toBe("Nothing is waiting for operations");
    fireEvent.click(screen.getByRole("button", { name: "Show all orders" }));
    await waitFor(() => expect(location()).toBe("/ops/orders?status=all"));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ page: 1, size: 50, status: undefined }));
  });
});
