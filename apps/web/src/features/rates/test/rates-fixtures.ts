import type { Rate } from "../api/rate-keys";

// Reference lists and rates as the server answers them (names in the request's language).
export const CARRIERS = {
  list: [
    { id: 3, code: "COSU", type: 1, name: "COSCO Shipping Lines", name_cn: "中远海运集运", name_en: "COSCO Shipping Lines" },
    { id: 4, code: "MAEU", type: 1, name: "Maersk", name_cn: "马士基", name_en: "Maersk" },
  ],
  total: 2,
};
export const PORTS = {
  list: [
    { id: 1, code: "CNSHA", type: 1, name: "Shanghai", name_cn: "上海", name_en: "Shanghai", country_id: 45 },
    { id: 2, code: "DEHAM", type: 1, name: "Hamburg", name_cn: "汉堡", name_en: "Hamburg", country_id: 80 },
  ],
  total: 2,
};
export const CONTAINERS = {
  list: [
    { id: 11, code: "20GP", type: 1, name: "20GP", name_cn: "20GP", name_en: "20GP", iso_code: "22G1", teu: "1.00" },
    { id: 12, code: "40HQ", type: 1, name: "40HQ", name_cn: "40HQ", name_en: "40HQ", iso_code: "45G1", teu: "2.00" },
  ],
  total: 2,
};
export const CURRENCIES = {
  list: [
    { id: 1, code: "USD", type: 1, name: "US Dollar", name_cn: "美元", name_en: "US Dollar" },
    { id: 2, code: "EUR", type: 1, name: "Euro", name_cn: "欧元", name_en: "Euro" },
  ],
  total: 2,
};

export function rateOf(overrides: Partial<Rate> = {}): Rate {
  return {
    id: 1,
    carrier_id: 3,
    carrier_name: "COSCO Shipping Lines",
    pol_id: 1,
    pol_name: "Shanghai",
    pod_id: 2,
    pod_name: "Hamburg",
    to_id: 2,
    to_name: "Hamburg",
    sdate: "2026-12-01",
    edate: "2026-12-31",
    transit_days: 32,
    currency: "USD",
    remark: "VIA SUEZ",
    spaces: [
      { id: 21, container_id: 11, container_name: "20GP", price: "1234.50" },
      { id: 22, container_id: 12, container_name: "40HQ", price: "999999.99" },
    ],
    create_time: "2026-11-20T08:00:00.000Z",
    update_time: "2026-11-21T08:00:00.000Z",
    ...overrides,
  };
}
