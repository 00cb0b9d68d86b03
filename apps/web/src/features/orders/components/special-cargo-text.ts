import { IMO_CLASSES, imoMainClass } from "@haiyun/shared/cargo/imo-classes";
import { isOutOfGauge, OOG_DIMENSIONS } from "@haiyun/shared/cargo/special-cargo";
import type { TFunction } from "i18next";

// A row's special cargo in words: the compact tags of the booking form and the lines of an order's
// detail. Both read the form's values as well as a view's, so every field may be missing.

type Num = number | null | undefined;

export interface DangerousGoodsLike {
  un_number?: string;
  proper_shipping_name?: string;
  imo_class?: string;
  packing_group?: string | null;
  flash_point?: Num;
  is_marine_pollutant?: boolean;
  is_limited_quantity?: boolean;
  ems_number?: string;
  inner_packaging?: { quantity?: Num; description?: string } | null;
  net_explosive_content?: Num;
  emergency_contact?: { name?: string; phone?: string } | null;
}

export interface ReeferLike {
  is_non_operating?: boolean;
  temperature?: Num;
  temperature_unit?: string | null;
  air_exchange?: Num;
  air_exchange_unit?: string | null;
  is_ventilation_open?: boolean;
  humidity?: Num;
  is_pre_cooling?: boolean;
  is_generator_set?: boolean;
  o2?: Num;
  co2?: Num;
}

export type OutOfGaugeLike = Partial<Record<(typeof OOG_DIMENSIONS)[number], number>> & { remarks?: string };

export interface SpecialCargoLike {
  dangerous_goods?: DangerousGoodsLike[] | null;
  reefer?: ReeferLike | null;
  oog?: OutOfGaugeLike | null;
}

const given = (value: Num): value is number => typeof value === "number" && Number.isFinite(value);

/** A signed number as printed: a true minus sign (−18), not a hyphen. */
export const signed = (value: number) => (value < 0 ? `\u2212${-value}` : String(value));

/** "−18 °C", "0 °F"; empty without a temperature. */
export function temperatureText(reefer: ReeferLike): string {
  if (!given(reefer.temperature)) return "";
  return `${signed(reefer.temperature)} ${reefer.temperature_unit === "FAH" ? "°F" : "°C"}`;
}

/** The locale key of an IMO class's name: every division of class 1 is "explosives". */
const imoNameKey = (imoClass: string) => (imoMainClass(imoClass) === "1" ? "c1" : `c${imoClass.replace(".", "_")}`);

/** "3 Flammable liquids", "1.4S Explosives". */
export const imoClassLabel = (t: TFunction, imoClass: string) =>
  `${imoClass} ${t(`specialCargo.imoNames.${imoNameKey(imoClass)}`)}`;

/** The select's options: every class of the code list with its name. */
export const imoClassOptions = (t: TFunction) =>
  IMO_CLASSES.map((imoClass) => ({ value: imoClass, label: imoClassLabel(t, imoClass) }));

const hasRemarks = (oog: OutOfGaugeLike | null | undefined) => Boolean(oog?.remarks?.trim());
/** Out of gauge is told when a dimension stands out, or when remarks were written for it. */
const showsOog = (oog: OutOfGaugeLike | null | undefined): oog is OutOfGaugeLike => isOutOfGauge(oog) || hasRemarks(oog);

/** The compact tags of a row in the form: one per dangerous good, the reefer's temperature, OOG. */
export function specialCargoTags(t: TFunction, row: SpecialCargoLike): string[] {
  const tags = (row.dangerous_goods ?? []).map((dg) =>
    t(dg.un_number ? "specialCargo.tags.dg" : "specialCargo.tags.dgNoUn", { cls: dg.imo_class || "?", un: dg.un_number }),
  );
  if (row.reefer) {
    const temperature = temperatureText(row.reefer);
    if (row.reefer.is_non_operating) tags.push(t("specialCargo.tags.nor"));
    else tags.push(temperature ? t("specialCargo.tags.reefer", { temperature }) : t("specialCargo.tags.reeferUnset"));
  }
  if (showsOog(row.oog)) tags.push(t("specialCargo.tags.oog"));
  return tags;
}

