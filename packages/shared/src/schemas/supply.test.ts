import { describe, expect, it } from "vitest";
import { actionsFor, SAME_STATUS, statusAfter, transitionOf } from "../constants/order-transitions";
import { translate } from "../i18n/messages";
import { amendSiSchema, issueInvoiceSchema } from "./order-actions";
import { supplyBodySchema, supplySchemaFor, supplySpaceIssues } from "./supply";

const party = (type: 1 | 2 | 3 | 4) => ({
  type,
  company1: "ACME TRADING CO., LTD.",
  linkman: "LI MING",
  phone: "+86 21 5555 0000",
  address1: "NO. 1 ZHONGSHAN ROAD",
  city: "SHANGHAI",
  country_id: 1,
});
const row = (overrides: Record<string, unknown> = {}) => ({
  container_no: "CSQU3054383",
  seal_no: "SL001",
  container_id: 7,
  package: 10,
  package_uid: 3,
  weight: 1000,
  volume: 12.5,
  vgm: 3200,
  ...overrides,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  action: "save",
  contacts: [party(1), party(2), party(3)],
  marks_no: "NO MARKS",
  description: "COTTON T-SHIRTS",
  vgm_method: 1,
  containers: [row()],
  ...overrides,
});

/** The issues of a body as [path, message key, params]. */
function issuesOf(value: unknown, mode = 1) {
  const result = supplySchemaFor(mode).safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => [
    issue.path.join("."),
    issue.message,
    (issue as { params?: Record<string, unknown> }).params,
  ]);
}

describe("the supply body", () => {
  it("accepts a complete instruction, normalising its text", () => {
    const parsed = supplyBodySchema.parse(body({ marks_no: "no marks，made in china" }));
    expect(parsed.marks_no).toBe("NO MARKS,MADE IN CHINA");
    expect(parsed.manifest_file).toBeNull();
  });

  it("takes the bill's slash and apostrophe in the marks and the description", () => {
    const parsed = supplyBodySchema.parse(body({ marks_no: "n/m", description: "shipper’s load, stow and count" }));
    expect(parsed.marks_no).toBe("N/M");
    expect(parsed.description).toBe("SHIPPER'S LOAD, STOW AND COUNT");
  });

  it.each([
    [1, "shipper"],
    [2, "consignee"],
    [3, "notify1"],
  ] as const)("asks for the missing party of type %i ('please enter {field}')", (type, field) => {
    const contacts = [party(1), party(2), party(3)].filter((contact) => contact.type !== type);
    expect(issuesOf(body({ contacts }))).toEqual([[`contacts.${field}`, "v.please_enter", undefined]]);
    expect(translate("v.please_enter", "en", { field: translate(`field.${field}`, "en") })).toBe(
      `please enter ${field === "notify1" ? "notify party 1" : field}`,
    );
  });

  it("leaves notify 2 optional and refuses a party twice", () => {
    expect(issuesOf(body({ contacts: [party(1), party(2), party(3), party(4)] }))).toEqual([]);
    expect(issuesOf(body({ contacts: [party(1), party(2), party(3), party(3)] }))).toEqual([
      ["contacts.3.type", "v.duplicate", undefined],
    ]);
  });

  it("needs marks (≤ 1024), a description (≤ 4096) and a VGM method", () => {
    expect(issuesOf(body({ marks_no: "" }))).toEqual([["marks_no", "v.required", undefined]]);
    expect(issuesOf(body({ marks_no: "M".repeat(1025) }))[0].slice(0, 2)).toEqual(["marks_no", "v.max_length"]);
    expect(issuesOf(body({ marks_no: "M".repeat(1024) }))).toEqual([]);
    expect(issuesOf(body({ description: "D".repeat(4097) }))[0].slice(0, 2)).toEqual(["description", "v.max_length"]);
    expect(issuesOf(body({ vgm_method: undefined }))).toEqual([["vgm_method", "v.required", undefined]]);
    expect(issuesOf(body({ vgm_method: 3 }))[0].slice(0, 2)).toEqual(["vgm_method", "v.enum"]);
    expect(issuesOf(body({ marks_no: "唛头" }))[0].slice(0, 2)).toEqual(["marks_no", "v.pattern"]);
  });

  it("needs container number, seal number and type on each FCL row, not on LCL rows", () => {
    const bare = row({ container_no: "", seal_no: "", container_id: null });
    expect(issuesOf(body({ containers: [bare] }), 1)).toEqual([
      ["containers.0.container_no", "v.required", undefined],
      ["containers.0.seal_no", "v.required", undefined],
      ["containers.0.container_id", "v.required", undefined],
    ]);
    expect(issuesOf(body({ containers: [bare] }), 2)).toEqual([]);
  });

  it("needs packages and volume greater than 0 and a package unit", () => {
    expect(issuesOf(body({ containers: [row({ package: 0 })] }))).toEqual([
      ["containers.0.package", "v.greater_than_zero", undefined],
    ]);
    expect(issuesOf(body({ containers: [row({ volume: 0 })] }))).toEqual([
      ["containers.0.volume", "v.greater_than_zero", undefined],
    ]);
    expect(issuesOf(body({ containers: [row({ package: null })] }))).toEqual([["containers.0.package", "v.required", undefined]]);
    expect(issuesOf(body({ containers: [row({ package_uid: undefined })] }))).toEqual([
      ["containers.0.package_uid", "v.required", undefined],
    ]);
    expect(translate("v.greater_than_zero", "en")).toBe("must be greater than 0");
  });

  it("checks the ISO 6346 check digit, naming the expected one", () => {
    expect(issuesOf(body({ containers: [row({ container_no: "CSQU3054384" })] }))).toEqual([
      ["containers.0.container_no", "v.container_no_check", { expected: 3 }],
    ]);
    expect(issuesOf(body({ containers: [row({ container_no: "CSQ3054383" })] }))).toEqual([
      ["containers.0.container_no", "v.container_no_format", undefined],
    ]);
    // typed in lower case, the normaliser makes it a valid number
    expect(issuesOf(body({ containers: [row({ container_no: "msku9070323" })] }))).toEqual([]);
  });

  it("refuses one container number twice and a VGM below the cargo weight", () => {
    expect(issuesOf(body({ containers: [row(), row()] }))).toEqual([
      ["containers.1.container_no", "v.container_no_repeated", { value: "CSQU3054383" }],
    ]);
    expect(issuesOf(body({ containers: [row({ weight: 5000, vgm: 4999 })] }))).toEqual([
      ["containers.0.vgm", "v.vgm_below_weight", { weight: 5000 }],
    ]);
    expect(issuesOf(body({ containers: [row({ weight: 5000, vgm: 5000 })] }))).toEqual([]);
  });

  it("needs at least one row", () => {
    expect(issuesOf(body({ containers: [] }))).toEqual([["containers", "v.min_items", undefined]]);
  });
});

