// The demo's cargo beyond dry general cargo, as a booking row carries it.

/** A 40ft reefer of frozen food at −18 °C, vents closed. */
export const DEMO_REEFER = {
  dangerous_goods: [],
  oog: null,
  reefer: {
    is_non_operating: false,
    temperature: -18,
    temperature_unit: "CEL" as const,
    air_exchange: null,
    air_exchange_unit: null,
    is_ventilation_open: false,
    humidity: null,
    is_pre_cooling: true,
    is_generator_set: false,
    o2: null,
    co2: null,
  },
};

/** Lithium-ion batteries (UN 3480, class 9), awaiting operations' approval. */
export const DEMO_DG = {
  reefer: null,
  oog: null,
  dangerous_goods: [
    {
      un_number: "3480",
      proper_shipping_name: "LITHIUM ION BATTERIES",
      imo_class: "9" as const,
      // UN 3480 has no packing group (the UN list gives it none; un-numbers.ts)
      packing_group: null,
      flash_point: null,
      is_marine_pollutant: false,
      is_limited_quantity: false,
      ems_number: "F-A,S-I",
      inner_packaging: { quantity: 400, description: "FIBREBOARD BOXES" },
      net_explosive_content: null,
      emergency_contact: { name: "WANG FANG", phone: "+86 574 8700 0101" },
    },
  ],
};
