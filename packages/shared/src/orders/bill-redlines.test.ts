import { describe, expect, it } from "vitest";
import { billFailSchema } from "../schemas/order-actions";
import { canonicalRedline, commentsOf, redlineTarget } from "./bill-redlines";

describe("bill redline paths", () => {
  it.each([
    ["shipper", "shipper"],
    ["consignee.address1", "consignee.address1"],
    ["consignee.address", "consignee.address1"],
    ["notify_1.phone", "notify1.phone"],
    ["notify2.country", "notify2.country"],
    ["notify1.company1", "notify1.company1"],
    ["shipper.e_code", "shipper.e_code"],
    ["marks", "marks_no"],
    ["description", "description"],
    ["vessel", "vessel"],
    ["containers[0]", "containers[0]"],
    ["containers[12].seal_no", "containers[12].seal_no"],
  ])("%s is %s", (path, canonical) => {
    expect(canonicalRedline(path)).toBe(canonical);
  });

  it.each([
    "",
    "carrier",
    "shipper.fax",
    "shipper.type",
    "shipper.phone.extra",
    "notify3",
    "containers",
    "containers[-1]",
    "containers[0].quantity",
    "containers[a]",
    "marks_no.x",
  ])("%j names nothing", (path) => {
    expect(redlineTarget(path)).toBeNull();
  });

  it("reads a container target with its index", () => {
    expect(redlineTarget("containers[3].vgm")).toEqual({ kind: "container", index: 3, field: "vgm" });
  });

  it("reads the comments of an event's detail, anything else as none", () => {
    expect(commentsOf({ comments: [{ field: "vessel", text: "x" }] })).toEqual([{ field: "vessel", text: "x" }]);
    expect(commentsOf(null)).toEqual([]);
    expect(commentsOf({ feedbacks: [] })).toEqual([]);
  });
});

describe("the fail body", () => {
  it("trims, stores canonical paths and defaults to no comments", () => {
    expect(billFailSchema.parse({ id: 1, reason: "X" }).comments).toEqual([]);
    const body = billFailSchema.parse({ id: 1, reason: "X", comments: [{ field: " notify_1.address ", text: " fix " }] });
    expect(body.comments).toEqual([{ field: "notify1.address1", text: "fix" }]);
  });

  it("names each bad comment's field or text", () => {
    const result = billFailSchema.safeParse({
      id: 1,
      reason: "X",
      comments: [
        { field: "vessel", text: "a" },
        { field: "vessel", text: "b" },
        { field: "nope", text: "" },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["comments.1.field", "v.redline_duplicate"],
      ["comments.2.field", "v.redline_field"],
      ["comments.2.text", "v.redline_text"],
    ]);
  });
});
