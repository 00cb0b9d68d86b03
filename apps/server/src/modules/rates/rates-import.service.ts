import { randomUUID } from "node:crypto";
import {
  addDays,
  businessToday,
  type Lang,
  RATE_IMPORT_ALIASES,
  RATE_IMPORT_COLUMNS,
  RATE_IMPORT_HEADERS,
  RATE_LIMITS,
  type Rate,
  ratePriceSchema,
  rateSchema,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import {
  createLookup,
  defineImport,
  type ImportColumn,
  type ImportResult,
  type RowContext,
  runImport,
  writeImportTemplate,
} from "../../lib/import";
import { listDisabledContainerTypes, listOffered } from "./rate-references.repository";
import { valuesOf } from "./rates.service";
import { dropStagedRates, moveStagedRates, stageRateBatch, sweepStagedRates } from "./rates-staging.repository";

// Rates come from .xlsx or .xls, one row per rate and one
// price column per container type; ports by UN/LOCODE, carriers by SCAC, either by name in either
// language. All or nothing per file, the refused rows listed — the contacts pipeline.

type Entry = { id: number; code: string; name_cn: string; name_en: string };

interface RateLookups {
  port: (text: string) => number | undefined;
  carrier: (text: string) => number | undefined;
  currencies: Set<string>;
  containers: Entry[];
  /** types an admin disabled: their columns are known, so a price under one is refused, not dropped */
  disabled: Entry[];
}

const priceKey = (container: Entry) => `price_${container.id}`;

const lookupOf = (rows: Entry[]) =>
  createLookup(rows, { id: (row) => row.id, codes: (row) => [row.code], names: (row) => [row.name_cn, row.name_en] });

async function loadLookups(db: Db): Promise<RateLookups> {
  const [ports, carriers, containers, currencies, disabled] = await Promise.all([
    listOffered(db, "port"),
    listOffered(db, "carrier"),
    listOffered(db, "container"),
    listOffered(db, "currency"),
    listDisabledContainerTypes(db),
  ]);
  return {
    port: lookupOf(ports),
    carrier: lookupOf(carriers),
    currencies: new Set(currencies.map((row) => row.code.toUpperCase())),
    containers,
    disabled,
  };
}

/** The template's columns: the fixed ones, then a price column per container type, headed by its code. */
function columnsOf(containers: readonly Entry[]): ImportColumn<string>[] {
  return [
    ...RATE_IMPORT_COLUMNS.map((key) => ({
      key,
      label: RATE_IMPORT_HEADERS[key],
      aliases: RATE_IMPORT_ALIASES[key],
      optional: key === "transit_days" || key === "currency" || key === "remark",
      numbers: key === "transit_days" ? ("number" as const) : ("text" as const),
    })),
    ...containers.map((container) => ({
      key: priceKey(container),
      label: { cn: container.code, en: container.code },
      aliases: [container.name_cn, container.name_en],
      optional: true,
      numbers: "number" as const,
    })),
  ];
}

const FIELD_COLUMNS: Record<string, string> = { carrier_id: "carrier", pol_id: "pol", pod_id: "pod", to_id: "to" };

function definitionOf(lookups: RateLookups) {
  const firstPrice = lookups.containers[0] ? priceKey(lookups.containers[0]) : "spaces";
  return defineImport({
    // CSV too: a rate export written as CSV imports back (and Chinese Excel saves one as GBK)
    kinds: ["xlsx", "xls", "csv"],
    maxRows: RATE_LIMITS.IMPORT_ROWS_MAX,
    columns: columnsOf([...lookups.containers, ...lookups.disabled]),
    schema: rateSchema,
    // a header naming no container type would refuse every row for its missing prices: say it once
    checkColumns(index) {
      if ([...lookups.containers, ...lookups.disabled].some((container) => index.has(priceKey(container)))) return;
      const examples = lookups.containers.slice(0, 3).flatMap((container) => [container.code, container.name_cn]);
      throw new AppError("IMPORT_NO_PRICE_COLUMN", { params: { examples: examples.join(", ") } });
    },
    // prices are judged per cell in toInput; what the schema still finds of spaces is the first price column's
    columnOf: (field) => (field.startsWith("spaces") ? firstPrice : (FIELD_COLUMNS[field] ?? field)),
    toInput(row, { lookups: found, refuse }: RowContext<string, RateLookups>) {
      const ref = (
        column: string,
        find: (text: string) => number | undefined,
        unknown: "v.unknown_port" | "v.unknown_carrier",
      ) => {
        const text = row.text(column);
        const id = find(text);
        if (!id) refuse(column, text === "" ? "v.required" : unknown);
        return id ?? 0;
      };
      const transit = row.text("transit_days");
      if (transit !== "" && !/^\d{1,3}$/.test(transit)) refuse("transit_days", "v.invalid");
      const currency = row.text("currency").toUpperCase() || "USD";
      if (!found.currencies.has(currency)) refuse("currency", "v.unknown_currency");

      const spaces: { container_id: number; price: string }[] = [];
      let priced = false;
      for (const container of found.containers) {
        const text = row.text(priceKey(container));
        if (text === "") continue;
        priced = true;
        const price = ratePriceSchema.safeParse(text);
        if (price.success) spaces.push({ container_id: container.id, price: price.data });
        else refuse(priceKey(container), price.error.issues[0].message as "v.rate_price");
      }
      for (const container of found.disabled) {
        if (row.text(priceKey(container)) !== "") refuse(priceKey(container), "v.container_disabled");
      }
      if (!priced) refuse(firstPrice, "v.rate_spaces_required");
      return {
        carrier_id: ref("carrier", found.carrier, "v.unknown_carrier"),
        pol_id: ref("pol", found.port, "v.unknown_port"),
        pod_id: ref("pod", found.port, "v.unknown_port"),
        to_id: ref("to", found.port, "v.unknown_port"),
        sdate: row.text("sdate"),
        edate: row.text("edate"),
        transit_days: transit === "" || !/^\d{1,3}$/.test(transit) ? null : Number(transit),
        currency,
        remark: row.text("remark"),
        // a row with bad prices only is refused above; the schema must not add a second message
        spaces: spaces.length > 0 ? spaces : [{ container_id: found.containers[0]?.id ?? 1, price: "1" }],
      };
    },
  });
}

/** Reads, checks and stores one file of rates for `ownerId`: every row, or none. */
export async function importRates(
  db: Db,
  ownerId: number,
  upload: { name: string; buffer: Buffer },
  lang: Lang,
): Promise<ImportResult> {
  const lookups = await loadLookups(db);
  return runImport(definitionOf(lookups), upload, {
    lang,
    lookups: () => lookups,
    storeAll: (work) => storeStaged(db, ownerId, work),
  });
}

/**
 * Runs `work`, staging each batch it stores in a short transaction of its own, then moves them all
 * into the rates in one (the embedded database's one connection serves other users
 * between the batches). Whatever happens, the import's staged rows are then dropped; rows a dead
 * process left are swept by age when the next import begins.
 */
async function storeStaged<T>(db: Db, ownerId: number, work: (store: (values: Rate[]) => Promise<unknown>) => Promise<T>) {
  const importId = randomUUID();
  let staged = 0;
  await sweepStagedRates(db);
  try {
    const result = await work(async (values) => {
      await stageRateBatch(db, importId, ownerId, values.map(valuesOf));
      staged += values.length;
    });
    await moveStagedRates(db, importId, staged);
    return result;
  } finally {
    // left behind, they would be swept by age: a failure here must not fail an import stored
    await dropStagedRates(db, importId).catch(() => undefined);
  }
}

const EXAMPLE: Record<string, string> = {
  carrier: "COSU",
  pol: "CNSHA",
  pod: "DEHAM",
  to: "DEHAM",
  transit_days: "32",
  currency: "USD",
};

/** The import template in `lang`: headers, one example row valid from today for a month. */
export async function buildRateTemplate(db: Db, lang: Lang): Promise<{ filename: string; buffer: Buffer }> {
  const { containers } = await loadLookups(db);
  const today = businessToday();
  const example: Record<string, string> = {
    ...EXAMPLE,
    sdate: today,
    edate: addDays(today, 30),
    remark: lang === "cn" ? "示例，导入前请删除" : "Example, delete before importing",
  };
  containers.slice(0, 3).forEach((container, i) => {
    example[priceKey(container)] = ["1200.00", "2300.00", "2400.00"][i];
  });
  const buffer = writeImportTemplate(columnsOf(containers), lang, lang === "cn" ? "运价" : "Rates", [example]);
  return { filename: lang === "cn" ? "运价导入模板.xlsx" : "rates-import-template.xlsx", buffer };
}
