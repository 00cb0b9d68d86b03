import { describe, expect, it } from "vitest";
import { SUPPLY_PARTIES, supplyRecordOf } from "../../../test/supply-fixtures";
import { partyOf } from "../../orders";
import { bodyOf, formPathOf, SupplyPrepareError, type SupplyValues, valuesOf } from "./supply-values";

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

describe("the VGM declaration between the record, the form and the body", () => {
  const declaration = {
    method: "SM2",
    tare_weight: 3900,
    signatory: "J. SMITH",
    weighed_at: "2026-04-07",
    weighing_party: "NINGBO CFS",
  };
  const recordWith = (vgm_declaration: unknown, vgm_method = 1) => {
    const [row] = supplyRecordOf().containers;
    return supplyRecordOf({ vgm_method, containers: [{ ...row, vgm_declaration } as typeof row] });
  };

  it("sends back the declaration it was given", () => {
    const body = bodyOf(valuesOf(recordWith(declaration)), "save");
    expect(body.containers[0]?.vgm_declaration).toEqual(declaration);
  });

  it("sends an SM2 row's VGM as its cargo weight plus its tare, not the VGM stored before", () => {
    // the fixture row: 8000 KG of cargo, a VGM of 11800 typed under method 1
    expect(bodyOf(valuesOf(recordWith(declaration)), "save").containers[0]?.vgm).toBe(11900);
    const values = valuesOf(recordWith(null, 2));
    expect(bodyOf(values, "save").containers[0]?.vgm).toBe(11800);
    const row = values.containers?.[0];
    const tared = { ...values, containers: [{ ...row, vgm_declaration: { tare_weight: 2200 } }] };
    expect(bodyOf(tared, "save").containers[0]).toMatchObject({
      vgm: 10200,
      vgm_declaration: { method: null, tare_weight: 2200, signatory: "" },
    });
  });

  it("sends no declaration for a row without one, or with one left blank", () => {
    expect(bodyOf(valuesOf(recordWith(null)), "save").containers[0]?.vgm_declaration).toBeNull();
    const blank = { method: null, tare_weight: null, signatory: "", weighed_at: null, weighing_party: "" };
    expect(bodyOf(valuesOf(recordWith(blank)), "save").containers[0]?.vgm_declaration).toBeNull();
  });

  it("reads a method the form does not know as the order's", () => {
    expect(valuesOf(recordWith({ ...declaration, method: "SM3" })).containers?.[0]?.vgm_declaration?.method).toBeNull();
  });

  it("shows a declaration field's issue on that field", () => {
    expect(formPathOf("containers.1.vgm_declaration.signatory", { contacts: [] })).toEqual([
      "containers",
      1,
      "vgm_declaration",
      "signatory",
    ]);
    expect(formPathOf(["containers", 0, "vgm"], { contacts: [] })).toEqual(["containers", 0, "vgm"]);
  });
});
