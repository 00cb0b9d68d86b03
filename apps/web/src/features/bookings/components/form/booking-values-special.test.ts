import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { describe, expect, it } from "vitest";
import { orderFormOf } from "../../test/booking-form-fixtures";
import { fromOrderForm, toBody } from "./booking-values";

// The special cargo of an order's rows round trip: the form's answer fills the form, the form
// sends the same back; a row without any sends the body it always did.

const LITHIUM = {
  un_number: "3480",
  proper_shipping_name: "LITHIUM ION BATTERIES",
  imo_class: "9",
  // the list gives UN 3480 no packing group: the form sends none (a "II" would be dropped)
  packing_group: null,
  flash_point: null,
  is_marine_pollutant: false,
  is_limited_quantity: false,
  ems_number: "F-A,S-I",
  inner_packaging: { quantity: 40, description: "FIBREBOARD BOXES" },
  net_explosive_content: null,
  emergency_contact: { name: "WANG LEI", phone: "+8657412345678" },
} as const;
const FROZEN = {
  is_non_operating: false,
  temperature: -18,
  temperature_unit: "CEL",
  air_exchange: null,
  air_exchange_unit: null,
  is_ventilation_open: false,
  humidity: null,
  is_pre_cooling: true,
  is_generator_set: false,
  o2: null,
  co2: null,
} as const;
const OVER = {
  over_height: 30,
  over_width_left: 10,
  over_width_right: 10,
  over_length_front: 0,
  over_length_back: 0,
  remarks: "",
};
const DRY = { dangerous_goods: [], reefer: null, oog: null };

describe("booking values: special cargo", () => {
  it("sends back the dangerous goods, reefer settings and out of gauge the form's answer filled in", () => {
    const orderForm = orderFormOf({
      spaces: [
        { container_id: 4, count: 1, dangerous_goods: [], reefer: FROZEN, oog: null },
        { container_id: 5, count: 1, dangerous_goods: [LITHIUM], reefer: null, oog: OVER },
      ],
      containers: [
        {
          container_id: 5,
          container_no: "",
          seal_no: "",
          hs_code: "850760",
          description: "BATTERIES",
          dangerous_goods: [LITHIUM],
          reefer: null,
          oog: OVER,
        },
      ],
    });
    const { body } = toBody(fromOrderForm(orderForm, "fcl", { isCopy: false }), "fcl", "save");
    expect(body.spaces).toEqual([
      { container_id: 4, count: 1, reefer: FROZEN },
      { container_id: 5, count: 1, dangerous_goods: [LITHIUM], oog: OVER },
    ]);
    expect(body.containers?.[0]).toMatchObject({ dangerous_goods: [LITHIUM], oog: OVER });
    expect(body.containers?.[0]).not.toHaveProperty("reefer");
  });

  it("sends an LCL cargo item's dangerous goods", () => {
    const cargo = { hs_code: "330300", description: "PERFUME", package: 10, package_uid: 31, weight: 120, volume: 1.2 };
    const orderForm = orderFormOf({
      container_mode: CONTAINER_MODE.LCL,
      spaces: [],
      cargos: [
        { ...cargo, dangerous_goods: [{ ...LITHIUM, un_number: "1266", imo_class: "3", flash_point: 23 }] },
        { ...cargo, dangerous_goods: [] },
      ],
    });
    const { body } = toBody(fromOrderForm(orderForm, "lcl", { isCopy: false }), "lcl", "save");
    expect(body.cargos?.[0]?.dangerous_goods).toEqual([{ ...LITHIUM, un_number: "1266", imo_class: "3", flash_point: 23 }]);
    expect(body.cargos?.[1]).toEqual(cargo);
  });

  it("sends no special cargo keys for dry rows, and leaves out a row holding only empty ones", () => {
    const orderForm = orderFormOf({
      spaces: [{ container_id: 2, count: 2, ...DRY }],
      containers: [{ container_id: 2, container_no: "MSKU1234565", seal_no: "", description: "", ...DRY }],
    });
    const values = fromOrderForm(orderForm, "fcl", { isCopy: false });
    values.containers?.push({ dangerous_goods: [], reefer: null, oog: null });
    const { body, rows } = toBody(values, "fcl", "save");
    expect(body.spaces).toEqual([{ container_id: 2, count: 2 }]);
    expect(body.containers).toHaveLength(1);
    expect(Object.keys(body.containers?.[0] ?? {})).not.toContain("dangerous_goods");
    expect(rows.containers).toEqual([0]);
  });

  it("drops what the class does not declare and an out of gauge with nothing out", () => {
    const values = fromOrderForm(
      orderFormOf({
        spaces: [
          {
            container_id: 5,
            count: 1,
            dangerous_goods: [{ ...LITHIUM, imo_class: "2.1", packing_group: "II", flash_point: 10 }],
            reefer: { ...FROZEN, is_non_operating: true },
            oog: { ...OVER, over_height: 0, over_width_left: 0, over_width_right: 0 },
          },
        ],
      }),
      "fcl",
      { isCopy: false },
    );
    const space = toBody(values, "fcl", "save").body.spaces?.[0];
    expect(space?.dangerous_goods?.[0]).toMatchObject({ imo_class: "2.1", packing_group: null, flash_point: null });
    expect(space?.reefer).toEqual({ is_non_operating: true });
    expect(space).not.toHaveProperty("oog");
  });
});
