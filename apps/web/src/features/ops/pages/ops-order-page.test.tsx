import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import type { OrderDocument } from "@haiyun/shared/schemas/order-view";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import type { ApiRoutes } from "../../../test/api-mock";
import { clickButton, findToastKind, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { opsOrderOf } from "../test/ops-fixtures";
import OpsOrderPage from "./ops-order-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const EVENTS = {
  list: [
    {
      id: 1,
      action: "submit",
      from_status: ORDER_STATUS.DRAFT,
      to_status: ORDER_STATUS.AWAITING_BOOKING,
      actor: "shipper@haiyun.demo",
      actor_role: "owner",
      reason: "",
      file_name: "",
      file_url: "",
      create_time: "2026-03-01T02:00:00.000Z",
    },
  ],
};

function renderOrder(route = "/ops/orders/7", routes: ApiRoutes = {}) {
  renderWithApi(<OpsOrderPage />, {
    antd: true,
    route,
    path: "/ops/orders/:id",
    routes: {
      "GET /system/dictionary": [],
      "GET /ops/order/7": opsOrderOf(),
      "GET /order/7/events": EVENTS,
      ...routes,
    },
  });
}

const documentOf = (overrides: Partial<OrderDocument>): OrderDocument => ({
  id: 1,
  document_type: DOCUMENT_TYPE.BOOKING_CONFIRMATION,
  document_type_name: "Booking confirmation",
  type: DOCUMENT_TYPE.BOOKING_CONFIRMATION,
  name: "booking-confirmation.pdf",
  remark: "",
  url: "/api/document/download/1",
  create_time: "2026-03-03T08:00:00Z",
  replaced_by: null,
  ...overrides,
});

const orderCalls = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === "/ops/order/7").length;
const buttonNames = () => screen.queryAllByRole("button").map((button) => button.textContent);

