import type { SupplyContainerView } from "@haiyun/shared/schemas/supply-view";

// The lines a carrier's bill of lading prints under the goods for each container: its VGM, its
// dangerous goods and its reefer settings. A bill is an English document in capitals, whatever
// language the reader uses, so these texts are fixed here rather than in the locale files.

// as the views answer them (codes as plain strings)
type Dg = Partial<NonNullable<SupplyContainerView["dangerous_goods"]>[number]>;
type Reefer = Partial<NonNullable<SupplyContainerView["reefer"]>>;

const number = (value: number, digits = 3) => value.toLocaleString("en-US", { maximumFractionDigits: digits });
const oneDecimal = (value: number) => value.toFixed(1);
const upper = (text: string | null | undefined) => (text ?? "").trim().toUpperCase();

/** "VGM 12,345 KG (SM2) SIGNED J. SMITH"; "" without a VGM. */
export function vgmLine(vgm: number | null, method: string | null, signatory: string): string {
  if (vgm == null) return "";
  const parts = [`VGM ${number(vgm)} KG`];
  if (method) parts.push(`(${method})`);
  if (upper(signatory)) parts.push(`SIGNED ${upper(signatory)}`);
  return parts.join(" ");
}

/** "UN 3480, LITHIUM ION BATTERIES, CLASS 9, PG II, EMS F-A,S-I, MARINE POLLUTANT, FLASH POINT 23.0 °C". */
export function dangerousGoodsLine(dg: Dg): string {
  const parts = [
    dg.un_number ? `UN ${dg.un_number}` : "",
    upper(dg.proper_shipping_name),
    dg.imo_class ? `CLASS ${dg.imo_class}` : "",
    dg.packing_group ? `PG ${dg.packing_group}` : "",
    upper(dg.ems_number) ? `EMS ${upper(dg.ems_number)}` : "",
    dg.is_marine_pollutant ? "MARINE POLLUTANT" : "",
    dg.is_limited_quantity ? "LIMITED QUANTITY" : "",
    dg.flash_point != null ? `FLASH POINT ${oneDecimal(dg.flash_point)} °C` : "",
    dg.net_explosive_content != null ? `NET EXPLOSIVE CONTENT ${number(dg.net_explosive_content)} KG` : "",
    dg.inner_packaging ? `INNER PACKAGING ${dg.inner_packaging.quantity} ${upper(dg.inner_packaging.description)}` : "",
    upper(dg.emergency_contact?.name) || upper(dg.emergency_contact?.phone)
      ? `EMERGENCY CONTACT ${[upper(dg.emergency_contact?.name), upper(dg.emergency_contact?.phone)].filter(Boolean).join(" ")}`
      : "",
  ];
  return parts.filter(Boolean).join(", ");
}

const AIR_UNIT: Record<string, string> = { MQH: "CBM/H", FTQ: "CFT/H", FQH: "CFT/H" };

/** "TEMPERATURE SET AT -18.0 °C, VENTS CLOSED, HUMIDITY 85 %", or "NON-OPERATING REEFER"; "" for none. */
export function reeferLine(reefer: Reefer | null | undefined): string {
  if (!reefer) return "";
  if (reefer.is_non_operating) return "NON-OPERATING REEFER";
  const degrees = reefer.temperature_unit === "FAH" ? "°F" : "°C";
  const vents = reefer.is_ventilation_open
    ? [
        "VENTS OPEN",
        reefer.air_exchange != null ? `${number(reefer.air_exchange)} ${AIR_UNIT[reefer.air_exchange_unit ?? "MQH"] ?? ""}` : "",
      ]
        .filter(Boolean)
        .join(" ")
        .trim()
    : "VENTS CLOSED";
  const parts = [
    reefer.temperature != null ? `TEMPERATURE SET AT ${oneDecimal(reefer.temperature)} ${degrees}` : "",
    vents,
    reefer.humidity != null ? `HUMIDITY ${number(reefer.humidity)} %` : "",
    reefer.o2 != null ? `O2 ${number(reefer.o2)} %` : "",
    reefer.co2 != null ? `CO2 ${number(reefer.co2)} %` : "",
    reefer.is_pre_cooling ? "PRE-COOLED" : "",
    reefer.is_generator_set ? "GENSET" : "",
  ];
  return parts.filter(Boolean).join(", ");
}

export interface BillLineSource {
  vgm: number | null;
  vgm_method: string | null;
  vgm_signatory: string;
  dangerous_goods: readonly Dg[];
  reefer: Reefer | null;
}

/** A container's lines, in the order a bill prints them: VGM, each dangerous good, the reefer. */
export function billLinesOf(row: BillLineSource): string[] {
  return [
    vgmLine(row.vgm, row.vgm_method, row.vgm_signatory),
    ...row.dangerous_goods.map(dangerousGoodsLine),
    reeferLine(row.reefer),
  ].filter(Boolean);
}
