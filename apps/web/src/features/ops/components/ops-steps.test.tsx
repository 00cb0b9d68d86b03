import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { clickButton, fieldOf, findToastKind, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { supplyRecordOf } from "../../../test/supply-fixtures";
import type { FileAction } from "../api/ops-steps";
import { opsOrderOf } from "../test/ops-fixtures";
import { AmendSiModal } from "./amend-si-modal";
import { FileActionModal } from "./file-action-modal";
import { OpsOrderActions } from "./ops-order-actions";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ORDER = "HY260301000123";
const ref = (id: number, name: string, code = "") => ({ id, code, type: 0, name, name_cn: name, name_en: name });
const REFERENCES = {
  "GET /currency": { list: [ref(1, "US Dollar", "USD"), ref(2, "Renminbi", "CNY")], total: 2 },
  "GET /container": { list: [ref(2, "40GP"), ref(3, "40HQ")], total: 2 },
  "GET /unit": { list: [ref(31, "CARTONS")], total: 1 },
  "GET /country": { list: [ref(45, "China", "CN")], total: 1 },
  "GET /system/dictionary": [{ name: "Method 1", value: 1 }],
};

async function chooseFile(name: string) {
  const file = new File(["%PDF-1.7"], name, { type: "application/pdf" });
  fireEvent.change(must(document.querySelector<HTMLInputElement>(".ant-modal input[type=file]")), { target: { files: [file] } });
  await screen.findByText(name);
}

function renderFileAction(action: FileAction, routes: Record<string, unknown>) {
  const onClose = vi.fn();
  renderWithApi(<FileActionModal target={{ id: 7, order_no: ORDER, mbl_no: "", action }} onClose={onClose} />, {
    antd: true,
    routes: { ...REFERENCES, "POST /ops/order/7/document": { file: 91, name: "x.pdf", url: "" }, ...routes },
  });
  return onClose;
}

describe("operations' steps with a document (the pinned wire contract)", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("publishes the bill: the draft uploaded as type 3, then its file and the MBL number", async () => {
    const onClose = renderFileAction("publish_bill", { "PUT /ops/order/7/bill": null });
    await screen.findByText(`Publish bill: ${ORDER}`);
    clickButton("Publish bill");
    expect((await screen.findAllByText("This field is required")).length).toBe(2);
    expect(api.post).not.toHaveBeenCalled();
    await chooseFile("bill-draft.pdf");
    typeInto("MBL number", "maeu123456789");
    clickButton("Publish bill");
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/ops/order/7/bill", { mbl_no: "MAEU123456789", file: 91 }));
    const form = must(vi.mocked(api.post).mock.calls[0])[1] as FormData;
    expect(form.get("document_type")).toBe("3");
    expect((form.get("file") as File).name).toBe("bill-draft.pdf");
    expect(await findToastKind(`Bill published: ${ORDER}`)).toBe("success");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("publishes a bill draft the portal writes from the instruction: no upload, its document named", async () => {
    const written = { id: 93, document_type: 3, type: 3, name: "BL-DRAFT.pdf", url: "/api/document/download/93", file: 93 };
    const onClose = renderFileAction("publish_bill", { "POST /ops/order/7/bill-draft": written, "PUT /ops/order/7/bill": null });
    await screen.findByText(`Publish bill: ${ORDER}`);
    fireEvent.click(await screen.findByLabelText("Write from the shipping instruction"));
    expect(await screen.findByRole("button", { name: /Preview the draft/ })).toBeInTheDocument();
    typeInto("MBL number", "maeu123456789");
    clickButton("Publish bill");
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/ops/order/7/bill", { mbl_no: "MAEU123456789", file: 93 }));
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(must(vi.mocked(api.post).mock.calls[0])[0]).toBe("/ops/order/7/bill-draft");
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("issues the invoice with an amount of at most 2 decimals and a currency", async () => {
    renderFileAction("issue_invoice", { "PUT /ops/order/7/invoice": null });
    await screen.findByText(`Issue invoice: ${ORDER}`);
    await chooseFile("invoice.pdf");
    typeInto("Amount", "12.345");
    fireEvent.mouseDown(fieldOf("Currency", "input"));
    fireEvent.click(await screen.findByTitle("USD US Dollar"));
    clickButton("Issue invoice");
    expect(await screen.findByText("An amount is greater than 0 with at most 2 decimals")).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();
    typeInto("Amount", "1250.50");
    clickButton("Issue invoice");
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith("/ops/order/7/invoice", { amount: "1250.50", currency: "USD", file: 91 }),
    );
    expect((must(vi.mocked(api.post).mock.calls[0])[1] as FormData).get("document_type")).toBe("4");
  });

  it("releases with the telex release uploaded as type 7", async () => {
    renderFileAction("release", { "PUT /ops/order/7/release": null });
    await screen.findByText(`Telex release: ${ORDER}`);
    await chooseFile("telex-release.pdf");
    clickButton("Release");
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/ops/order/7/release", { file: 91 }));
    expect((must(vi.mocked(api.post).mock.calls[0])[1] as FormData).get("document_type")).toBe("7");
  });

  it("rejects a payment with a reason (6 → 5)", async () => {
    renderWithApi(<OpsOrderActions order={opsOrderOf({ status: ORDER_STATUS.AWAITING_INVOICE })} />, {
      antd: true,
      routes: { ...REFERENCES, "PUT /ops/order/7/payment-reject": null },
    });
    clickButton(/Reject payment/);
    const dialog = must((await screen.findByText(`Reject payment: ${ORDER}`)).closest<HTMLElement>(".ant-modal"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole("textbox"), { target: { value: "AMOUNT DOES NOT MATCH" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Reject payment" }));
    const confirm = must(
      must((await screen.findAllByText(`Reject the payment of order ${ORDER}?`))[0]).closest<HTMLElement>(".ant-modal"),
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Reject payment" }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/ops/order/7/payment-reject", { reason: "AMOUNT DOES NOT MATCH" }));
  });
});

describe("operations amend a submitted instruction for a change fee", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("applies the supply rules, asks for the fee and a reason, and sends the amendment", async () => {
    const supply = supplyRecordOf({ status: ORDER_STATUS.AWAITING_BILL, submit_time: "2026-03-05T00:00:00Z" });
    renderWithApi(<AmendSiModal target={{ id: 7, order_no: ORDER, supply }} onClose={vi.fn()} />, {
      antd: true,
      routes: { ...REFERENCES, "GET /customer/contact": { list: [], total: 0 }, "PUT /ops/order/7/amend-si": null },
    });
    await screen.findByText(`Amend shipping instructions: ${ORDER}`);
    typeInto("Container number, row 1", "MSKU1234560");
    clickButton("Save the amendment");
    const failed = must(must((await screen.findAllByText("form validation failed"))[0]).closest<HTMLElement>(".ant-modal"));
    expect(failed.textContent).toContain("Wrong check digit: the container number should end in 5");
    expect(failed.textContent).toContain("This field is required");
    fireEvent.click(within(failed).getByRole("button", { name: "OK" }));

    typeInto("Container number, row 1", "MSKU1234565");
    typeInto("Change fee", "50");
    typeInto("Reason for the change", "CONSIGNEE NAME CORRECTED");
    clickButton("Save the amendment");
    const confirm = must(
      must((await screen.findAllByText(`Amend the shipping instructions of order ${ORDER}?`))[0]).closest<HTMLElement>(
        ".ant-modal",
      ),
    );
    expect(confirm.textContent).toContain("50 USD");
    fireEvent.click(within(confirm).getByRole("button", { name: "Save the amendment" }));
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    const [url, body] = must(vi.mocked(api.put).mock.calls[0]);
    expect(url).toBe("/ops/order/7/amend-si");
    expect(body).toMatchObject({
      fee: "50",
      currency: "USD",
      reason: "CONSIGNEE NAME CORRECTED",
      marks_no: "NO MARKS",
      containers: [{ id: 101, container_no: "MSKU1234565" }],
    });
    expect(body).not.toHaveProperty("action");
  });
});
