import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { dialogTitled, notFound, renderSupply } from "../test/render-supply";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ORDER = "HY260301000007";
const BILL = {
  id: 41,
  document_type: DOCUMENT_TYPE.BILL_DRAFT,
  document_type_name: "Bill of lading",
  type: DOCUMENT_TYPE.BILL_DRAFT,
  name: "bill-draft.pdf",
  remark: "",
  url: "/api/document/download/41",
  create_time: "2026-03-06T08:00:00Z",
};
const documents = (list: unknown[]) => ({ "GET /order/document/7": { list } });
const fileOf = (name: string, size: number, type = "application/pdf") => {
  const file = new File(["%PDF-1.4"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
};
/** Chooses a file and waits until the upload list shows it (antd takes it in asynchronously). */
async function choose(dialog: HTMLElement, file: File) {
  fireEvent.change(must(dialog.querySelector<HTMLInputElement>("input[type=file]")), { target: { files: [file] } });
  await within(dialog).findByText(file.name);
}
const modalTitles = () => [...document.querySelectorAll(".ant-modal-title")].map((title) => title.textContent);

describe("supply detail: states and auto-opening dialogs", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
    vi.mocked(api.blob).mockResolvedValue({
      blob: new Blob(["%PDF-1.4"], { type: "application/pdf" }),
      filename: "bill-draft.pdf",
    });
  });

  it.each([
    [4, [BILL], `Confirm bill ${ORDER}`],
    [5, [], `Upload payment receipt ${ORDER}`],
    [7, [], `Upload telex guarantee ${ORDER}`],
  ])("at status %i opens its dialog by itself", async (status, list, title) => {
    renderSupply("/bookings/supply-detail/7", { status, submit_time: "2026-03-05T00:00:00Z" }, documents(list));
    expect((await dialogTitled(title)).textContent).toContain(title);
  });

  it("at status 4 without a bill draft, and at 3, 6 or 8, opens nothing", async () => {
    for (const status of [4, 3, 6, 8]) {
      const { unmount } = renderSupplyOnce(status);
      await screen.findByTestId("order-actions");
      // the documents were asked and answered: nothing will open
      await waitFor(() => expect(screen.getByTestId("order-no").textContent).toBe(ORDER));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(modalTitles().filter((title) => /Confirm bill|Upload payment|Upload telex/.test(title ?? ""))).toEqual([]);
      unmount();
    }
  });

  it("shows the instruction read-only: parties, marks, description, rows and totals, and its printable sheet", async () => {
    renderSupply("/bookings/supply-detail/7", { status: ORDER_STATUS.AWAITING_BILL });
    await screen.findByTestId("order-no");
    expect(screen.getByTestId("party-3").textContent).toContain("HAMBURG CUSTOMS BROKER KG");
    expect(screen.getByText("NO MARKS").textContent).toBe("NO MARKS");
    expect(screen.getByTestId("supply-totals").textContent).toBe("Total: 100 CARTONS, 8,000 KG, 60 CBM");
    expect(screen.queryByLabelText("Marks", { selector: "textarea" })).toBeNull();
    fireEvent.click(screen.getByText("Shipping instruction sheet (printable)"));
    expect((await screen.findByTestId("si-sheet")).textContent).toContain("MAERSK ESSEX / 612W");
  });

  it("sends a cancelled order to its plain detail and one awaiting supply to the form", async () => {
    renderSupply("/bookings/supply-detail/7", { status: ORDER_STATUS.CANCELLED });
    expect((await screen.findByRole("link", { name: "View the order" })).getAttribute("href")).toBe("/bookings/7");
  });

  it("replaces the page when the load fails, says not found for someone else's order, and no data for none", async () => {
    renderSupply("/bookings/supply-detail/7", new ApiError("server error", 500));
    expect(await screen.findByText("The supply detail could not be loaded")).toBeInTheDocument();
    expect(screen.queryByTestId("order-actions")).toBeNull();
  });

  it("says not found for an order that is not the caller's", async () => {
    renderSupply("/bookings/supply-detail/7", notFound());
    expect((await screen.findByText("Order not found")).textContent).toBe("Order not found");
    expect(screen.getByTestId("illustration-404")).toBeInTheDocument();
  });

  it("says no data when the server answers none", async () => {
    renderSupply("/bookings/supply-detail/7", null);
    expect((await screen.findByText("no data")).textContent).toBe("no data");
  });
});

function renderSupplyOnce(status: number) {
  renderSupply("/bookings/supply-detail/7", { status }, documents([]));
  return { unmount: () => document.body.replaceChildren() };
}