describe("an order on the operations desk", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows the order, its customer, its timeline and the actions of its status", async () => {
    renderOrder();
    expect((await screen.findByRole("heading", { level: 4 })).textContent).toBe("HY260301000123");
    const customer = must(screen.getByText("Customer company").closest(".ant-descriptions"));
    expect(customer.textContent).toBe("Customer companyNINGBO EVERBRIGHT TRADING CO., LTD.Login e-mailshipper@haiyun.demo");
    await waitFor(() => expect(vi.mocked(api.get).mock.calls.some(([url]) => url === "/order/7/events")).toBe(true));
    expect(buttonNames()).toEqual(
      expect.arrayContaining(["Confirm booking", "Reject booking", "Cancel order", "Upload document"]),
    );
  });

  it("says the order is not found on a 404 (someone else's and a missing order alike)", async () => {
    renderOrder("/ops/orders/8", {
      "GET /ops/order/8": () => {
        throw new ApiError("Not found", 404, { code: 1, msg: "Not found", error_code: "NOT_FOUND" });
      },
    });
    expect((await screen.findByText("Order not found")).textContent).toBe("Order not found");
    expect(screen.getByTestId("illustration-404")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the operations desk" }).getAttribute("href")).toBe("/ops/orders");
  });

  it("does not ask the server for an address that is no order id", async () => {
    renderOrder("/ops/orders/abc", {});
    expect((await screen.findByText("Order not found")).textContent).toBe("Order not found");
    expect(vi.mocked(api.get).mock.calls.filter(([url]) => url.startsWith("/ops/order"))).toEqual([]);
  });

  it("shows the server's message and reloads the order when someone moved it first (409)", async () => {
    const msg = "This action is not allowed in the order's current status";
    renderOrder("/ops/orders/7", {
      // the customer cancelled meanwhile: the second look finds the order cancelled
      "GET /ops/order/7": () => opsOrderOf(orderCalls() > 1 ? { status: ORDER_STATUS.CANCELLED, status_name: "Cancelled" } : {}),
      "PUT /ops/order/7/reject": () => {
        throw new ApiError(msg, 409, { code: 1, msg, error_code: "ORDER_INVALID_TRANSITION" });
      },
    });
    await screen.findByRole("heading", { level: 4 });
    clickButton(/Reject booking$/);
    typeInto("Reason", "No space");
    const form = must((await screen.findByText("Reason", { selector: "label" })).closest("form"));
    fireEvent.click(within(form).getByRole("button", { name: "Reject booking" }));
    const dialog = must(
      (await screen.findByText(/^Reject the booking/, { selector: ".ant-modal-confirm-title" })).closest<HTMLElement>(
        ".ant-modal-confirm",
      ),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject booking" }));
    expect(await findToastKind(msg)).toBe("error");
    await waitFor(() => expect(orderCalls()).toBe(2));
    expect((await screen.findAllByText("Cancelled")).length).toBeGreaterThan(0);
    await waitFor(() => expect(buttonNames()).not.toContain("Reject booking"));
    expect(buttonNames()).not.toContain("Cancel order");
  });
  it("shows the sailing operations confirmed: ETD and ETA beside vessel and voyage", async () => {
    renderOrder("/ops/orders/7", {
      "GET /ops/order/7": opsOrderOf({
        status: ORDER_STATUS.AWAITING_SUPPLY,
        vessel: "MAERSK ESSEX",
        voyage: "612W",
        etd: "2026-04-10",
        eta: "2026-05-20",
      }),
    });
    await screen.findByRole("heading", { level: 4 });
    const summary = must(screen.getByText("Vessel").closest(".ant-descriptions"));
    expect(
      within(summary as HTMLElement)
        .getByText("ETD")
        .closest("th")?.nextElementSibling?.textContent,
    ).toBe("04/10/2026");
    expect(
      within(summary as HTMLElement)
        .getByText("ETA")
        .closest("th")?.nextElementSibling?.textContent,
    ).toBe("05/20/2026");
  });

  it.each([
    ["en-US", "Documents (3)", "2 earlier versions", "Earlier version", "Download"],
    ["zh-CN", "订单文件（3）", "另有 2 个旧版本", "旧版本", "下载"],
  ] as const)(
    "lists the order's documents in the customer's dialog, replaced ones folded (%s)",
    async (language, button, folded, earlier, download) => {
      await setTestLanguage(language);
      const manifest = (id: number, replaced_by: number | null) =>
        documentOf({
          id,
          document_type: DOCUMENT_TYPE.MANIFEST,
          type: DOCUMENT_TYPE.MANIFEST,
          document_type_name: "Manifest",
          name: `manifest-${id}.xlsx`,
          replaced_by,
        });
      renderOrder("/ops/orders/7", {
        "GET /ops/order/7": opsOrderOf({
          status: ORDER_STATUS.AWAITING_BILL_CHECK,
          documents: [
            manifest(13, null),
            documentOf({
              id: 12,
              document_type: DOCUMENT_TYPE.PAYMENT_RECEIPT,
              type: DOCUMENT_TYPE.PAYMENT_RECEIPT,
              name: "receipt.pdf",
              remark: "PAID IN FULL",
            }),
            manifest(11, 13),
            manifest(10, 13),
            documentOf({ id: 9, name: "booking-confirmation.pdf" }),
          ],
        }),
      });
      await screen.findByRole("heading", { level: 4 });
      fireEvent.click(screen.getByRole("button", { name: new RegExp(button.replace(/[()（）]/g, ".")) }));
      const dialog = (await screen.findByRole("dialog")) as HTMLElement;
      expect(within(dialog).getByText("manifest-13.xlsx")).toBeInTheDocument();
      expect(within(dialog).getByText("PAID IN FULL")).toBeInTheDocument();
      expect(within(dialog).getByText("booking-confirmation.pdf")).toBeInTheDocument();
      // the replaced manifests wait under the current one
      expect(within(dialog).queryByText("manifest-11.xlsx")).toBeNull();
      expect(within(dialog).getAllByRole("button", { name: new RegExp(`^${download}`) })).toHaveLength(3);
      fireEvent.click(within(dialog).getByRole("button", { name: new RegExp(`${folded}$`) }));
      expect(await within(dialog).findByText("manifest-11.xlsx")).toBeInTheDocument();
      expect(within(dialog).getByText("manifest-10.xlsx")).toBeInTheDocument();
      expect(within(dialog).getAllByText(new RegExp(`^${earlier} ·`))).toHaveLength(2);
      // the view answered the list: no second request for it
      expect(vi.mocked(api.get).mock.calls.some(([url]) => url === "/order/document/7")).toBe(false);
    },
  );
});