describe("the FCL space rule", () => {
  const names: Record<number, string> = { 1: "20GP", 2: "40HQ", 3: "45HQ" };
  const nameOf = (id: number) => names[id];
  const spaces = [
    { container_id: 2, count: 2 },
    { container_id: 1, count: 1 },
  ];

  it("accepts rows within the original spaces", () => {
    expect(supplySpaceIssues([{ container_id: 2 }, { container_id: 1 }, { container_id: 2 }], spaces, nameOf)).toEqual([]);
  });

  it("refuses a type the original order did not book", () => {
    expect(supplySpaceIssues([{ container_id: 3 }], spaces, nameOf)).toEqual([
      { path: ["containers", 0, "container_id"], message: "v.space_type_missing", params: { name: "45HQ" } },
    ]);
    expect(translate("v.space_type_missing", "en", { name: "45HQ" })).toBe(
      "container type 45HQ does not exist in the original order",
    );
  });

  it("refuses one more box of a type than booked, once, on the row that exceeds", () => {
    const rows = [{ container_id: 2 }, { container_id: 2 }, { container_id: 2 }, { container_id: 2 }];
    expect(supplySpaceIssues(rows, spaces, nameOf)).toEqual([
      { path: ["containers", 2, "container_id"], message: "v.space_count_exceeded", params: { name: "40HQ", n: 2 } },
    ]);
    expect(translate("v.space_count_exceeded", "en", { name: "40HQ", n: 2 })).toBe(
      "container 40HQ quantity exceeds the original order quantity 2",
    );
    expect(translate("v.space_count_exceeded", "cn", { name: "40HQ", n: 2 })).toBe("箱型 40HQ 数量超过原订单数量 2");
  });
});

describe("operations' bodies", () => {
  it("takes money as a decimal string with at most two places", () => {
    expect(issueInvoiceSchema.safeParse({ file: 1, amount: "1250.50", currency: "usd" }).data).toEqual({
      file: 1,
      amount: "1250.50",
      currency: "USD",
    });
    expect(issueInvoiceSchema.parse({ file: 1, amount: "007.5", currency: "EUR" }).amount).toBe("7.50");
    for (const amount of ["0", "1.234", "-5", "abc", 12]) {
      expect(issueInvoiceSchema.safeParse({ file: 1, amount, currency: "USD" }).success, String(amount)).toBe(false);
    }
  });

  it("amends an instruction with a fee (0 waives it), a currency and a reason, under the supply rules", () => {
    const { action: _action, ...fields } = body();
    expect(amendSiSchema.safeParse({ ...fields, fee: "0", currency: "CNY", reason: "CONSIGNEE CHANGED" }).success).toBe(true);
    const missing = amendSiSchema.safeParse({ ...fields, contacts: [party(1)], fee: "50", currency: "CNY", reason: "X" });
    expect(missing.error?.issues.map((issue) => issue.path.join("."))).toEqual(["contacts.consignee", "contacts.notify1"]);
  });
});

describe("amend_si in the transition table", () => {
  it("leaves the status as it is, from 3 and 20, for operations only", () => {
    expect(transitionOf("amend_si").to).toBe(SAME_STATUS);
    expect(statusAfter("amend_si", 3)).toBe(3);
    expect(statusAfter("amend_si", 20)).toBe(20);
    expect(statusAfter("supply_submit", 2)).toBe(3);
    expect(actionsFor("ops", 3)).toContain("amend_si");
    expect(actionsFor("ops", 4)).not.toContain("amend_si");
    expect(actionsFor("owner", 3)).not.toContain("amend_si");
  });
});
