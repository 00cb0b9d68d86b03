import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { documentOf, orderDetailOf } from "../test/orders-fixtures";
import { actionsBar, location, renderOrderDetail as renderDetail } from "../test/render-order-detail";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const buttonNames = async () =>
  [...(await actionsBar()).querySelectorAll("button")].map((button) => [button.textContent?.trim(), button.disabled]);
const dialogTitled = async (title: string) =>
  must((await screen.findByText(title, { selector: ".ant-modal-title" })).closest<HTMLElement>("[role=dialog]"));

describe("booking detail: actions and states", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("offers a draft edit, copy, cancel and delete; documents stay disabled", async () => {
    renderDetail({ status: ORDER_STATUS.DRAFT });
    expect(await buttonNames()).toEqual([
      ["Edit", false],
      ["Copy", false],
      ["Documents", true],
      ["Cancel booking", false],
      ["Delete draft", false],
    ]);
    expect(screen.getByTestId("order-no").textContent).toBe("HY260301000007");
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: /Edit/ }));
    await waitFor(() => expect(location()).toBe("/bookings/edit-fcl/7"));
  });

  it("lets an order awaiting booking be cancelled but not deleted", async () => {
    renderDetail({ status: ORDER_STATUS.AWAITING_BOOKING });
    expect(await buttonNames()).toEqual([
      ["Copy", false],
      ["Documents", true],
      ["Cancel booking", false],
    ]);
  });

  it("neither cancels nor deletes once confirmed; documents open from status 2; copy keeps the kind", async () => {
    renderDetail(
      { status: ORDER_STATUS.AWAITING_SUPPLY, container_mode: CONTAINER_MODE.LCL, container_mode_name: "LCL" },
      {
        "GET /order/document/7": [documentOf({ remark: "FIRST VERSION" })],
      },
    );
    expect(await buttonNames()).toEqual([
      ["Supply", false],
      ["Copy", false],
      ["Documents", false],
      // after confirmation a cancellation is asked for, not taken
      ["Request cancellation", false],
    ]);
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: /Copy/ }));
    await waitFor(() => expect(location()).toBe("/bookings/copy-lcl/7"));
  });

  it("lists the documents with name and remark, and downloads one with the session's headers", async () => {
    renderDetail(
      { status: ORDER_STATUS.AWAITING_BILL },
      { "GET /order/document/7": { list: [documentOf({ remark: "FIRST VERSION" })] } },
    );
    vi.mocked(api.download).mockResolvedValue(undefined);
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: /Documents/ }));
    const dialog = await dialogTitled("Order documents");
    const button = await within(dialog).findByRole("button", { name: "Download booking-confirmation.pdf" });
    const row = must(button.closest("tr"));
    expect(row.textContent).toContain("booking-confirmation.pdf");
    expect(row.textContent).toContain("FIRST VERSION");
    fireEvent.click(button);
    // no file name given: the one the server sends (Content-Disposition) is kept
    await waitFor(() => expect(api.download).toHaveBeenCalledWith("/api/file/31/abc123"));
    expect((await screen.findByText("Download started")).textContent).toBe("Download started");
  });

  it("says why a download failed", async () => {
    renderDetail({ status: ORDER_STATUS.AWAITING_BILL }, { "GET /order/document/7": { list: [documentOf({ url: "" })] } });
    vi.mocked(api.download).mockRejectedValue(new ApiError("Record not found", 404));
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: /Documents/ }));
    const dialog = await dialogTitled("Order documents");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Download booking-confirmation.pdf" }));
    // a document without its own url is read from the download route
    await waitFor(() => expect(api.download).toHaveBeenCalledWith("/document/download/1"));
    expect(await screen.findByText("The download failed: Record not found")).toBeInTheDocument();
  });

  it("says so when an order has no documents", async () => {
    renderDetail({ status: ORDER_STATUS.CANCELLED });
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: /Documents/ }));
    const dialog = await dialogTitled("Order documents");
    expect((await within(dialog).findByText("No documents")).textContent).toBe("No documents");
  });

  it.each([
    [4, "Confirm bill", "Confirm bill HY260301000007"],
    [5, "Pay", "Upload payment receipt HY260301000007"],
    [7, "Upload telex guarantee", "Upload telex guarantee HY260301000007"],
  ])("at status %i offers %s, which opens its dialog (never by itself on this page)", async (status, label, title) => {
    renderDetail({ status });
    expect((await buttonNames()).map(([name]) => name)).toEqual([label, "Copy", "Documents", "Request cancellation"]);
    expect(screen.queryByText(title, { selector: ".ant-modal-title" })).toBeNull();
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: label }));
    const dialog = await dialogTitled(title);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText(title, { selector: ".ant-modal-title" })).toBeNull());
  });

  it("asks for a reason before cancelling, and sends one idempotency key per action", async () => {
    const cancelled: unknown[] = [];
    renderDetail(
      { status: ORDER_STATUS.AWAITING_BOOKING },
      { "POST /order/7/cancel": (body: unknown) => cancelled.push(body) && null },
    );
    vi.mocked(api.post).mockRejectedValueOnce(new ApiError("network error", 0));
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: /Cancel booking/ }));
    const dialog = await dialogTitled("Cancel booking");
    expect(dialog.textContent).toContain("Cancel order HY260301000007? This cannot be undone.");
    const ok = () =>
      must(
        within(dialog)
          .getAllByRole("button")
          .find((button) => button.textContent === "Cancel booking"),
      );

    fireEvent.click(ok());
    expect((await within(dialog).findByText("Please give a reason")).textContent).toBe("Please give a reason");
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText("Reason for cancelling"), { target: { value: "PLANS CHANGED" } });
    fireEvent.click(ok());
    expect((await within(dialog).findByText("network error")).textContent).toBe("network error");
    // the same action again: the same key, so the server cannot cancel twice
    fireEvent.click(ok());
    await screen.findByText("Order HY260301000007 cancelled");
    const calls = vi.mocked(api.post).mock.calls;
    expect(calls.map(([url, body]) => [url, body])).toEqual([
      ["/order/7/cancel", { reason: "PLANS CHANGED" }],
      ["/order/7/cancel", { reason: "PLANS CHANGED" }],
    ]);
    const keys = calls.map(([, , init]) => init?.headers?.["Idempotency-Key"]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(cancelled).toEqual([{ reason: "PLANS CHANGED" }]);
  });

  it("uses a new key when the reason changes after a failure", async () => {
    renderDetail({ status: ORDER_STATUS.DRAFT }, { "POST /order/7/cancel": null });
    vi.mocked(api.post).mockRejectedValueOnce(new ApiError("network error", 0));
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: /Cancel booking/ }));
    const dialog = await dialogTitled("Cancel booking");
    const ok = () =>
      must(
        within(dialog)
          .getAllByRole("button")
          .find((button) => button.textContent === "Cancel booking"),
      );
    fireEvent.change(within(dialog).getByLabelText("Reason for cancelling"), { target: { value: "PLANS CHANGED" } });
    fireEvent.click(ok());
    await within(dialog).findByText("network error");
    fireEvent.change(within(dialog).getByLabelText("Reason for cancelling"), { target: { value: "WRONG PORT" } });
    fireEvent.click(ok());
    await screen.findByText("Order HY260301000007 cancelled");
    const keys = vi.mocked(api.post).mock.calls.map(([, , init]) => init?.headers?.["Idempotency-Key"]);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it("deletes a draft after confirmation and goes back to the list", async () => {
    renderDetail({ status: ORDER_STATUS.DRAFT }, { "DELETE /order/7": null });
    fireEvent.click(within(await actionsBar()).getByRole("button", { name: /Delete draft/ }));
    const dialog = await dialogTitled("Delete draft");
    expect(dialog.textContent).toContain("Delete draft HY260301000007? This cannot be undone.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(location()).toBe("/bookings"));
    expect(vi.mocked(api.delete).mock.calls).toEqual([["/order/7"]]);
  });

  it("says an order that is not there, or not yours, does not exist", async () => {
    renderDetail(null);
    expect((await screen.findByText("This order does not exist or is not yours.")).textContent).toBe(
      "This order does not exist or is not yours.",
    );
    // the app's own 404 picture in the theme colour, not antd's blue one
    expect(screen.getByTestId("illustration-404").parentElement?.style.color).toMatch(/^var\(--primary/);
    fireEvent.click(screen.getByRole("button", { name: "Back to My Bookings" }));
    await waitFor(() => expect(location()).toBe("/bookings"));
  });

  it("shows the same for an address that names no order id, without asking", async () => {
    renderDetail({}, {}, "/bookings/abc");
    await screen.findByText("This order does not exist or is not yours.");
    expect(vi.mocked(api.get).mock.calls.filter(([url]) => url.startsWith("/order"))).toEqual([]);
  });

  it("shows the error of a failed load and tries again", async () => {
    let failures = 1;
    renderDetail(null, {
      "GET /order/7": () => {
        if (failures-- > 0) throw new ApiError("The database is not answering", 500);
        return orderDetailOf({ id: 7, order_no: "HY260301000007" });
      },
    });
    const result = must((await screen.findByText("The order could not be loaded")).closest<HTMLElement>(".ant-result"));
    expect(result.textContent).toContain("The database is not answering");
    await act(async () => fireEvent.click(within(result).getByRole("button", { name: /Retry/ })));
    expect((await screen.findByTestId("order-no")).textContent).toBe("HY260301000007");
  });
});