describe("bill confirm dialog", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
    vi.mocked(api.blob).mockResolvedValue({
      blob: new Blob(["%PDF-1.4"], { type: "application/pdf" }),
      filename: "bill-draft.pdf",
    });
  });

  it("shows the bill draft fetched with the session's headers, and passes it", async () => {
    renderSupply(
      "/bookings/supply-detail/7",
      { status: ORDER_STATUS.AWAITING_BILL_CHECK },
      { ...documents([BILL]), "PUT /order/pass": null },
    );
    const dialog = await dialogTitled(`Confirm bill ${ORDER}`);
    await waitFor(() => expect(dialog.querySelector("iframe[title='bill-draft.pdf']")).not.toBeNull());
    expect(api.blob).toHaveBeenCalledWith("/api/document/download/41", expect.anything());
    fireEvent.click(within(dialog).getByRole("button", { name: "Pass the bill" }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/order/pass", { id: 7 }));
    expect(await screen.findByText(`Bill confirmed: ${ORDER}`)).toBeInTheDocument();
  });

  it("fails it only with a reason", async () => {
    renderSupply(
      "/bookings/supply-detail/7",
      { status: ORDER_STATUS.AWAITING_BILL_CHECK },
      { ...documents([BILL]), "PUT /order/fail": null },
    );
    const dialog = await dialogTitled(`Confirm bill ${ORDER}`);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Fail" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Fail the bill" }));
    expect((await within(dialog).findByText("This field is required")).textContent).toBe("This field is required");
    expect(api.put).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText("Reason for failing", { selector: "textarea" }), {
      target: { value: "CONSIGNEE ADDRESS IS WRONG" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Fail the bill" }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/order/fail", { id: 7, reason: "CONSIGNEE ADDRESS IS WRONG" }));
  });

  it("shows the server's refusal and stays open", async () => {
    const refused = new ApiError("refused", 409, {
      code: 1,
      msg: "This order's status (Awaiting payment) does not allow this action",
    });
    renderSupply(
      "/bookings/supply-detail/7",
      { status: ORDER_STATUS.AWAITING_BILL_CHECK },
      { ...documents([BILL]), "PUT /order/pass": () => Promise.reject(refused) },
    );
    const dialog = await dialogTitled(`Confirm bill ${ORDER}`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Pass the bill" }));
    expect(
      await screen.findByText("The action failed: This order's status (Awaiting payment) does not allow this action"),
    ).toBeInTheDocument();
  });
});

describe("supply detail: the sailing", () => {
  it.each([
    ["en-US", "03/20/2026", "04/18/2026"],
    ["zh-CN", "2026-03-20", "2026-04-18"],
  ])("shows the ETD and ETA operations entered (%s)", async (language, etdText, etaText) => {
    await setTestLanguage(language as "en-US" | "zh-CN");
    renderSupply("/bookings/supply-detail/7", { status: ORDER_STATUS.AWAITING_BILL, etd: "2026-03-20", eta: "2026-04-18" });
    const shownFor = async (label: string) =>
      must(must((await screen.findByText(label)).closest(".ant-descriptions-item-label")).nextElementSibling).textContent;
    expect(await shownFor("ETD")).toBe(etdText);
    expect(await shownFor("ETA")).toBe(etaText);
  });
});

describe("payment receipt and telex guarantee dialogs", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("requires a receipt, refuses another kind or more than 10 MB before sending, then uploads and pays", async () => {
    renderSupply(
      "/bookings/supply-detail/7",
      { status: ORDER_STATUS.AWAITING_PAYMENT },
      { "UPLOAD /attachment": { file: 55, name: "receipt.pdf", url: "" }, "PUT /order/pay": null },
    );
    const dialog = await dialogTitled(`Upload payment receipt ${ORDER}`);
    const ok = () => fireEvent.click(within(dialog).getByRole("button", { name: "Upload and send" }));
    ok();
    expect((await within(dialog).findByText("Please choose a file")).textContent).toBe("Please choose a file");
    await choose(dialog, fileOf("setup.exe", 1000, "application/octet-stream"));
    ok();
    expect(await within(dialog).findByText("Only jpg, jpeg, png, pdf files are allowed")).toBeInTheDocument();
    // (another name each time: the browser, and React, see no change in a file input choosing the same name)
    await choose(dialog, fileOf("receipt-scan.pdf", 10 * 1024 * 1024 + 1));
    ok();
    expect(await within(dialog).findByText("file size cannot exceed 10MB")).toBeInTheDocument();
    expect(api.upload).not.toHaveBeenCalled();

    await choose(dialog, fileOf("receipt.pdf", 10 * 1024 * 1024));
    ok();
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/order/pay", { id: 7, filename: 55 }));
    const [url, form, , init] = must(vi.mocked(api.upload).mock.calls[0]);
    expect(url).toBe("/attachment");
    expect((form as FormData).get("order_id")).toBe("7");
    expect((form as FormData).get("document_type")).toBe("5");
    expect(((form as FormData).get("file") as File).name).toBe("receipt.pdf");
    expect(init?.headers?.["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(`Payment receipt sent: ${ORDER}`)).toBeInTheDocument();
  });

  it("takes a Word guarantee letter but not a spreadsheet", async () => {
    renderSupply(
      "/bookings/supply-detail/7",
      { status: ORDER_STATUS.AWAITING_TELEX_UPLOAD },
      { "UPLOAD /attachment": { file: 56, name: "g.docx", url: "" }, "PUT /order/telex": null },
    );
    const dialog = await dialogTitled(`Upload telex guarantee ${ORDER}`);
    const ok = () => fireEvent.click(within(dialog).getByRole("button", { name: "Upload and send" }));
    await choose(dialog, fileOf("guarantee.xlsx", 2000, "application/vnd.ms-excel"));
    ok();
    expect(await within(dialog).findByText("Only jpg, jpeg, png, pdf, doc, docx files are allowed")).toBeInTheDocument();
    await choose(dialog, fileOf("guarantee.docx", 2000, "application/msword"));
    ok();
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/order/telex", { id: 7, filename: 56 }));
    expect((must(vi.mocked(api.upload).mock.calls[0])[1] as FormData).get("document_type")).toBe("6");
  });
});
