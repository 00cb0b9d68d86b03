import { CONFIRMED_OPEN_STATUSES, type OpsOrderView, ORDER_STATUS, type OrderDetail } from "@haiyun/shared";
import type { Bilingual, FieldCell, PdfSheet } from "../../../lib/pdf/sheet";

// What each document the portal writes declares: its document type, when it is due, the data it
// prints (all text, picked from the order as both languages read it) and how it is drawn.

/** The order as the documents read it: operations' view in Chinese, the detail in English. */
export interface DocumentSource {
  cn: OpsOrderView;
  en: OrderDetail;
  /** the shipping instruction's revision in force; null before one was recorded */
  revision: number | null;
  /** the parties as the booking named them (its newest version), as rows; null without a version */
  bookedParties: string[][] | null;
  /** the ISO 6346 size-type code of each container type the order names, by id ("45G1") */
  isoCodes: Record<number, string>;
}

export interface GeneratedKind<Data> {
  /** the order document type it is stored as */
  type: number;
  title: Bilingual;
  /** the data it prints, or null when the order has none to print yet */
  pick(source: DocumentSource): Data | null;
  /** the file's name (ASCII: the order number, a revision) */
  fileName(data: Data): string;
  /** the line under the title */
  reference(data: Data): string;
  draw(sheet: PdfSheet, data: Data): void;
}

export const defineKind = <Data>(kind: GeneratedKind<Data>) => kind;

/** A label in both languages. */
export const label = (cn: string, en: string): Bilingual => ({ cn, en });

const WRITES_DOCUMENTS = new Set<number>([...CONFIRMED_OPEN_STATUSES, ORDER_STATUS.COMPLETED]);

/** Whether an order in `status` may be due a written document: confirmed, not cancelled. */
export const writesDocuments = (status: number) => WRITES_DOCUMENTS.has(status);

/** The four places of a route as field cells: receipt, loading, discharge, delivery. */
export const placeCells = (places: { from: string; pol: string; pod: string; to: string }): FieldCell[] => [
  { label: label("收货地", "Place of receipt"), value: places.from },
  { label: label("起运港", "Port of loading"), value: places.pol },
  { label: label("目的港", "Port of discharge"), value: places.pod },
  { label: label("交货地", "Place of delivery"), value: places.to },
];

/** The parties' section: each role beside its name and address block. */
export function partiesSection(sheet: PdfSheet, rows: readonly (readonly string[])[]): void {
  sheet.section(label("相关方", "Parties"));
  sheet.table(
    [
      { label: label("角色", "Role"), weight: 2 },
      { label: label("名称与地址", "Name and address"), weight: 8 },
    ],
    rows,
    label("无", "None"),
  );
}
