import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setTestLanguage } from "../../../test/render";
import { renderOrderDetail } from "../test/render-order-detail";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// The booking's versions on its detail: each unfolds to its field-level diff, fields named in the
// reader's language; the open amendment request shows with its tag and its changes.

const VERSIONS = [
  { version: 1, created_at: "2026-03-01T08:00:00Z", by: "LI MING", reason: "", diff: [] },
  {
    version: 2,
    created_at: "2026-03-03T08:00:00Z",
    by: "OPS ZHANG",
    reason: "MORE CARGO",
    diff: [
      { field: "consignee.company1", before: "ROTTERDAM IMPORTS B.V.", after: "HAMBURG IMPORTS GMBH" },
      { field: "spaces[1].count", before: 1, after: 2 },
      { field: "cargos[2]", before: null, after: { description: "COTTON TOWELS", weight: 240 } },
      { field: "vessel", before: "MAERSK ESSEX", after: "MAERSK ELBA" },
      { field: "pod_id", before: 12, after: 13 },
      { field: "cut_offs.DCO", before: "2026-03-08T18:00:00+08:00", after: "2026-03-09T10:00:00+08:00" },
    ],
  },
];
const PORT = (id: number, name: string) => ({ id, code: "", type: 1, name, name_cn: name, name_en: name, country_id: null });
const STATE = {
  update_status: null,
  feedbacks: [],
  amendment: {
    id: 3,
    status: "requested",
    reason: "MORE CARGO",
    requested_at: "2026-03-03T07:00:00Z",
    decided_at: null,
    decision_reason: "",
    diff: [{ field: "remark", before: "HANDLE WITH CARE", after: "FRAGILE" }],
    booking: {},
  },
};

function renderWithVersions() {
  renderOrderDetail(
    { status: ORDER_STATUS.AWAITING_BILL, amendment_status: "requested" },
    {
      "GET /order/7/versions": VERSIONS,
      "GET /order/7/amendment-state": STATE,
      "GET /port": { list: [PORT(12, "Rotterdam"), PORT(13, "Hamburg")], total: 2 },
    },
  );
}

describe("the booking's versions and its amendment request", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("lists the versions and unfolds one to its diff (English)", async () => {
    await setTestLanguage("en-US");
    renderWithVersions();
    const list = await screen.findByTestId("order-versions");
    expect(list.textContent).toContain("Version 2");
    expect(list.textContent).toContain("6 changes");
    fireEvent.click(within(list).getByText("Version 2"));
    const table = await within(list).findByTestId("field-changes");
    expect(table.textContent).toContain("Consignee · Company name 1");
    expect(table.textContent).toContain("ROTTERDAM IMPORTS B.V.");
    expect(table.textContent).toContain("HAMBURG IMPORTS GMBH");
    expect(table.textContent).toContain("Spaces, row 2 · Count");
    expect(table.textContent).toContain("Cargo, row 3 (added)");
    expect(table.textContent).toContain("Vessel");
    // a reference id reads by its name
    await within(table).findByText("Hamburg");
    expect(table.textContent).toContain("Rotterdam");
    // a cut-off in the port of loading's time with its offset, never a UTC instant
    expect(table.textContent).toContain("2026-03-08 18:00 (UTC+8)");
    expect(table.textContent).toContain("2026-03-09 10:00 (UTC+8)");
    expect(table.textContent).not.toContain("T18:00");
    expect(list.textContent).toContain("Reason: MORE CARGO");
    expect((await screen.findByTestId("amendment-tag")).textContent).toBe("Amendment requested");
    expect((await screen.findByTestId("amendment-diff")).textContent).toContain("Remark");
    // an open request: no second one may be asked
    expect(screen.queryByRole("button", { name: /Request amendment/ })).toBeNull();
  });

  it("names the fields in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderWithVersions();
    const list = await screen.findByTestId("order-versions");
    fireEvent.click(within(list).getByText("版本 2"));
    const table = await within(list).findByTestId("field-changes");
    expect(table.textContent).toContain("收货人 · 公司名称1");
    expect(table.textContent).toContain("舱位 第 2 行 · ");
    expect(table.textContent).toMatch(/货物 第 3 行\s?（新增）/);
    expect(table.textContent).toContain("船名");
    // one name for the state, as the lists' tag says it
    expect((await screen.findByTestId("amendment-tag")).textContent).toBe("修改待审核");
  });

  it("offers the amendment request once confirmed and none is open", async () => {
    await setTestLanguage("en-US");
    renderOrderDetail(
      { status: ORDER_STATUS.AWAITING_SUPPLY, amendment_status: null },
      { "GET /order/7/versions": VERSIONS, "GET /order/7/amendment-state": { ...STATE, amendment: null } },
    );
    const link = (await screen.findByRole("button", { name: /Request amendment/ })).closest("a");
    expect(link?.getAttribute("href")).toBe("/bookings/edit-fcl/7?amend=1");
  });
});
