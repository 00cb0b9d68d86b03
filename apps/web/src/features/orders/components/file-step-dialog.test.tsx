import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { findUploadFailureText } from "../../../components/upload-failure.test-utils";
import { ApiError, api } from "../../../lib/api-client";
import { clickButton } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { FileStepDialog } from "./file-step-dialog";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ORDER = { id: 7, order_no: "HY260301000123" };

async function sendReceipt(upload: () => unknown) {
  const onClose = vi.fn();
  renderWithApi(<FileStepDialog order={ORDER} step="pay" open onClose={onClose} />, {
    antd: true,
    routes: { "UPLOAD /attachment": upload, "PUT /order/pay": null },
  });
  const file = new File(["%PDF-1.7"], "receipt.pdf", { type: "application/pdf" });
  fireEvent.change(must(document.querySelector<HTMLInputElement>("input[type=file]")), { target: { files: [file] } });
  await screen.findByText("receipt.pdf");
  clickButton("Upload and send");
  return onClose;
}

describe("payment receipt dialog: a failed upload", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("shows the server's message in a modal and takes no step", async () => {
    const msg = "The file could not be stored";
    const onClose = await sendReceipt(() => {
      throw new ApiError(msg, 500, { code: 1, msg });
    });
    expect(await findUploadFailureText()).toBe(msg);
    expect(api.put).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'unknown error' when the failure carries no message", async () => {
    await sendReceipt(() => {
      throw new ApiError("", 0);
    });
    expect(await findUploadFailureText()).toBe("Unknown error");
  });

  it("sends the stored file once when only the step was refused, and shows that refusal as a toast", async () => {
    const refused = new ApiError("Not now", 409, { code: 1, msg: "Not now" });
    vi.mocked(api.put).mockRejectedValueOnce(refused);
    await sendReceipt(() => ({ file: 55 }));
    expect(await screen.findByText("The action failed: Not now")).toBeInTheDocument();
    expect(document.querySelector(".ant-modal-confirm")).toBeNull();
    clickButton("Upload and send");
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(2));
    expect(api.upload).toHaveBeenCalledTimes(1);
    expect(api.put).toHaveBeenLastCalledWith("/order/pay", { id: 7, filename: 55 });
  });
});

describe("payment dialog: what is owed and where to pay", () => {
  const PAYEE = {
    name: "HAIYUN LOGISTICS (NINGBO) CO., LTD.",
    bank: "Bank of China, Ningbo Branch",
    account: "3581 0000 1234 5678",
    swift: "BKCHCNBJ92A",
    bank_address: "",
    note: "Quote the order number with the transfer.",
  };
  const EMPTY_PAYEE = { name: "", bank: "", account: "", swift: "", bank_address: "", note: "" };
  const openPay = (payment: unknown) =>
    renderWithApi(<FileStepDialog order={ORDER} step="pay" open onClose={() => undefined} />, {
      antd: true,
      routes: { "GET /order/7/payment": payment },
    });

  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("shows the invoice's amount in the reader's number format and the payee's account (en)", async () => {
    await setTestLanguage("en-US");
    openPay({ basis: "invoice", amount: "16480.5", currency: "USD", change_fees: [], payee: PAYEE });
    expect((await screen.findByTestId("pay-amount")).textContent).toBe("USD 16,480.50");
    expect(screen.getByText("As invoiced")).toBeInTheDocument();
    const payee = screen.getByTestId("pay-payee");
    for (const text of [PAYEE.name, PAYEE.bank, PAYEE.account, PAYEE.swift, PAYEE.note])
      expect(payee.textContent).toContain(text);
    // an empty setting is left out, not shown as an empty row
    expect(payee.textContent).not.toContain("Bank address");
  });

  it("shows the estimate with the change fees beside (zh)", async () => {
    await setTestLanguage("zh-CN");
    openPay({
      basis: "estimate",
      amount: "6200",
      currency: "USD",
      change_fees: [{ amount: "150", currency: "CNY", create_time: "2026-03-05T02:00:00.000Z" }],
      payee: PAYEE,
    });
    expect((await screen.findByTestId("pay-amount")).textContent).toBe("USD 6,200.00");
    expect(screen.getByText("按报价估算，以发票为准")).toBeInTheDocument();
    expect(screen.getByText("另有改单费 CNY 150.00（2026-03-05）")).toBeInTheDocument();
  });

  it("never adds change fees to an invoice, which includes them (en)", async () => {
    await setTestLanguage("en-US");
    openPay({
      basis: "invoice",
      amount: "6480",
      currency: "USD",
      change_fees: [{ amount: "150", currency: "CNY", create_time: "2026-03-05T02:00:00.000Z" }],
      payee: PAYEE,
    });
    expect((await screen.findByTestId("pay-amount")).textContent).toBe("USD 6,480.00");
    expect(screen.getByText("As invoiced")).toBeInTheDocument();
    expect(screen.queryByText(/change fee/i)).toBeNull();
  });

  it.each([
    ["en-US", "The amount is yet to be confirmed by operations; please contact us", /No payee account has been set up yet/],
    ["zh-CN", "金额待运营确认，请联系我们", /尚未设置收款账户/],
  ] as const)("says so when neither an amount nor a payee is known (%s)", async (language, unknown, noPayee) => {
    await setTestLanguage(language);
    openPay({ basis: "none", amount: null, currency: "", change_fees: [], payee: EMPTY_PAYEE });
    expect(await screen.findByText(unknown)).toBeInTheDocument();
    expect(screen.getByText(noPayee)).toBeInTheDocument();
    expect(screen.queryByTestId("pay-payee")).toBeNull();
  });
});
