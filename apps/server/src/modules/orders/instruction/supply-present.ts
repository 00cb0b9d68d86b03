import {
  DOCUMENT_TYPE,
  type DocumentItem,
  type Lang,
  type OrderCharge,
  type OrderDocument,
  type SupplyRecord,
} from "@haiyun/shared";
import type { DocumentRow } from "../core/order-documents.repository";
import { dictionaryName, presentDetail, presentRow } from "../core/order-present";
import type { OrderListRow } from "../core/order-row.repository";
import type { OrderChildRows, OrderRow as StoredOrder } from "../core/orders.repository";

// The shipping instruction (its record and container rows) and the order's documents as answered.
// Downloads go through the authenticated paths.

export const documentDownloadUrl = (id: number) => `/api/document/download/${id}`;
export const attachmentDownloadUrl = (id: number) => `/api/attachment/download/${id}`;

const nameIn = (lang: Lang, cn: string | null, en: string | null) => (lang === "cn" ? cn : en) ?? "";

export function documentTypeName(type: number, lang: Lang): string {
  return dictionaryName("document_type", type, lang);
}

/** A document type as a message names it mid-sentence ("a payment receipt"). */
export function documentTypeInText(type: number, lang: Lang): string {
  const name = documentTypeName(type, lang);
  return lang === "en" ? name.toLowerCase() : name;
}

/** A document as the list shows it (GET /order/document/{id}, the ops view); alone it is current. */
export function presentDocument(
  row: Pick<DocumentRow, "id" | "document_type" | "remark" | "name" | "create_time">,
  lang: Lang,
  replacedBy: number | null = null,
): OrderDocument {
  return {
    id: row.id,
    document_type: row.document_type,
    document_type_name: documentTypeName(row.document_type, lang),
    type: row.document_type,
    name: row.name,
    remark: row.remark,
    url: documentDownloadUrl(row.id),
    create_time: row.create_time.toISOString(),
    replaced_by: replacedBy,
  };
}

// Kinds an order holds one of at a time: a newer one replaces the one before (a bill draft
// published again after a refusal, a manifest uploaded again). Receipts (5) and other files (9)
// each stand for themselves — a second receipt may be a second transfer — and are never folded.
const SINGLE_KINDS: ReadonlySet<number> = new Set([
  DOCUMENT_TYPE.BOOKING_CONFIRMATION,
  DOCUMENT_TYPE.SHIPPING_INSTRUCTION,
  DOCUMENT_TYPE.BILL_DRAFT,
  DOCUMENT_TYPE.INVOICE,
  DOCUMENT_TYPE.TELEX_GUARANTEE,
  DOCUMENT_TYPE.TELEX_RELEASE,
  DOCUMENT_TYPE.MANIFEST,
]);

/**
 * An order's documents, each with the one that replaced it: of a single kind the current one is
 * the newest, except the manifest, whose current one is the one the instruction names (a newer
 * upload the instruction was not saved with is not yet its manifest).
 */
export function presentDocuments(
  rows: readonly (Pick<DocumentRow, "id" | "document_type" | "remark" | "name" | "create_time"> & {
    manifest_file?: number | null;
  })[],
  lang: Lang,
): OrderDocument[] {
  const current = new Map<number, number>();
  for (const row of rows) {
    if (SINGLE_KINDS.has(row.document_type))
      current.set(row.document_type, Math.max(current.get(row.document_type) ?? 0, row.id));
  }
  const named = rows.find((row) => row.document_type === DOCUMENT_TYPE.MANIFEST && row.manifest_file === row.id);
  if (named) current.set(DOCUMENT_TYPE.MANIFEST, named.id);
  return rows.map((row) => {
    const head = current.get(row.document_type);
    return presentDocument(row, lang, head === undefined || head === row.id ? null : head);
  });
}

export function presentDocumentItem(row: Pick<DocumentRow, "id" | "document_type" | "remark" | "name">): DocumentItem {
  return { id: row.id, name: row.name, remark: row.remark, type: row.document_type, url: documentDownloadUrl(row.id) };
}

export interface SupplyExtras {
  manifest: { id: number; name: string } | null;
  bill: DocumentRow | null;
  charges: OrderCharge[];
}

/** GET /order/shipment/{id}: the order's row and booked spaces and parties, and the instruction. */
export function presentSupply(
  row: OrderListRow,
  order: StoredOrder,
  children: OrderChildRows,
  extras: SupplyExtras,
  lang: Lang,
): Omit<SupplyRecord, "bill_redlines"> {
  const { contacts, spaces, cut_offs } = presentDetail(row, children, 0, lang);
  const english = presentRow(row, "en");
  return {
    ...presentRow(row, lang),
    spaces,
    // presentDetail keeps the parties in the order of children.contacts
    contacts: contacts.map((contact, index) => ({ ...contact, country_name_en: children.contacts[index]?.country_en ?? "" })),
    marks_no: order.marks_no,
    description: order.description,
    manifest_file: extras.manifest?.id ?? null,
    manifest_file_name: extras.manifest?.name ?? "",
    manifest_file_url: extras.manifest ? attachmentDownloadUrl(extras.manifest.id) : "",
    vgm_method: order.vgm_method,
    vgm_method_name: dictionaryName("vgm_method", order.vgm_method, lang),
    containers: children.containers.map(({ container, container_cn, container_en, unit_cn, unit_en }) => ({
      id: container.id,
      container_no: container.container_no,
      seal_no: container.seal_no,
      container_id: container.container_id,
      container_name: nameIn(lang, container_cn, container_en),
      package: container.package,
      package_uid: container.package_uid,
      package_unit_name: nameIn(lang, unit_cn, unit_en),
      weight: container.weight,
      volume: container.volume,
      vgm_declaration: container.vgm_declaration,
      dangerous_goods: container.dangerous_goods,
      reefer: container.reefer,
      oog: container.oog,
      vgm: container.vgm,
      container_name_en: container_en ?? "",
      package_unit_name_en: unit_en ?? "",
    })),
    cut_offs,
    submit_time: order.si_submit_time ? order.si_submit_time.toISOString() : null,
    bill_document: extras.bill ? presentDocumentItem(extras.bill) : null,
    charges: extras.charges,
    from_name_en: english.from_name,
    pol_name_en: english.pol_name,
    pod_name_en: english.pod_name,
    to_name_en: english.to_name,
    freight_term_name_en: english.freight_term_name,
    vgm_method_name_en: dictionaryName("vgm_method", order.vgm_method, "en"),
  };
}
