import { CONTAINER_MODE, PARTY_TYPE } from "./order-kinds";
import { DOCUMENT_TYPE, ORDER_STATUSES } from "./order-status";

/** A reference row's (port, carrier, container type, currency, unit…) `status`: offered or withdrawn. */
export const REFERENCE_STATUS = { DISABLED: 0, ENABLED: 1 } as const;

// GET /system/dictionary?field=…: items carry name and value; order_status adds a colour.
export interface DictionaryEntry {
  value: string | number;
  name_cn: string;
  name_en: string;
  color?: string;
}

export const DICTIONARIES: Record<string, readonly DictionaryEntry[]> = {
  order_status: ORDER_STATUSES,
  // the simpler set; docs/PRODUCT-RULES.md "Order statuses" says how it maps onto the numbered one
  order_status_simple: [
    { value: "pending", name_cn: "待处理", name_en: "Pending", color: "#1677ff" },
    { value: "confirmed", name_cn: "已确认", name_en: "Confirmed", color: "#fa8c16" },
    { value: "completed", name_cn: "已完成", name_en: "Completed", color: "#52c41a" },
    { value: "cancelled", name_cn: "已取消", name_en: "Cancelled", color: "#bfbfbf" },
    { value: "voided", name_cn: "已作废", name_en: "Voided", color: "#8c8c8c" },
  ],
  vgm_method: [
    { value: 1, name_cn: "方法一：整箱称重", name_en: "Method 1: weigh the packed container" },
    { value: 2, name_cn: "方法二：累加计算", name_en: "Method 2: sum of cargo, packing and tare" },
  ],
  container_mode: [
    { value: CONTAINER_MODE.FCL, name_cn: "整箱", name_en: "FCL" },
    { value: CONTAINER_MODE.LCL, name_cn: "拼箱", name_en: "LCL" },
  ],
  ship_mode: [
    { value: 1, name_cn: "港到港 (CY-CY)", name_en: "Port to port (CY-CY)" },
    { value: 2, name_cn: "港到门 (CY-DOOR)", name_en: "Port to door (CY-DOOR)" },
    { value: 3, name_cn: "门到港 (DOOR-CY)", name_en: "Door to port (DOOR-CY)" },
    { value: 4, name_cn: "门到门 (DOOR-DOOR)", name_en: "Door to door (DOOR-DOOR)" },
  ],
  document_type: [
    { value: DOCUMENT_TYPE.BOOKING_CONFIRMATION, name_cn: "订舱确认书", name_en: "Booking confirmation" },
    { value: DOCUMENT_TYPE.SHIPPING_INSTRUCTION, name_cn: "补料单", name_en: "Shipping instruction" },
    { value: DOCUMENT_TYPE.BILL_DRAFT, name_cn: "提单草稿", name_en: "Bill of lading draft" },
    { value: DOCUMENT_TYPE.INVOICE, name_cn: "发票", name_en: "Invoice" },
    { value: DOCUMENT_TYPE.PAYMENT_RECEIPT, name_cn: "付款水单", name_en: "Payment receipt" },
    { value: DOCUMENT_TYPE.TELEX_GUARANTEE, name_cn: "电放保函", name_en: "Telex release guarantee" },
    { value: DOCUMENT_TYPE.TELEX_RELEASE, name_cn: "电放提单", name_en: "Telex release / final bill" },
    { value: DOCUMENT_TYPE.MANIFEST, name_cn: "舱单", name_en: "Manifest" },
    { value: DOCUMENT_TYPE.OTHER, name_cn: "其他", name_en: "Other" },
    { value: DOCUMENT_TYPE.DG_DECLARATION, name_cn: "危险品申报单", name_en: "Dangerous goods declaration" },
  ],
  contact_type: [
    { value: PARTY_TYPE.SHIPPER, name_cn: "发货人", name_en: "Shipper" },
    { value: PARTY_TYPE.CONSIGNEE, name_cn: "收货人", name_en: "Consignee" },
    { value: PARTY_TYPE.NOTIFY_1, name_cn: "通知人1", name_en: "Notify party 1" },
    { value: PARTY_TYPE.NOTIFY_2, name_cn: "通知人2", name_en: "Notify party 2" },
  ],
  app_mode: [
    { value: 1, name_cn: "简单模式", name_en: "Simple" },
    { value: 2, name_cn: "扩展模式", name_en: "Extended" },
  ],
  profile_tab: [
    { value: "basic", name_cn: "基本信息", name_en: "Basic information" },
    { value: "business", name_cn: "业务信息", name_en: "Business information" },
    { value: "security", name_cn: "账户安全", name_en: "Account security" },
  ],
  yes_no: [
    { value: "true", name_cn: "是", name_en: "Yes" },
    { value: "false", name_cn: "否", name_en: "No" },
  ],
};

export const DICTIONARY_FIELDS = Object.keys(DICTIONARIES);
