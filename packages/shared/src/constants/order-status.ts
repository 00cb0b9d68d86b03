// Order status numbers, each with its own colour (docs/PRODUCT-RULES.md "Order statuses" maps the simpler set).
export const ORDER_STATUS = {
  DRAFT: 0,
  AWAITING_BOOKING: 1,
  AWAITING_SUPPLY: 2,
  AWAITING_BILL: 3,
  AWAITING_BILL_CHECK: 4,
  AWAITING_PAYMENT: 5,
  AWAITING_INVOICE: 6,
  AWAITING_TELEX_UPLOAD: 7,
  AWAITING_TELEX_RELEASE: 8,
  COMPLETED: 10,
  BILL_REJECTED: 20,
  CANCELLED: 40,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const S = ORDER_STATUS;

/** Confirmed by the carrier and not yet released: a bill returned included. */
export const CONFIRMED_OPEN_STATUSES = [
  S.AWAITING_SUPPLY,
  S.AWAITING_BILL,
  S.AWAITING_BILL_CHECK,
  S.AWAITING_PAYMENT,
  S.AWAITING_INVOICE,
  S.AWAITING_TELEX_UPLOAD,
  S.AWAITING_TELEX_RELEASE,
  S.BILL_REJECTED,
] as const satisfies readonly OrderStatus[];

/** An order whose life is over: nothing more happens to it. */
export const CLOSED_STATUSES = [S.COMPLETED, S.CANCELLED] as const satisfies readonly OrderStatus[];

/** Whether `status` is one of `statuses` (a `readonly` tuple of literals takes a plain number). */
export const statusIn = (statuses: readonly OrderStatus[], status: number): boolean =>
  (statuses as readonly number[]).includes(status);

/** Completed or cancelled. */
export const isClosed = (status: number): boolean => statusIn(CLOSED_STATUSES, status);

/** Confirmed by the carrier and not closed. */
export const isConfirmedOpen = (status: number): boolean => statusIn(CONFIRMED_OPEN_STATUSES, status);

export interface StatusInfo {
  value: OrderStatus;
  name_cn: string;
  name_en: string;
  color: string;
}

export const ORDER_STATUSES: readonly StatusInfo[] = [
  { value: 0, name_cn: "草稿", name_en: "Draft", color: "#8c8c8c" },
  { value: 1, name_cn: "待订舱", name_en: "Awaiting booking", color: "#1677ff" },
  { value: 2, name_cn: "待补料", name_en: "Awaiting shipping instructions", color: "#fa8c16" },
  { value: 3, name_cn: "待出提单", name_en: "Awaiting bill of lading", color: "#13c2c2" },
  { value: 4, name_cn: "待确认提单", name_en: "Awaiting bill check", color: "#722ed1" },
  { value: 5, name_cn: "待付款", name_en: "Awaiting payment", color: "#eb2f96" },
  { value: 6, name_cn: "待开票", name_en: "Awaiting invoice", color: "#2f54eb" },
  { value: 7, name_cn: "待上传电放保函", name_en: "Awaiting telex guarantee", color: "#faad14" },
  { value: 8, name_cn: "待电放", name_en: "Awaiting telex release", color: "#a0d911" },
  { value: 10, name_cn: "已完成", name_en: "Completed", color: "#52c41a" },
  { value: 20, name_cn: "提单被拒", name_en: "Bill rejected", color: "#f5222d" },
  { value: 40, name_cn: "已取消", name_en: "Cancelled", color: "#bfbfbf" },
];

export const DOCUMENT_TYPE = {
  BOOKING_CONFIRMATION: 1,
  SHIPPING_INSTRUCTION: 2,
  BILL_DRAFT: 3,
  INVOICE: 4,
  PAYMENT_RECEIPT: 5,
  TELEX_GUARANTEE: 6,
  TELEX_RELEASE: 7,
  MANIFEST: 8,
  OTHER: 9,
  /** the shipper's dangerous goods declaration (IMDG 5.4.1), kept apart from other papers */
  DG_DECLARATION: 10,
} as const;
export type DocumentType = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE];