function dangerousGoodsLine(t: TFunction, dg: DangerousGoodsLike): string {
  const line = (key: string, params: Record<string, unknown> = {}) => t(`specialCargo.lines.${key}`, params);
  const contact = [dg.emergency_contact?.name, dg.emergency_contact?.phone].filter(Boolean).join(" ");
  const inner = dg.inner_packaging;
  const parts = [
    dg.un_number ? line("un", { un: dg.un_number }) : "",
    dg.imo_class ? line("cls", { cls: dg.imo_class }) : "",
    dg.packing_group ? line("pg", { pg: dg.packing_group }) : "",
    dg.ems_number ? line("ems", { ems: dg.ems_number }) : "",
    dg.proper_shipping_name ?? "",
    given(dg.flash_point) ? line("flashPoint", { value: signed(dg.flash_point) }) : "",
    dg.is_marine_pollutant ? line("marinePollutant") : "",
    dg.is_limited_quantity ? line("limitedQuantity") : "",
    inner && given(inner.quantity) ? line("inner", { quantity: inner.quantity, description: inner.description ?? "" }) : "",
    given(dg.net_explosive_content) ? line("nec", { value: dg.net_explosive_content }) : "",
    contact ? line("contact", { contact }) : "",
  ];
  return parts.filter(Boolean).join(t("specialCargo.lines.separator"));
}

function reeferLine(t: TFunction, reefer: ReeferLike): string {
  const line = (key: string, params: Record<string, unknown> = {}) => t(`specialCargo.lines.${key}`, params);
  if (reefer.is_non_operating) return line("nor");
  const temperature = temperatureText(reefer);
  const unit = reefer.air_exchange_unit ? t(`specialCargo.reefer.units.${reefer.air_exchange_unit}`) : "";
  const parts = [
    temperature ? line("reefer", { temperature }) : line("reeferNoTemperature"),
    line(reefer.is_ventilation_open ? "ventsOpen" : "ventsClosed"),
    given(reefer.air_exchange) ? line("airExchange", { value: reefer.air_exchange, unit }).trim() : "",
    given(reefer.humidity) ? line("humidity", { value: reefer.humidity }) : "",
    reefer.is_pre_cooling ? line("preCooling") : "",
    reefer.is_generator_set ? line("genset") : "",
    given(reefer.o2) ? line("o2", { value: reefer.o2 }) : "",
    given(reefer.co2) ? line("co2", { value: reefer.co2 }) : "",
  ];
  return parts.filter(Boolean).join(t("specialCargo.lines.separator"));
}

function oogLine(t: TFunction, oog: OutOfGaugeLike): string {
  const separator = t("specialCargo.lines.separator");
  const dims = OOG_DIMENSIONS.flatMap((key) =>
    (oog[key] ?? 0) > 0 ? [t("specialCargo.lines.oogDim", { name: t(`specialCargo.lines.dims.${key}`), value: oog[key] })] : [],
  );
  if (hasRemarks(oog)) dims.push(t("specialCargo.lines.remarks", { text: oog.remarks?.trim() }));
  return t("specialCargo.lines.oog", { dims: dims.join(separator) });
}

/** The detail's lines of a row: one per dangerous good, then the reefer's settings, then out of gauge. */
export function specialCargoLines(t: TFunction, row: SpecialCargoLike): string[] {
  const lines = (row.dangerous_goods ?? []).map((dg) => dangerousGoodsLine(t, dg));
  if (row.reefer) lines.push(reeferLine(t, row.reefer));
  if (showsOog(row.oog)) lines.push(oogLine(t, row.oog));
  return lines;
}

/** Whether a row carries anything beyond dry general cargo. */
export const hasSpecialCargo = (row: SpecialCargoLike) =>
  (row.dangerous_goods?.length ?? 0) > 0 || Boolean(row.reefer) || showsOog(row.oog);
