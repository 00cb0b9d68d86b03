import { type OpsOrderView, ORDER_STATUS, type OrderDetail } from "@haiyun/shared";
import type { Bilingual, PdfSheet } from "../../../lib/pdf/sheet";

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

const WRITES_DOCUMENTS = new Set<number>([
  ORDER_STATUS.AWAITING_SUPPLY,
  ORDER_STATUS.AWAITING_BILL,
  ORDER_STATUS.AWAITING_BILL_CHECK,
  ORDER_STATUS.AWAITING_PAYMENT,
  ORDER_STATUS.AWAITING_INVOICE,
  ORDER_STATUS.AWAITING_TELEX_UPLOAD,
  ORDER_STATUS.AWAITING_TELEX_RELEASE,
  ORDER_STATUS.COMPLETED,
  ORDER_STATUS.BILL_REJECTED,
]);

/** Whether an order in `status` may be due a written document: confirmed, not cancelled. */
export const writesDocuments = (status: number) => WRITES_DOCUMENTS.has(status);
