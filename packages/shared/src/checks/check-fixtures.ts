import type { CheckContext } from "./check-types";

// Test data for the carrier-ready check's tests: container types by id and a context with overrides.

export const TYPE = { DRY_20: 1, REEFER_40: 2, FLAT_RACK_40: 3, OPEN_TOP_40: 4, DRY_40: 5 } as const;

const ISO_CODES: Record<number, string> = {
  [TYPE.DRY_20]: "22G1",
  [TYPE.REEFER_40]: "45R1",
  [TYPE.FLAT_RACK_40]: "42P1",
  [TYPE.OPEN_TOP_40]: "42U1",
  [TYPE.DRY_40]: "42G1",
};

export function checkContext(overrides: Partial<CheckContext> = {}): CheckContext {
  return { stage: "submit", isoCodeOf: (id) => ISO_CODES[id], podCode: "CNSHA", deliveryCode: null, ...overrides };
}

export function supplyContext(overrides: Partial<CheckContext> & { containerMode?: number } = {}) {
  return { containerMode: 1, ...checkContext(overrides) };
}

/** A dangerous good a carrier takes as it is (class 8, packing group II). */
export function completeDangerousGoods(overrides: Record<string, unknown> = {}) {
  return {
    un_number: "1830",
    proper_shipping_name: "SULPHURIC ACID",
    imo_class: "8",
    packing_group: "II",
    emergency_contact: { name: "LI WEI", phone: "+86 21 5555 0000" },
    ...overrides,
  };
}

/** A party whose box prints in four lines. */
export function party(overrides: Record<string, unknown> = {}) {
  return {
    type: 1,
    company1: "SHANGHAI EXAMPLE TRADING CO LTD",
    address1: "NO 100 EXAMPLE ROAD",
    address2: "",
    city: "SHANGHAI",
    province: "SHANGHAI",
    zip_code: "200000",
    linkman: "LI WEI",
    ...overrides,
  };
}

/** The rule ids of a check's problems, for asserting what fired. */
export const rulesOf = (problems: readonly { rule: string }[]) => problems.map((problem) => problem.rule);
