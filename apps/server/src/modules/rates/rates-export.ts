import { type Lang, RATE_IMPORT_COLUMNS, RATE_IMPORT_HEADERS } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { ABOVE_EVERY_ID, keysetBatches, type TableExport } from "../../lib/export";
import { listContainerTypesOf } from "./rate-references.repository";
import { listRatesBatch, listSpaces, type RateFilter, sumSpacesByContainer } from "./rates.repository";

// GET /rate/export: the filtered list as an .xlsx or CSV in the import template's columns (names
// in the caller's language), so it can be imported again. A sheet of any size is streamed: the
// rates are read in batches by id (keyset, newest first) and each batch is written before the next
// is read, as fast as the client takes it (lib/export). Two passes: the first learns which
// container types are priced (their columns) and the columns' widths; the second writes the rows.
// Rates added after the first pass began are left out; one deleted or changed meanwhile is
// written as found.

const nameOf = (names: { name_cn: string | null; name_en: string | null } | null, lang: Lang) =>
  names ? ((lang === "cn" ? names.name_cn : names.name_en) ?? "") : "";

type RateRow = Awaited<ReturnType<typeof listRatesBatch>>[number];

/** The fixed columns' texts of a rate, in RATE_IMPORT_COLUMNS order. */
function fixedCells(rate: RateRow, lang: Lang): string[] {
  return [
    nameOf(rate.carrier, lang),
    nameOf(rate.pol, lang),
    nameOf(rate.pod, lang),
    nameOf(rate.to, lang),
    rate.sdate,
    rate.edate,
    rate.transit_days === null ? "" : String(rate.transit_days),
    rate.currency,
    rate.remark,
  ];
}

/** Every batch of the filter below `beforeId`, newest first. */
const batchesOf = (db: Db, ownerId: number, filter: RateFilter, beforeId: number) =>
  keysetBatches((before, limit) => listRatesBatch(db, ownerId, filter, before, limit), beforeId);

/** The first pass: the rows, the first (highest) id, the priced container types and each column's longest text. */
async function survey(db: Db, ownerId: number, filter: RateFilter, lang: Lang) {
  const fixedLengths = RATE_IMPORT_COLUMNS.map((key) => RATE_IMPORT_HEADERS[key][lang].length);
  const priceLengths = new Map<number, number>();
  let count = 0;
  let firstId: number | undefined;
  for await (const rows of batchesOf(db, ownerId, filter, ABOVE_EVERY_ID)) {
    firstId ??= rows[0].id;
    count += rows.length;
    for (const rate of rows) {
      fixedCells(rate, lang).forEach((text, c) => {
        if (text.length > fixedLengths[c]) fixedLengths[c] = text.length;
      });
    }
    for (const { container_id, longest } of await sumSpacesByContainer(
      db,
      rows.map((rate) => rate.id),
    )) {
      priceLengths.set(container_id, Math.max(priceLengths.get(container_id) ?? 0, longest));
    }
  }
  return { count, firstId, fixedLengths, priceLengths };
}

/**
 * The export of `ownerId`'s rates matching `filter` as a table. The first pass runs before this
 * answers (a failing database is an error answer, not a cut file); the rows are read while the
 * file is written.
 */
export async function rateExport(db: Db, ownerId: number, filter: RateFilter, lang: Lang): Promise<TableExport> {
  const found = await survey(db, ownerId, filter, lang);
  // every container type some rate prices, in the usual order (as the template has them): one an
  // admin disabled since keeps its column, or its prices would silently go missing from the file
  const used = await listContainerTypesOf(db, [...found.priceLengths.keys()]);
  const header = [...RATE_IMPORT_COLUMNS.map((key) => RATE_IMPORT_HEADERS[key][lang]), ...used.map((c) => c.code)];
  const widths = [...found.fixedLengths, ...used.map((c) => Math.max(c.code.length, found.priceLengths.get(c.id) ?? 0))].map(
    (longest) => Math.max(12, longest + 4),
  );
  const column = new Map(used.map((container, i) => [container.id, RATE_IMPORT_COLUMNS.length + i]));

  async function* rows(): AsyncGenerator<string[][]> {
    if (found.firstId === undefined) return;
    for await (const batch of batchesOf(db, ownerId, filter, found.firstId + 1)) {
      const spaces = await listSpaces(
        db,
        batch.map((rate) => rate.id),
      );
      const byRate = new Map<number, string[]>();
      const lines = batch.map((rate) => {
        const cells = [...fixedCells(rate, lang), ...used.map(() => "")];
        byRate.set(rate.id, cells);
        return cells;
      });
      for (const space of spaces) {
        const c = column.get(space.container_id);
        const cells = byRate.get(space.rate_id);
        if (c !== undefined && cells) cells[c] = space.price;
      }
      yield lines;
    }
  }

  return {
    name: lang === "cn" ? "运价" : "rates",
    asciiName: "rates",
    sheetName: lang === "cn" ? "运价" : "Rates",
    header,
    widths,
    total: found.count,
    rows: rows(),
  };
}
