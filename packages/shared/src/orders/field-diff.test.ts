import { describe, expect, it } from "vitest";
import { diffFields } from "./field-diff";

describe("diffFields", () => {
  it("names a party's changed field by its path and leaves equal ones out", () => {
    const before = { shipper: { company1: "上海海运贸易有限公司", phone: "021-1" }, remark: "" };
    const after = { shipper: { company1: "SHANGHAI TRADING CO", phone: "021-1" }, remark: "" };
    expect(diffFields(before, after)).toEqual([
      { field: "shipper.company1", before: "上海海运贸易有限公司", after: "SHANGHAI TRADING CO" },
    ]);
  });

  it("compares rows by position: a changed field, a row added, a row removed", () => {
    const rows = [
      { container_id: 1, quantity: 2 },
      { container_id: 3, quantity: 1 },
    ];
    expect(
      diffFields({ rows }, { rows: [{ container_id: 1, quantity: 3 }, ...rows.slice(1), { container_id: 5, quantity: 1 }] }),
    ).toEqual([
      { field: "rows[0].quantity", before: 2, after: 3 },
      { field: "rows[2]", before: null, after: { container_id: 5, quantity: 1 } },
    ]);
    expect(diffFields({ rows }, { rows: rows.slice(0, 1) })).toEqual([
      { field: "rows[1]", before: { container_id: 3, quantity: 1 }, after: null },
    ]);
  });

  it("treats undefined and null alike and reports a field that appears", () => {
    expect(diffFields({ a: null }, { a: undefined })).toEqual([]);
    expect(diffFields({ a: 1 }, { a: 1, b: "x" })).toEqual([{ field: "b", before: null, after: "x" }]);
    expect(diffFields({ notify: null }, { notify: { name: "N" } })).toEqual([
      { field: "notify", before: null, after: { name: "N" } },
    ]);
  });

  it("answers nothing for equal records", () => {
    const record = { a: [{ b: [1, 2] }], c: "d" };
    expect(diffFields(record, structuredClone(record))).toEqual([]);
  });
});
