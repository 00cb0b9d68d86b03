import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { supplyRecordOf, VALID_CONTAINER_NOS } from "../../../test/supply-fixtures";
import { opsOrderOf } from "../test/ops-fixtures";
import OpsOrderPage from "./ops-order-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// Bill redlines on operations' side: while the bill is returned (20) the comments are listed by
// the actions and the flagged fields are outlined on the order and on the instruction sheet.

const REDLINES = [
  { field: "shipper.phone", text: "PHONE IS +86 574 1234" },
  { field: "vessel", text: "VESSEL IS MAERSK ESSEX II" },
  { field: "containers[0].seal_no", text: "SEAL IS SL999" },
];
const ROUNDS = [
  {
    round: 1,
    published_at: "2026-03-06T08:00:00Z",
    decided_at: "2026-03-07T09:30:00Z",
    decision: "fail",
    reason: "SEE COMMENTS",
    comments: REDLINES,
  },
];

function renderOrder(status: number, redlines = REDLINES) {
  const supply = supplyRecordOf({ status, submit_time: "2026-03-05T00:00:00Z", bill_redlines: redlines });
  renderWithApi(<OpsOrderPage />, {
    antd: true,
    route: "/ops/orders/7",
    path: "/ops/orders/:id",
    routes: {
      "GET /system/dictionary": [],
      "GET /ops/order/7": opsOrderOf({
        status,
        contacts: supply.contacts.map(({ country_name_en: _en, ...party }) => party),
        vessel: "MAERSK ESSEX",
        supply,
        documents: [],
        bill_fail_reason: "SEE COMMENTS",
        bill_redlines: redlines,
      }),
      "GET /order/7/events": { list: [] },
      "GET /order/7/bill-rounds": ROUNDS,
    },
  });
}

describe("ops order: the customer's redlines", () => {
  beforeEach(() => vi.clearAllMocks());

  it.each([
    [
      "en-US",
      "The customer's comments on the bill draft (3)",
      "Shipper · Phone",
      `Container row 1 ${VALID_CONTAINER_NOS[0]} · Seal number`,
      "Operations took",
    ],
    [
      "zh-CN",
      "客户对提单草稿的字段批注（3 条）",
      "发货人 · 电话",
      `第 1 行集装箱 ${VALID_CONTAINER_NOS[0]} · 封号`,
      "操作部用时",
    ],
  ])(
    "%s: lists the comments by the actions and outlines the fields on the order and the sheet",
    async (language, title, party, row, opsTime) => {
      await setTestLanguage(language as "en-US" | "zh-CN");
      renderOrder(ORDER_STATUS.BILL_REJECTED);
      const list = await screen.findByTestId("bill-redlines");
      expect(list.textContent).toContain(title);
      expect(list.textContent).toContain(`${party}: PHONE IS +86 574 1234`);
      expect(list.textContent).toContain(`${row}: SEAL IS SL999`);
      // the order's parties and summary
      const phone = must(document.querySelector('[data-redline="shipper.linkman shipper.phone shipper.email"]'));
      expect(phone.textContent).toContain("PHONE IS +86 574 1234");
      expect(must(document.querySelector('[data-redline="vessel"]')).textContent).toContain("VESSEL IS MAERSK ESSEX II");
      // the instruction sheet: the shipper's cell, vessel and voyage, the row's seal
      const sheet = await screen.findByTestId("si-sheet");
      expect(must(sheet.querySelector('[data-redline="shipper"]')).textContent).toContain("PHONE IS +86 574 1234");
      expect(must(sheet.querySelector('[data-redline="vessel voyage"]')).textContent).toContain("VESSEL IS MAERSK ESSEX II");
      expect(must(sheet.querySelector('[data-redline="containers[0].seal_no"]')).textContent).toContain("SEAL IS SL999");
      const rounds = await screen.findByTestId("bill-rounds");
      expect(rounds.textContent).toContain(opsTime);
      fireEvent.click(must(rounds.querySelector(".ant-collapse-header")));
      expect((await screen.findByTestId("bill-round-1")).textContent).toContain(party);
    },
  );

  it("outlines nothing and lists nothing without redlines", async () => {
    await setTestLanguage("en-US");
    renderOrder(ORDER_STATUS.AWAITING_BILL_CHECK, []);
    await screen.findByTestId("bill-rounds");
    expect(screen.queryByTestId("bill-redlines")).toBeNull();
    expect(document.querySelectorAll("[data-redline]")).toHaveLength(0);
  });
});
