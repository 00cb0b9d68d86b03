import { describe, expect, it } from "vitest";
import { billLinesOf, dangerousGoodsLine, reeferLine, vgmLine } from "./bill-lines";

const BATTERIES = {
  un_number: "3480",
  proper_shipping_name: "Lithium ion batteries",
  imo_class: "9",
  packing_group: "II",
  ems_number: "f-a,s-i",
  is_marine_pollutant: true,
  is_limited_quantity: false,
  flash_point: null,
};

describe("what a bill prints under the goods", () => {
  it("prints the VGM with its method and signatory, in capitals", () => {
    expect(vgmLine(12345, "SM2", "J. Smith")).toBe("VGM 12,345 KG (SM2) SIGNED J. SMITH");
    expect(vgmLine(11800.5, null, "")).toBe("VGM 11,800.5 KG");
    expect(vgmLine(null, "SM1", "J. SMITH")).toBe("");
  });

  it("prints a dangerous good as UN number, name, class, packing group, EmS and marks", () => {
    expect(dangerousGoodsLine(BATTERIES)).toBe("UN 3480, LITHIUM ION BATTERIES, CLASS 9, PG II, EMS F-A,S-I, MARINE POLLUTANT");
    expect(
      dangerousGoodsLine({
        un_number: "1263",
        proper_shipping_name: "PAINT",
        imo_class: "3",
        packing_group: "III",
        flash_point: 23,
      }),
    ).toBe("UN 1263, PAINT, CLASS 3, PG III, FLASH POINT 23.0 °C");
  });

  it("prints a reefer's settings, or that it runs as a dry box", () => {
    expect(reeferLine({ temperature: -18, temperature_unit: "CEL", is_ventilation_open: false, humidity: 85 })).toBe(
      "TEMPERATURE SET AT -18.0 °C, VENTS CLOSED, HUMIDITY 85 %",
    );
    expect(
      reeferLine({
        temperature: 4,
        temperature_unit: "CEL",
        is_ventilation_open: true,
        air_exchange: 25,
        air_exchange_unit: "MQH",
      }),
    ).toBe("TEMPERATURE SET AT 4.0 °C, VENTS OPEN 25 CBM/H");
    expect(reeferLine({ is_non_operating: true, temperature: -18 })).toBe("NON-OPERATING REEFER");
    expect(reeferLine(null)).toBe("");
  });

  it("puts a box's lines in the bill's order: VGM, each dangerous good, the reefer", () => {
    const lines = billLinesOf({
      vgm: 12345,
      vgm_method: "SM1",
      vgm_signatory: "J. SMITH",
      dangerous_goods: [BATTERIES, { ...BATTERIES, un_number: "3481" }],
      reefer: { is_non_operating: true },
    });
    expect(lines.map((line) => line.slice(0, 8))).toEqual(["VGM 12,3", "UN 3480,", "UN 3481,", "NON-OPER"]);
    expect(billLinesOf({ vgm: null, vgm_method: null, vgm_signatory: "", dangerous_goods: [], reefer: null })).toEqual([]);
  });
});
