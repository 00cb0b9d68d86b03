import {
  containerNoProblem,
  isoDateSchema,
  type Lang,
  ORDER_LIMITS,
  type OrderAction,
  supplyContainerSchema,
  transitionOf,
  VGM_DECLARATION_METHODS,
  VGM_IMPORT_COLUMNS,
  VGM_IMPORT_HEADERS,
  type VgmImportColumn,
  type VgmImportResult,
  vgmDeclarationSchema,
  vgmMethodCode,
} from "@haiyun/shared";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { checkImport, defineImport, type ImportColumn, type RowContext, writeImportTemplate } from "../../../lib/import";
import { ownerScope, visibleOr404 } from "../core/order-access";
import { findOrder } from "../core/order-row.repository";
import { invalidTransition } from "../core/order-transition.service";
import type { OrderRow } from "../core/orders.repository";
import { findContainerNumbers } from "./supply.repository";

// A VGM sheet (one row per container: its VGM and declaration) read and checked, nothing stored:
// the shipping instruction form merges the rows and the user saves them, the save judging them
// again (the instruction's rules, and the lock after the VGM cut-off).

/** The statuses in which the customer edits the instruction: the actions that carry it from there. */
const SI_ACTIONS: readonly OrderAction[] = ["supply_save", "supply_submit", "revise_si"];
const SI_STATUSES = new Set(SI_ACTIONS.flatMap((action) => transitionOf(action).from as readonly (number | null)[]));

/** The customer's own order, in a status where they edit its instruction; else 404 or 409. */
export async function editableOrder(db: Db, ownerId: number, orderId: number, lang: Lang): Promise<OrderRow> {
  const order = visibleOr404(ownerScope(ownerId), await findOrder(db, orderId));
  if (!SI_STATUSES.has(order.status)) throw invalidTransition(order.status, lang);
  return order;
}

const NUMBER_COLUMNS: ReadonlySet<VgmImportColumn> = new Set(["vgm", "tare_weight"]);
const COLUMNS: ImportColumn<VgmImportColumn>[] = VGM_IMPORT_COLUMNS.map((key, i) => ({
  key,
  label: { cn: VGM_IMPORT_HEADERS.cn[i], en: VGM_IMPORT_HEADERS.en[i] },
  numbers: NUMBER_COLUMNS.has(key) ? "number" : "text",
  optional: key !== "container_no" && key !== "vgm",
}));

const rowSchema = z
  .object({ container_no: z.string(), vgm: supplyContainerSchema.shape.vgm, vgm_declaration: vgmDeclarationSchema })
  .nullable();

type Check = RowContext<VgmImportColumn, ReadonlySet<string>>;

/** A number cell, or a number typed as text ("12,100", "12100 kg"); "" is none. */
function numberOf(text: string, column: VgmImportColumn, refuse: Check["refuse"]): number | null {
  if (text === "") return null;
  const value = Number(text.replace(/[,\s]/g, "").replace(/kgs?$/i, ""));
  if (Number.isFinite(value)) return value;
  refuse(column, "v.invalid");
  return null;
}

function containerNoOf(text: string, ownNumbers: ReadonlySet<string>, refuse: Check["refuse"]): string {
  const value = text.toUpperCase().replace(/\s/g, "");
  if (value === "") refuse("container_no", "v.required");
  else if (!ownNumbers.has(value)) {
    const problem = containerNoProblem(value);
    if (problem?.problem === "format") refuse("container_no", "v.container_no_format");
    if (problem?.problem === "check_digit") refuse("container_no", "v.container_no_check", { expected: problem.expected });
  }
  return value;
}

function methodOf(text: string, refuse: Check["refuse"]) {
  const value = text.toUpperCase();
  if (value === "") return null;
  const method = (VGM_DECLARATION_METHODS as readonly string[]).includes(value) ? value : vgmMethodCode(Number(value));
  if (!method) refuse("method", "v.enum", { options: VGM_DECLARATION_METHODS.join(", ") });
  return method;
}

const vgmImport = defineImport({
  kinds: ["xlsx", "xls", "csv"],
  maxRows: ORDER_LIMITS.CONTAINERS_MAX,
  columns: COLUMNS,
  schema: rowSchema,
  columnOf: (field) => field.replace(/^vgm_declaration\./, "") as VgmImportColumn,
  toInput(row, { lookups, refuse }: Check) {
    // a template row left as it came (its container number only) is not a VGM given
    if (VGM_IMPORT_COLUMNS.every((column) => column === "container_no" || row.text(column) === "")) return null;
    const vgm = numberOf(row.text("vgm"), "vgm", refuse);
    if (row.text("vgm") === "") refuse("vgm", "v.required");
    const weighedAt = row.text("weighed_at");
    if (weighedAt !== "" && !isoDateSchema.safeParse(weighedAt).success) refuse("weighed_at", "v.date");
    return {
      container_no: containerNoOf(row.text("container_no"), lookups, refuse),
      vgm,
      vgm_declaration: {
        method: methodOf(row.text("method"), refuse),
        tare_weight: numberOf(row.text("tare_weight"), "tare_weight", refuse),
        signatory: row.text("signatory"),
        weighed_at: weighedAt === "" ? null : weighedAt,
        weighing_party: row.text("weighing_party"),
      },
    };
  },
});

/** Reads and checks a VGM sheet for the customer's order: its rows and the problems, nothing stored. */
export async function importVgmSheet(
  db: Db,
  ownerId: number,
  orderId: number,
  upload: { name: string; buffer: Buffer },
  lang: Lang,
): Promise<VgmImportResult> {
  const order = await editableOrder(db, ownerId, orderId, lang);
  const { rows, errors } = await checkImport(vgmImport, upload, {
    lang,
    lookups: async () => new Set((await findContainerNumbers(db, order.id)).filter(Boolean)),
  });
  const given = rows.flatMap(({ value }) => (value && value.vgm != null ? [{ ...value, vgm: value.vgm }] : []));
  return { rows: given, errors: errors.map(({ row, column, field, message }) => ({ row, column, field, message })) };
}

/** The VGM template of the order: headers in `lang`, a row per container, its number filled in. */
export async function buildVgmTemplate(db: Db, ownerId: number, orderId: number, lang: Lang) {
  const order = await editableOrder(db, ownerId, orderId, lang);
  const numbers = await findContainerNumbers(db, order.id);
  const examples = numbers.map((container_no) => ({ container_no }));
  const buffer = writeImportTemplate(COLUMNS, lang, "VGM", examples);
  return { filename: `VGM-${order.order_no}.xlsx`, buffer };
}
