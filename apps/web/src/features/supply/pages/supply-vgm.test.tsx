import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { clickButton } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { supplyRecordOf, VALID_CONTAINER_NOS } from "../../../test/supply-fixtures";
import { choose, inputOf, renderSupply, type } from "../test/render-supply";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const row = (field: string, n = 1) => `${field}, row ${n}`;
const stored = supplyRecordOf().containers[0];
// the fixture's row: a 40HQ (ISO 45G1) of 8000 KG cargo, its VGM 11800 typed under method 1
const signed = { method: null, tare_weight: null, signatory: "J. SMITH", weighed_at: "2026-04-07", weighing_party: "" };
const TWO_ROWS = {
  containers: [
    { ...stored, vgm_declaration: signed },
    { ...stored, id: 102, container_no: VALID_CONTAINER_NOS[1], vgm: null, vgm_declaration: null },
  ],
};
/** The VGM state tag of the row whose container-number control `label` names. */
const stateOf = (label: string) => inputOf(label).closest("tr")?.querySelector("[data-state]")?.textContent;

describe("the VGM of each container", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("tags a row declared with a VGM and a signatory, missing without", async () => {
    renderSupply("/bookings/supply/7", TWO_ROWS);
    await screen.findByLabelText(row("Container number", 2), { selector: "input" });
    await waitFor(() => expect(stateOf(row("Container number"))).toBe("Declared"));
    expect(stateOf(row("Container number", 2))).toBe("Not declared");
    expect(inputOf(row("VGM (KG)")).disabled).toBe(false);
  });

  it("computes an SM2 row's VGM from its cargo and the usual tare of its type, and sends the declaration", async () => {
    renderSupply(
      "/bookings/supply/7",
      { containers: [{ ...stored, vgm_declaration: null }] },
      { "PUT /order/shipment/7": { id: 7, status: ORDER_STATUS.AWAITING_SUPPLY } },
    );
    const toggle = await screen.findByRole("button", { name: "VGM declaration, row 1" });
    expect(stateOf(row("Container number"))).toBe("Not declared");
    fireEvent.click(toggle);
    await choose("Weighing method", "SM2: cargo plus tare");
    // a 40ft high cube's usual tare is proposed, and the VGM follows it read-only
    await waitFor(() => expect(inputOf("Tare (KG)").value).toBe("3900"));
    expect(screen.getByTestId("vgm-computed-0").textContent).toBe("11,900 KG");
    expect(inputOf(row("VGM (KG)")).readOnly).toBe(true);
    expect(inputOf(row("VGM (KG)")).value).toBe("11900.000");
    type("Tare (KG)", "4000");
    await waitFor(() => expect(screen.getByTestId("vgm-computed-0").textContent).toBe("12,000 KG"));
    type("Authorised signatory", "j. smith");
    type("Weighing party", "NINGBO CFS");
    // the date picker's day goes into the form as the wire's "YYYY-MM-DD"
    const date = inputOf("Weighing date");
    fireEvent.mouseDown(date);
    fireEvent.focus(date);
    fireEvent.change(date, { target: { value: "2026-01-07" } });
    fireEvent.keyDown(date, { key: "Enter", code: "Enter" });
    fireEvent.blur(date);
    await waitFor(() => expect(stateOf(row("Container number"))).toBe("Declared"));
    clickButton("Save");
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    const [, body] = must(vi.mocked(api.put).mock.calls[0]);
    expect((body as { containers: unknown[] }).containers[0]).toMatchObject({
      vgm: 12000,
      vgm_declaration: {
        method: "SM2",
        tare_weight: 4000,
        signatory: "J. SMITH",
        weighed_at: "2026-01-07",
        weighing_party: "NINGBO CFS",
      },
    });
  });
});

describe("the VGM after the VGM cut-off", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("zh-CN");
  });

  it("locks every row's VGM and says since when, in the port's local time", async () => {
    renderSupply("/bookings/supply/7", {
      ...TWO_ROWS,
      cut_offs: [{ code: "VCO", at: "2026-01-08T17:00:00+08:00", time_zone: "Asia/Shanghai" }],
    });
    const alert = await screen.findByText(/VGM 已锁定/);
    expect(alert.textContent).toContain("01-08 17:00 上海");
    await waitFor(() => expect(stateOf("第 1 行箱号")).toBe("已锁定"));
    expect(stateOf("第 2 行箱号")).toBe("已锁定");
    expect(inputOf("第 1 行VGM (KG)").disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "第 1 行的 VGM 申报" }));
    const declaration = await screen.findByTestId("vgm-declaration-0");
    expect((within(declaration).getByLabelText("授权签署人") as HTMLInputElement).disabled).toBe(true);
    expect((within(declaration).getByLabelText("称重日期") as HTMLInputElement).disabled).toBe(true);
  });
});
