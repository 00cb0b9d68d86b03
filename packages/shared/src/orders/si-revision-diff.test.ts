import { describe, expect, it } from "vitest";
import { type RevisionInstruction, revisionDiff } from "./si-revision-diff";

const party = (type: number, company1: string) => ({ type, company1, city: "NINGBO" });
const row = (container_no: string, seal_no: string, id?: number) => ({ id, container_no, seal_no, package: 10 });
const base: RevisionInstruction = {
  contacts: [party(1, "SHIPPER CO"), party(2, "CONSIGNEE CO")],
  marks_no: "N/M",
  description: "FURNITURE",
  vgm_method: 1,
  manifest_file: null,
  containers: [row("AAAU1111111", "S1", 1), row("BBBU2222222", "S2", 2), row("CCCU3333333", "S3", 3)],
};

describe("revisionDiff", () => {
  it("names parties by role and rows by their container number, whatever their place", () => {
    const after: RevisionInstruction = {
      ...base,
      contacts: [party(1, "SHIPPER CO"), party(2, "NEW CONSIGNEE"), party(3, "NOTIFY CO")],
      containers: [row("BBBU2222222", "S2-NEW", 2), row("CCCU3333333", "S3", 3), row("DDDU4444444", "S4")],
    };
    expect(revisionDiff(base, after)).toEqual([
      { field: "consignee.company1", before: "CONSIGNEE CO", after: "NEW CONSIGNEE" },
      { field: "notify1", before: null, after: { company1: "NOTIFY CO", city: "NINGBO" } },
      { field: "containers[AAAU1111111]", before: { container_no: "AAAU1111111", seal_no: "S1", package: 10 }, after: null },
      { field: "containers[BBBU2222222].seal_no", before: "S2", after: "S2-NEW" },
      { field: "containers[DDDU4444444]", before: null, after: { container_no: "DDDU4444444", seal_no: "S4", package: 10 } },
    ]);
  });

  it("pairs unnumbered rows (LCL) by place and names them by it", () => {
    const lcl = { ...base, containers: [row("", "", undefined), row("", "", undefined)] };
    const after = { ...lcl, containers: [{ ...row("", ""), package: 12 }] };
    expect(revisionDiff(lcl, after)).toEqual([
      { field: "containers[1].package", before: 10, after: 12 },
      { field: "containers[2]", before: { container_no: "", seal_no: "", package: 10 }, after: null },
    ]);
  });

  it("sees no change in an instruction sent back as it was", () => {
    expect(revisionDiff(base, { ...base, containers: base.containers.map((r) => ({ ...r })) })).toEqual([]);
  });
});
