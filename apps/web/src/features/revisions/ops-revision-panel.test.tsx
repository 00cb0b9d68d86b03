import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client";
import { clickButton } from "../../test/form";
import { setTestLanguage } from "../../test/render";
import { renderWithApi } from "../../test/render-with-api";
import type { RevisionView } from "./api";
import { OpsRevisionPanel } from "./ops-revision-panel";

vi.mock("../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const REVISIONS: RevisionView[] = [
  {
    revision: 1,
    status: "submitted",
    by: "owner",
    created_at: "2026-11-20T08:00:00Z",
    decided_at: null,
    fee: null,
    reason: "",
    decision_reason: "",
    diff: [],
  },
  {
    revision: 2,
    status: "requested",
    by: "owner",
    created_at: "2026-11-26T08:00:00Z",
    decided_at: null,
    fee: { tier: 1, amount: "50.00", currency: "USD" },
    reason: "NEW CONSIGNEE",
    decision_reason: "",
    diff: [
      { field: "consignee.company1", before: "ROTTERDAM IMPORTS B.V.", after: "HAMBURG IMPORTS GMBH" },
      { field: "containers[MSKU9070323].seal_no", before: "SL-1", after: "SL-2" },
      { field: "containers[2]", before: null, after: { container_no: "", package: 10 } },
    ],
  },
];

const ORDER = {
  id: 7,
  order_no: "HY260301000123",
  revision_status: "requested" as const,
  charges: [],
  supply: { submit_time: "2026-11-20T08:00:00Z" },
};

function renderPanel() {
  renderWithApi(<OpsRevisionPanel order={ORDER} />, {
    antd: true,
    routes: {
      "GET /order/shipment/7/revisions": REVISIONS,
      "PUT /ops/order/7/revision": { id: 7, order_no: ORDER.order_no, status: 3 },
    },
  });
}

describe("operations decide a shipping-instruction revision", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows the open revision's fee and difference with field labels, and accepts it", async () => {
    await setTestLanguage("en-US");
    renderPanel();
    expect(await screen.findByText("The customer asks to revise the shipping instruction (revision 2)")).toBeInTheDocument();
    expect(screen.getAllByText("USD 50.00 — after the documentation cut-off").length).toBeGreaterThan(0);
    expect(screen.getByText("Consignee · Company name 1")).toBeInTheDocument();
    expect(screen.getByText("Container MSKU9070323 · Seal number")).toBeInTheDocument();
    expect(screen.getByText("row 2")).toBeInTheDocument();
    clickButton("Accept revision");
    const ok = await screen.findByRole("button", { name: "OK" });
    ok.click();
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/ops/order/7/revision", { decision: "accept" }));
  });

  it("reads in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderPanel();
    expect(await screen.findByText("客户申请修改补料（版本 2）")).toBeInTheDocument();
    expect(screen.getByText("收货人 · 公司名称1")).toBeInTheDocument();
    expect(screen.getByText("箱 MSKU9070323 · 封号")).toBeInTheDocument();
  });
});
