import { describe, expect, it } from "vitest";
import { checkSupply, problemMessage } from "./carrier-ready";
import { rulesOf, supplyContext, TYPE } from "./check-fixtures";

const row = (overrides: Record<string, unknown>) => ({
  container_no: "CSQU3054383",
  seal_no: "S1",
  container_id: TYPE.DRY_20,
  weight: 10_000,
  vgm: 12_200,
  ...overrides,
});
const check = (rows: Record<string, unknown>[], stage: "save" | "submit" = "submit", extra: Record<string, unknown> = {}) =>
  checkSupply({ vgm_method: 2, ...extra, containers: rows }, supplyContext({ stage }));
const signed = (overrides: Record<string, unknown> = {}) => ({
  method: "SM2",
  tare_weight: 2200,
  signatory: "LI WEI",
  ...overrides,
});

describe("vgm_mismatch", () => {
  it("warns when an SM2 VGM is far from the cargo plus the declared tare, naming both figures", () => {
    const problems = check([row({ vgm: 10_000, vgm_declaration: signed() })]);
    expect(problems).toMatchObject([
      {
        rule: "vgm_mismatch",
        field: "containers.0.vgm",
        severity: "warning",
        params: { vgm: 10_000, weight: 10_000, tare: 2200, expected: 12_200 },
      },
    ]);
    expect(problems[0] && problemMessage(problems[0], "en")).toBe(
      "Container row 1: the VGM 10000 kg differs by more than 5% from the cargo weight 10000 kg plus the tare 2200 kg (12200 kg); check both figures",
    );
    expect(problems[0] && problemMessage(problems[0], "cn")).toBe(
      "第 1 行集装箱：VGM 10000 kg 与货物毛重 10000 kg 加箱皮重 2200 kg（共 12200 kg）相差超过 5%，请核对两个数字",
    );
  });

  it("lets a VGM within 5% be", () => {
    expect(check([row({ vgm: 12_700, vgm_declaration: signed() })])).toEqual([]);
    expect(check([row({ vgm: 11_700, vgm_declaration: signed() })])).toEqual([]);
  });

  it("takes the usual tare of the row's type when none is declared", () => {
    // a 45R1 usually weighs 4500 kg: 10000 + 4500 is far from 12200
    expect(check([row({ container_id: TYPE.REEFER_40 })])).toMatchObject([{ rule: "vgm_mismatch", params: { tare: 4500 } }]);
    expect(check([row({ container_id: null })])).toEqual([]);
  });
});

describe("vgm_missing", () => {
  it("warns of a row without VGM at submit, not on a save", () => {
    const rows = [row({ vgm: null }), row({ container_no: "MSKU9070323", seal_no: "S2" })];
    expect(check(rows)).toMatchObject([{ rule: "vgm_missing", field: "containers.0.vgm", severity: "warning" }]);
    expect(check(rows, "save")).toEqual([]);
  });
});

describe("vgm_declaration", () => {
  it("wants a signatory", () => {
    const problems = check([row({ vgm_declaration: signed({ signatory: "" }) })]);
    expect(problems).toMatchObject([{ rule: "vgm_declaration", field: "containers.0.vgm_declaration.signatory" }]);
    expect(problems[0] && problemMessage(problems[0], "cn")).toBe("第 1 行集装箱：VGM 声明需要签署人姓名");
  });

  it("wants a tare for SM2, the row's or the order's method, and none for SM1", () => {
    const tareless = (declaration: Record<string, unknown>) =>
      check([row({ vgm_declaration: signed({ tare_weight: null, ...declaration }) })]);
    expect(rulesOf(tareless({}))).toEqual(["vgm_declaration"]);
    expect(rulesOf(tareless({ method: null }))).toEqual(["vgm_declaration"]);
    expect(tareless({ method: "SM1" })).toEqual([]);
    const orderSm1 = check([row({ vgm_declaration: signed({ tare_weight: null, method: null }) })], "submit", { vgm_method: 1 });
    expect(orderSm1).toEqual([]);
    expect(tareless({ method: null }).map((problem) => problem.field)).toEqual(["containers.0.vgm_declaration.tare_weight"]);
  });

  it("asks nothing of a row without a declaration", () => {
    expect(check([row({})])).toEqual([]);
  });
});
