import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { VALID_CONTAINER_NOS } from "../../../test/supply-fixtures";
import { dialogTitled, renderSupply } from "../test/render-supply";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// Bill redlines on the owner's side: the comment editor of the bill check, the flagged fields of
// the supply detail while the bill is returned (20), and the bill rounds — in both languages.

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
const REDLINES = [
  { field: "consignee.address1", text: "STREET NO IS 12" },
  { field: "containers[0].seal_no", text: "SEAL IS SL999" },
  { field: "marks_no", text: "ADD N/M" },
];
const ROUNDS = [
  {
    round: 1,
    published_at: "2026-03-06T08:00:00Z",
    decided_at: "2026-03-06T10:00:00Z",
    decision: "fail",
    reason: "PARTIES WRONG",
    comments: REDLINES,
  },
  { round: 2, published_at: "2026-03-06T11:30:00Z", decided_at: null, decision: null, reason: "", comments: [] },
];

/** Picks a field in a comment row's select by typing part of its name. */
async function pickField(row: HTMLElement, search: string, option: string) {
  const input = must(row.querySelector<HTMLInputElement>(".ant-select input"));
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: search } });
  // the options of this select's own list (another row's closing list may still be in the page)
  const item = await waitFor(() => {
    const list = must(document.getElementById(must(input.getAttribute("aria-controls"))));
    const dropdown = must(list.closest<HTMLElement>(".ant-select-dropdown"));
    return must([...dropdown.querySelectorAll<HTMLElement>(".ant-select-item-option")].find((el) => el.textContent === option));
  });
  fireEvent.click(item);
}

describe("bill check: comments pinned to fields", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(api.blob).mockResolvedValue({
      blob: new Blob(["%PDF-1.4"], { type: "application/pdf" }),
      filename: "bill-draft.pdf",
    });
  });

  it("sends the reason with a comment on a party's field and one on a container row (English)", async () => {
    await setTestLanguage("en-US");
    renderSupply(
      "/bookings/supply-detail/7",
      { status: ORDER_STATUS.AWAITING_BILL_CHECK },
      { "GET /order/document/7": { list: [BILL] }, "PUT /order/fail": null },
    );
    const dialog = await dialogTitled(`Confirm bill ${ORDER}`);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Fail" }));
    fireEvent.change(await within(dialog).findByLabelText("Reason for failing", { selector: "textarea" }), {
      target: { value: "SEE COMMENTS" },
    });
    expect(within(dialog).getByTestId("bill-comments").textContent).toContain("Field comments (optional)");
    fireEvent.click(within(dialog).getByRole("button", { name: /Add a comment/ }));
    // a row without its field or text is refused before anything is sent
    fireEvent.click(within(dialog).getByRole("button", { name: "Fail the bill" }));
    expect(await within(dialog).findByText("Please choose a field")).toBeInTheDocument();
    expect(within(dialog).getByText("Please enter the comment")).toBeInTheDocument();
    expect(api.put).not.toHaveBeenCalled();

    await pickField(within(dialog).getByTestId("bill-comment-0"), "Consignee · Address 1", "Consignee · Address 1");
    fireEvent.change(within(dialog).getByLabelText("Comment", { selector: "textarea" }), {
      target: { value: " STREET NO IS 12 " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: /Add a comment/ }));
    const second = await within(dialog).findByTestId("bill-comment-1");
    await pickField(second, "Seal", `Container row 1 ${VALID_CONTAINER_NOS[0]} · Seal number`);
    fireEvent.change(must(second.querySelector("textarea")), { target: { value: "SEAL IS SL999" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Fail the bill" }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith("/order/fail", {
        id: 7,
        reason: "SEE COMMENTS",
        comments: [
          { field: "consignee.address1", text: "STREET NO IS 12" },
          { field: "containers[0].seal_no", text: "SEAL IS SL999" },
        ],
      }),
    );
  });

  it("names the fields in Chinese and refuses one field twice", async () => {
    await setTestLanguage("zh-CN");
    renderSupply(
      "/bookings/supply-detail/7",
      { status: ORDER_STATUS.AWAITING_BILL_CHECK },
      { "GET /order/document/7": { list: [BILL] }, "PUT /order/fail": null },
    );
    const dialog = await dialogTitled(`确认提单 ${ORDER}`);
    fireEvent.click(within(dialog).getByRole("radio", { name: "驳回" }));
    expect((await within(dialog).findByTestId("bill-comments")).textContent).toContain("字段批注（可选）");
    fireEvent.click(within(dialog).getByRole("button", { name: /添加批注/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: /添加批注/ }));
    await pickField(within(dialog).getByTestId("bill-comment-0"), "唛头", "唛头");
    await pickField(within(dialog).getByTestId("bill-comment-1"), "唛头", "唛头");
    fireEvent.click(within(dialog).getByRole("button", { name: "驳回提单" }));
    expect(await within(dialog).findByText("该字段已有批注")).toBeInTheDocument();
  });
});

describe("supply detail: the flagged fields and the bill rounds", () => {
  beforeEach(() => vi.clearAllMocks());

  it.each([
    ["en-US", "Bill rounds", "2 round(s)", "Customer took 2 h 0 min", "Operations took 1 h 30 min", "Consignee · Address 1"],
    ["zh-CN", "提单轮次", "共 2 轮", "客户用时 2 小时 0 分", "操作部用时 1 小时 30 分", "收货人 · 地址1"],
  ])(
    "%s: outlines each flagged field with its comment and lists the rounds",
    async (language, title, count, customer, ops, name) => {
      await setTestLanguage(language as "en-US" | "zh-CN");
      renderSupply(
        "/bookings/supply-detail/7",
        { status: ORDER_STATUS.BILL_REJECTED, bill_redlines: REDLINES },
        { "GET /order/document/7": { list: [] }, "GET /order/7/bill-rounds": ROUNDS },
      );
      await screen.findByTestId("order-no");
      const consignee = must(document.querySelector('[data-redline="consignee.address1"]'));
      expect(consignee.textContent).toContain("STREET NO IS 12");
      expect(screen.getByTestId("party-2").contains(consignee)).toBe(true);
      expect(
        must(
          document.querySelector('[data-redline="containers[0].seal_no containers[0]"], [data-redline="containers[0].seal_no"]'),
        ).textContent,
      ).toContain("SEAL IS SL999");
      expect(must(document.querySelector('[data-redline="marks_no"]')).textContent).toContain("ADD N/M");
      // nothing else is outlined
      expect(document.querySelectorAll("[data-redline]")).toHaveLength(3);

      const rounds = await screen.findByTestId("bill-rounds");
      for (const text of [title, count, customer, ops]) expect(rounds.textContent).toContain(text);
      fireEvent.click(screen.getByText(title));
      const first = await screen.findByTestId("bill-round-1");
      expect(first.textContent).toContain("PARTIES WRONG");
      expect(first.textContent).toContain(name);
      expect(screen.getByTestId("bill-round-2")).toBeInTheDocument();
    },
  );

  it("outlines nothing once the next draft is out (the server answers no redlines)", async () => {
    await setTestLanguage("en-US");
    renderSupply(
      "/bookings/supply-detail/7",
      { status: ORDER_STATUS.AWAITING_BILL_CHECK, bill_redlines: [] },
      { "GET /order/document/7": { list: [] }, "GET /order/7/bill-rounds": ROUNDS },
    );
    await screen.findByTestId("bill-rounds");
    expect(document.querySelectorAll("[data-redline]")).toHaveLength(0);
  });
});
