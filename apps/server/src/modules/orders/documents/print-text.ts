import { CUT_OFF_NAMES, type CutOffCode, type CutOffView, type OrderDetail } from "@haiyun/shared";
import { dictionaryName } from "../core/order-present";

// How the written documents print values: names in both languages where the portal keeps both,
// cut-offs in the port's own time with its offset, special cargo as one line each. Everything a
// document prints is turned into text here first, so the data a document was drawn from is text
// (and its digest says exactly whether a new one would print anything different).

type DangerousGoods = NonNullable<OrderDetail["spaces"][number]["dangerous_goods"]>[number];
type Reefer = NonNullable<OrderDetail["spaces"][number]["reefer"]>;
type OutOfGauge = NonNullable<OrderDetail["spaces"][number]["oog"]>;

/** "上海 Shanghai": both names when they differ, one when they are the same or one is missing. */
export function bothNames(cn: string | null | undefined, en: string | null | undefined): string {
  const a = (cn ?? "").trim();
  const b = (en ?? "").trim();
  if (!a || !b || a === b) return a || b;
  return `${a} ${b}`;
}

/** A party's role in both languages ("发货人 Shipper"). */
export const partyRole = (type: number) =>
  bothNames(dictionaryName("contact_type", type, "cn"), dictionaryName("contact_type", type, "en"));

/** A cut-off as the port reads it: "2026-12-01 17:00 (UTC+08:00)", from the answer's own offset. */
export function portTimeText(at: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.exec(at);
  if (!match) return at;
  const offset = match[3] === "Z" ? "+00:00" : match[3];
  return `${match[1]} ${match[2]} (UTC${offset})`;
}

/** The order's cut-offs as rows: the name in both languages, the port time, the zone. */
export function cutOffRows(cutOffs: readonly CutOffView[]): string[][] {
  return cutOffs.map((cutOff) => {
    const name = CUT_OFF_NAMES[cutOff.code as CutOffCode];
    return [name ? `${name.cn} ${name.en}` : cutOff.code, cutOff.code, portTimeText(cutOff.at), cutOff.time_zone];
  });
}

// Weights and measures as a bill prints them: a fixed three decimals (kg to the gram, m³ to the
// litre — what carriers' bills and their EDI carry), thousands grouped with commas.
const FIXED = new Intl.NumberFormat("en-US", { minimumFractionDigits: 3, maximumFractionDigits: 3 });
// a count of packages: whole as typed, grouped; a fraction (rare, but stored) up to three decimals
const COUNT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

const known = (value: number | null | undefined): value is number => value !== null && value !== undefined;

/** A weight or a volume: "8,200.500". */
export const fixed = (value: number) => FIXED.format(value);

/** A count of packages: "1,200". */
export const packageCount = (value: number) => COUNT.format(value);

// Inside an EmS code ("F-A, S-I") a line must not break: the hyphens are non-breaking (U+2011)
// and the space after the comma is a no-break space, so the two schedules print on one line.
const NO_BREAK_HYPHEN = "\u2011";
const NO_BREAK_SPACE = "\u00a0";

/** An EmS code as printed, whole on one line: "F-A,S-I" or "F-A, S-I" → "F‑A, S‑I". */
export function emsText(ems: string): string {
  return ems
    .trim()
    .split(/\s*,\s*/)
    .map((schedule) => schedule.replaceAll("-", NO_BREAK_HYPHEN).replaceAll(/\s+/g, NO_BREAK_SPACE))
    .join(`,${NO_BREAK_SPACE}`);
}

/** A container type as printed: its name and, beside it, its ISO 6346 size-type code. */
export function containerTypeText(name: string, isoCode: string | undefined): string {
  return isoCode ? `${name} (${isoCode})` : name;
}

function dangerousGoodsLine(dg: DangerousGoods): string {
  const parts = [
    `UN${dg.un_number}`,
    dg.proper_shipping_name,
    `Class ${dg.imo_class}`,
    dg.packing_group ? `PG ${dg.packing_group}` : "",
    dg.flash_point === null ? "" : `FP ${dg.flash_point} °C`,
    dg.ems_number ? `EmS ${emsText(dg.ems_number)}` : "",
    dg.is_marine_pollutant ? "Marine pollutant" : "",
    dg.is_limited_quantity ? "Limited quantity" : "",
    dg.emergency_contact ? `Emergency ${dg.emergency_contact.name} ${dg.emergency_contact.phone}` : "",
  ];
  return `危险品 DG: ${parts.filter(Boolean).join(", ")}`;
}

function reeferLine(reefer: Reefer): string {
  if (reefer.is_non_operating) return "冷箱（不制冷） Reefer, non-operating";
  const parts = [
    reefer.temperature === null ? "" : `${reefer.temperature} °${reefer.temperature_unit === "FAH" ? "F" : "C"}`,
    reefer.air_exchange === null ? "" : `Vent ${reefer.air_exchange} ${reefer.air_exchange_unit ?? ""}`.trim(),
    reefer.is_ventilation_open ? "Vent open" : "",
    reefer.humidity === null ? "" : `Humidity ${reefer.humidity} %`,
    reefer.o2 === null ? "" : `O2 ${reefer.o2} %`,
    reefer.co2 === null ? "" : `CO2 ${reefer.co2} %`,
    reefer.is_pre_cooling ? "Pre-cooling" : "",
    reefer.is_generator_set ? "Genset" : "",
  ];
  return `冷藏 Reefer: ${parts.filter(Boolean).join(", ")}`;
}

function oogLine(oog: OutOfGauge): string {
  const parts = [
    `OH ${oog.over_height} cm`,
    `OW L ${oog.over_width_left} / R ${oog.over_width_right} cm`,
    `OL F ${oog.over_length_front} / B ${oog.over_length_back} cm`,
    oog.remarks,
  ];
  return `超限 OOG: ${parts.filter(Boolean).join(", ")}`;
}

/** A row's special cargo, one line each: its dangerous goods, its reefer settings, its out-of-gauge. */
export function specialCargoLines(row: {
  dangerous_goods?: readonly DangerousGoods[] | null;
  reefer?: Reefer | null;
  oog?: OutOfGauge | null;
}): string[] {
  return [
    ...(row.dangerous_goods ?? []).map(dangerousGoodsLine),
    ...(row.reefer ? [reeferLine(row.reefer)] : []),
    ...(row.oog ? [oogLine(row.oog)] : []),
  ];
}

/** A count of packages with its unit, "1,200 CARTONS"; "" when there is none. */
export function withUnit(value: number | null | undefined, unit: string): string {
  return known(value) ? `${packageCount(value)} ${unit}`.trim() : "";
}

/** kg and m³ as printed: "8,200.500 KGS", "58.200 CBM"; "" when unknown. */
export const kilograms = (value: number | null | undefined) => (known(value) ? `${fixed(value)} KGS` : "");
export const cubicMetres = (value: number | null | undefined) => (known(value) ? `${fixed(value)} CBM` : "");

/** A party as a block: company lines, address, contact person and how to reach them. */
export function partyBlock(contact: {
  company1: string;
  company2: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip_code: string;
  country_name: string;
  linkman: string;
  phone: string;
  email: string;
}): string {
  const place = [contact.city, contact.province, contact.zip_code].filter(Boolean).join(", ");
  const reach = [contact.linkman, contact.phone, contact.email].filter(Boolean).join(" · ");
  return [contact.company1, contact.company2, contact.address1, contact.address2, place, contact.country_name, reach]
    .filter(Boolean)
    .join("\n");
}
