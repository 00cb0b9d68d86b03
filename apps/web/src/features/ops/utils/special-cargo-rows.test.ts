import { describe, expect, it } from "vitest";
import { dangerousGoodsOf, opsOrderOf, SPECIAL_SPACES } from "../test/ops-fixtures";
import { sidesOf, specialCargoRows } from "./special-cargo-rows";

const NO_OOG = {
  over_height: 0,
  over_width_left: 0,
  over_width_right: 0,
  over_length_front: 0,
  over_length_back: 0,
  remarks: "",
};
const goodsRow = { hs_code: "2914110000", package: 10, package_uid: 1, package_unit_name: "drums", weight: 500, volume: 1 };

describe("the booked rows with special cargo", () => {
  it("keeps the spaces with dangerous goods, a reefer or a dimension standing out, labelled by type and count", () => {
    const rows = specialCargoRows(opsOrderOf({ spaces: SPECIAL_SPACES }));
    expect(rows.map((row) => [row.label, row.dangerousGoods.length, row.reefer !== null, row.oog !== null])).toEqual([
      ["20GP × 1", 1, false, false],
      ["40RH × 2", 0, true, false],
      ["40FR × 1", 0, false, true],
    ]);
  });

  it("leaves out dry rows and an all-zero out-of-gauge object", () => {
    const spaces = [{ container_id: 1, count: 2, container_name: "40HQ", dangerous_goods: [], reefer: null, oog: NO_OOG }];
    expect(specialCargoRows(opsOrderOf({ spaces }))).toEqual([]);
    expect(specialCargoRows(opsOrderOf())).toEqual([]);
  });

  it("reads an LCL booking's goods rows too, named by their description or else their HS code", () => {
    const cargos = [
      { ...goodsRow, description: "ACETONE", dangerous_goods: [dangerousGoodsOf()] },
      { ...goodsRow, description: "", dangerous_goods: [dangerousGoodsOf({ un_number: "1993" })] },
      { ...goodsRow, description: "CHAIRS", dangerous_goods: [] },
    ];
    const rows = specialCargoRows(opsOrderOf({ spaces: [], cargos }));
    expect(rows.map((row) => [row.label, row.dangerousGoods.map((dg) => dg.un_number)])).toEqual([
      ["ACETONE", ["1090"]],
      ["2914110000", ["1993"]],
    ]);
  });
});

describe("the order's side requests for the transition table", () => {
  it("names each, the special cargo's absent answer as never asked", () => {
    const { special_cargo_status: _, ...older } = opsOrderOf({ amendment_status: "declined" });
    expect(sidesOf(older)).toEqual({ amendment: "declined", cancellation: null, revision: null, special_cargo: null });
    expect(sidesOf(opsOrderOf({ special_cargo_status: "requested" })).special_cargo).toBe("requested");
  });
});
