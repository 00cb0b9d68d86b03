import { describe, expect, it } from "vitest";
import { SUPPLY_PARTIES } from "../../../test/supply-fixtures";
import { partyOf } from "../../orders";
import { bodyOf, SupplyPrepareError, type SupplyValues } from "./supply-values";

const contacts = {
  shipper: partyOf(SUPPLY_PARTIES.shipper),
  consignee: partyOf(SUPPLY_PARTIES.consignee),
  notify1: partyOf(SUPPLY_PARTIES.notify1),
  notify2: null,
};
const values = (overrides: Record<string, unknown> = {}): SupplyValues =>
  ({ contacts, marks_no: "NO MARKS", description: "LED LAMPS", vgm_method: 1, containers: [{}], ...overrides }) as SupplyValues;

describe("bodyOf: preparing PUT /order/shipment/{id}", () => {
  it("turns the parties into contacts by type", () => {
    const body = bodyOf(values(), "save");
    expect(body.contacts?.map((contact) => [contact.type, contact.company1])).toEqual([
      [1, "NINGBO EVERBRIGHT TRADING CO., LTD."],
      [2, "HAMBURG IMPORT GMBH"],
      [3, "HAMBURG CUSTOMS BROKER KG"],
    ]);
  });

  it.each([
    ["a party that is no object", "NINGBO EVERBRIGHT"],
    ["a party that is a list", [SUPPLY_PARTIES.shipper]],
    ["a party missing its fields", { company1: "NINGBO EVERBRIGHT" }],
    ["a party with a field of the wrong type", { ...partyOf(SUPPLY_PARTIES.shipper), phone: 57487000000 }],
    ["a party whose country is no id", { ...partyOf(SUPPLY_PARTIES.shipper), country_id: "45" }],
  ])("fails on %s rather than build a malformed contact", (_, shipper) => {
    expect(() => bodyOf(values({ contacts: { ...contacts, shipper } }), "submit")).toThrow(SupplyPrepareError);
  });

  it("fails when a conversion throws (a value of the wrong type)", () => {
    expect(() => bodyOf(values({ marks_no: 42 }), "save")).toThrow(SupplyPrepareError);
  });

  it("leaves a party not chosen to the form's own check", () => {
    expect(bodyOf(values({ contacts: { ...contacts, shipper: null } }), "save").contacts).toHaveLength(2);
  });
});
