import {
  CONTAINER_MODE,
  computedVgm,
  DOCUMENT_TYPE,
  fieldLabel,
  type Lang,
  type SupplyFields,
  type SupplyIssue,
  supplyModeIssues,
  supplySpaceIssues,
  translate,
} from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError, type FieldError } from "../../../lib/app-error";
import { lockOrderDocument, markConsumed } from "../core/order-documents.repository";
import { findOfferedReferences, type OrderRow } from "../core/orders.repository";
import {
  findContainerIds,
  findContainerTypeNames,
  findOrderSpaces,
  replaceOrderContacts,
  type SupplyRow,
  updateSupplyColumns,
  upsertContainers,
} from "./supply.repository";

// Writing a shipping instruction onto an order, inside the transition that carries it
// (the customer's save and submit, operations' amendment). The body passed the shared schema;
// here come the rules that need the order: FCL's columns, the original spaces, the references,
// the row ids and the manifest.

/** The issues as the envelope's `errors[]`, each message naming its field in the caller's language. */
export function issuesError(issues: readonly SupplyIssue[], lang: Lang): AppError {
  const errors: FieldError[] = issues.map((issue) => {
    const last = String(issue.path.at(-1) ?? "");
    const params = { field: fieldLabel(last, lang), ...issue.params };
    return { field: issue.path.join("."), message: translate(issue.message, lang, params) ?? issue.message };
  });
  return new AppError("VALIDATION_FAILED", { errors });
}

export interface SupplyWriter {
  lang: Lang;
  /** the customer writing their instruction: only their own manifest upload may be named */
  uploaderId?: number;
  /** true: the instruction is submitted (final), its manifest used */
  submit: boolean;
}

async function checkAgainstOrder(tx: Db, order: OrderRow, form: SupplyFields, writer: SupplyWriter): Promise<SupplyIssue[]> {
  const issues: SupplyIssue[] = [...supplyModeIssues(form, order.container_mode)];
  const types = [...new Set(form.containers.flatMap((row) => (row.container_id ? [row.container_id] : [])))];
  // one after another: a transaction is one connection, which runs one statement at a time
  const offered = await findOfferedReferences(tx, {
    container: types,
    unit: form.containers.map((row) => row.package_uid),
    country: form.contacts.map((contact) => contact.country_id),
  });
  const typeNames = await findContainerTypeNames(tx, types);
  const ownRows = await findContainerIds(tx, order.id);
  const spaces = await findOrderSpaces(tx, order.id);
  const has = (kind: string, id: number) => offered.some((entry) => entry.kind === kind && entry.id === id);
  const unknown = (path: (string | number)[]) => issues.push({ path, message: "v.unknown_option" });
  form.contacts.forEach((contact, i) => {
    if (!has("country", contact.country_id)) unknown(["contacts", i, "country_id"]);
  });
  form.containers.forEach((row, i) => {
    if (row.id !== undefined && !ownRows.has(row.id)) issues.push({ path: ["containers", i, "id"], message: "v.invalid" });
    if (!has("unit", row.package_uid)) unknown(["containers", i, "package_uid"]);
  });
  if (order.container_mode === CONTAINER_MODE.FCL) {
    // the space rule (docs/PRODUCT-RULES.md), against the spaces the order was booked with
    const name = new Map(typeNames.map((entry) => [entry.id, writer.lang === "cn" ? entry.name_cn : entry.name_en]));
    issues.push(...supplySpaceIssues(form.containers, spaces, (id) => name.get(id) ?? String(id)));
  } else {
    form.containers.forEach((row, i) => {
      if (row.container_id && !has("container", row.container_id)) unknown(["containers", i, "container_id"]);
    });
  }
  return issues;
}

/**
 * Checks the instruction against the order without writing it (a revision asked for, previewed);
 * throws a 400 naming every problem. Answers the manifest it names, locked.
 */
export async function assertSupply(
  tx: Db,
  order: OrderRow,
  form: SupplyFields,
  writer: SupplyWriter,
): Promise<{ id: number } | undefined> {
  const issues = await checkAgainstOrder(tx, order, form, writer);
  let manifest: { id: number } | undefined;
  if (form.manifest_file !== null) {
    manifest = await lockOrderDocument(tx, {
      id: form.manifest_file,
      orderId: order.id,
      type: DOCUMENT_TYPE.MANIFEST,
      uploaderId: writer.uploaderId,
    });
    if (!manifest) issues.push({ path: ["manifest_file"], message: "v.unknown_option" });
  }
  if (issues.length > 0) throw issuesError(issues, writer.lang);
  return manifest;
}

/** SM2 without a VGM typed: the cargo with its packing plus the tare the declaration gives. */
function sm2Vgm(row: SupplyFields["containers"][number]): number | null {
  if (row.vgm_declaration?.method !== "SM2") return null;
  return computedVgm(row.weight, row.vgm_declaration.tare_weight);
}

/** Checks the instruction against the order and writes it; throws a 400 naming every problem. */
export async function writeSupply(tx: Db, order: OrderRow, form: SupplyFields, writer: SupplyWriter): Promise<void> {
  const manifest = await assertSupply(tx, order, form, writer);
  await updateSupplyColumns(tx, order.id, {
    marks_no: form.marks_no,
    description: form.description,
    vgm_method: form.vgm_method,
    manifest_file: form.manifest_file,
    ...(writer.submit ? { si_submit_time: new Date() } : {}),
  });
  await replaceOrderContacts(tx, order.id, form.contacts);
  const rows: SupplyRow[] = form.containers.map((row) => ({
    id: row.id,
    container_no: row.container_no,
    seal_no: row.seal_no,
    container_id: row.container_id ?? null,
    package: row.package,
    package_uid: row.package_uid,
    weight: row.weight ?? null,
    volume: row.volume,
    vgm: row.vgm ?? sm2Vgm(row),
    vgm_declaration: row.vgm_declaration ?? null,
  }));
  await upsertContainers(tx, order.id, rows);
  if (writer.submit && manifest) await markConsumed(tx, manifest.id, "supply_submit");
}
