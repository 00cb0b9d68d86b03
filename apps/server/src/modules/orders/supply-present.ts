import type { DocumentItem, Lang, OrderDocument, SupplyRecord } from "@haiyun/shared";
import type { DocumentRow } from "./order-documents.repository";
import type { OrderListRow } from "./order-list.repository";
import { dictionaryName, presentDetail, presentRow } from "./order-present";
import type { OrderChildRows, OrderRow as StoredOrder } from "./orders.repository";

// Issue 10: the shipping instruction and the order's documents as answered (spec §3 "Supply
// record", "Supply container row", Document). Downloads go through the authenticated paths.

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

/** A document as the list shows it (GET /order/document/{id}, the ops view). */
export function presentDocument(
  row: Pick<DocumentRow, "id" | "document_type" | "remark" | "name" | "create_time">,
  lang: Lang,
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
  };
}

export function presentDocumentItem(row: Pick<DocumentRow, "id" | "document_type" | "remark" | "name">): DocumentItem {
  return { id: row.id, name: row.name, remark: row.remark, type: row.document_type, url: documentDownloadUrl(row.id) };
}

export interface SupplyExtras {
  manifest: { id: number; name: string } | null;
  bill: DocumentRow | null;
}

/** GET /order/shipment/{id}: the order's row and booked spaces and parties, and the instruction. */
export function presentSupply(
  row: OrderListRow,
  order: StoredOrder,
  children: OrderChildRows,
  extras: SupplyExtras,
  lang: Lang,
): SupplyRecord {
  const { contacts, spaces } = presentDetail(row, children, 0, lang);
  return {
    ...presentRow(row, lang),
    spaces,
    contacts,
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
      vgm: container.vgm,
    })),
    submit_time: order.si_submit_time ? order.si_submit_time.toISOString() : null,
    bill_document: extras.bill ? presentDocumentItem(extras.bill) : null,
  };
}
