import { BILL_LINE_WIDTH, type OpsOrderView, type OrderDetail, wrapLines } from "@haiyun/shared";
import { bothNames, containerTypeText, cubicMetres, kilograms, packageCount, specialCargoLines } from "./print-text";

// What the instruction and the bill draft print about the cargo beyond each container row: the
// special cargo as the booking declared it (an instruction's rows carry no dangerous goods or
// reefer settings of their own, and the carrier reads them from the SI and the bill as much as
// from the confirmation), and the totals over the rows.

type Supply = NonNullable<OpsOrderView["supply"]>;
type Space = OpsOrderView["spaces"][number];
type DangerousGoods = NonNullable<Space["dangerous_goods"]>[number];
type Reefer = NonNullable<Space["reefer"]>;

/**
 * The booking's special cargo as rows (what, how many, its lines): each booked container type with
 * dangerous goods or reefer settings (FCL), each cargo line with dangerous goods (LCL).
 */
export function bookedSpecialCargoRows(cn: OpsOrderView, en: OrderDetail, isoCodes: Record<number, string>): string[][] {
  const spaces = cn.spaces.flatMap((space, i) => {
    const lines = specialCargoLines(space);
    const type = containerTypeText(bothNames(space.container_name, en.spaces[i]?.container_name), isoCodes[space.container_id]);
    return lines.length ? [[type, String(space.count), lines.join("\n")]] : [];
  });
  const cargos = cn.cargos.flatMap((cargo) => {
    const lines = specialCargoLines(cargo);
    return lines.length ? [[cargo.description, cargo.package === null ? "" : packageCount(cargo.package), lines.join("\n")]] : [];
  });
  return [...spaces, ...cargos];
}

/** Pieces laid on 35-character lines, each piece whole where it fits ("EMS F-A, S-I" never split). */
function packPieces(pieces: readonly string[]): string[] {
  const lines: string[] = [];
  let line = "";
  for (const piece of pieces.flatMap((text) => wrapLines(text, BILL_LINE_WIDTH))) {
    if (line && line.length + 2 + piece.length <= BILL_LINE_WIDTH) line = `${line}, ${piece}`;
    else {
      if (line) lines.push(line);
      line = piece;
    }
  }
  return line ? [...lines, line] : lines;
}

function dangerousGoodsPieces(dg: DangerousGoods): string[] {
  const ems = dg.ems_number
    .trim()
    .toUpperCase()
    .split(/\s*,\s*/)
    .join(", ");
  return [
    `UN${dg.un_number}`,
    dg.proper_shipping_name.toUpperCase(),
    `CLASS ${dg.imo_class}`,
    dg.packing_group ? `PG ${dg.packing_group}` : "",
    dg.flash_point === null ? "" : `FLASH POINT ${dg.flash_point} C`,
    ems ? `EMS ${ems}` : "",
    dg.is_marine_pollutant ? "MARINE POLLUTANT" : "",
    dg.is_limited_quantity ? "LIMITED QUANTITY" : "",
  ].filter(Boolean);
}

function reeferPieces(reefer: Reefer): string[] {
  if (reefer.is_non_operating) return ["NON-OPERATING REEFER"];
  return [
    reefer.temperature === null ? "" : `SET TEMPERATURE ${reefer.temperature} ${reefer.temperature_unit === "FAH" ? "F" : "C"}`,
    reefer.air_exchange === null ? "" : `VENTILATION ${reefer.air_exchange} ${reefer.air_exchange_unit ?? ""}`.trim(),
    reefer.is_ventilation_open ? "VENT OPEN" : "",
    reefer.humidity === null ? "" : `HUMIDITY ${reefer.humidity} %`,
  ].filter(Boolean);
}

/** The bill's lines for the booking's dangerous goods and reefer settings, in capitals at 35 characters. */
export function billSpecialCargoLines(en: OrderDetail, isoCodes: Record<number, string>): string[] {
  const spaces = en.spaces.flatMap((space) => {
    const pieces = [
      ...(space.dangerous_goods ?? []).flatMap(dangerousGoodsPieces),
      ...(space.reefer ? reeferPieces(space.reefer) : []),
    ];
    if (pieces.length === 0) return [];
    const what = `${space.count} X ${isoCodes[space.container_id] || space.container_name.toUpperCase()}:`;
    return packPieces([`${what} ${pieces[0]}`, ...pieces.slice(1)]);
  });
  const cargos = en.cargos.flatMap((cargo) => packPieces((cargo.dangerous_goods ?? []).flatMap(dangerousGoodsPieces)));
  return [...spaces, ...cargos];
}

/** The totals over an instruction's rows, as printed; `unit` is the rows' package unit when they share one. */
export function supplyTotals(si: Supply) {
  const sum = (pick: (box: Supply["containers"][number]) => number | null) =>
    si.containers.reduce<number | null>((total, box) => {
      const value = pick(box);
      return value === null ? total : (total ?? 0) + value;
    }, null);
  const units = new Set(si.containers.map((box) => box.package_unit_name_en).filter(Boolean));
  const packages = sum((box) => box.package);
  const unit = units.size === 1 ? [...units][0] : "PACKAGES";
  return {
    containers: si.containers.filter((box) => box.container_id !== null).length,
    // a fraction of a package summed over rows would print float noise: rounded to three decimals
    packages: packages === null ? null : Math.round(packages * 1000) / 1000,
    packages_text: packages === null ? "" : `${packageCount(packages)} ${unit}`,
    unit,
    weight: kilograms(sum((box) => box.weight)),
    volume: cubicMetres(sum((box) => box.volume)),
    vgm: kilograms(sum((box) => box.vgm)),
  };
}
