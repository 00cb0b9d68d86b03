// Messages of the DCSA customer API (eBL and VGM part), in both languages.

type Catalogue = Record<string, { cn: string; en: string }>;

export const DCSA_EBL_MESSAGES = {
  "dcsa.ebl.hs_code_missing": {
    cn: "货物没有提供 HS 编码，暂以 000000 代替",
    en: "No HS code was given for the goods; 000000 stands in for it.",
  },
  "dcsa.vgm.saved": { cn: "{booking}：已保存到补料", en: "{booking}: saved on the shipping instruction" },
  "dcsa.vgm.revision_pending": {
    cn: "{booking}：补料修改 {revision} 等待操作审核",
    en: "{booking}: shipping instruction revision {revision} awaiting operations",
  },
  "dcsa.ebl.not_found": { cn: "找不到 {property} 为 {value} 的记录", en: "Nothing found with {property} {value}" },
  "dcsa.ebl.required": { cn: "缺少必填项 {property}", en: "{property} is required" },
  "dcsa.ebl.invalid": {
    cn: "{property} 的值无效或超出标准的限制",
    en: "{property} has an invalid value or exceeds the standard's limits",
  },
  "dcsa.ebl.address_required": {
    cn: "该方需要地址（街道、城市、国家代码）",
    en: "This party needs an address (street, city, country code)",
  },
  "dcsa.ebl.unknown_country": { cn: "未知的国家代码 {value}", en: "Unknown country code {value}" },
  "dcsa.ebl.unknown_iso_code": {
    cn: "无法确定箱型：ISO 箱型代码 {value} 未知，或订舱的箱位已用完",
    en: "The container type cannot be told: ISO code {value} is unknown, or the booked spaces are used up",
  },
  "dcsa.ebl.unknown_package_code": { cn: "未知的包装代码 {value}", en: "Unknown package code {value}" },
  "dcsa.ebl.no_cargo": { cn: "集装箱 {value} 没有任何货物（件数）", en: "Container {value} carries no cargo item (packages)" },
  "dcsa.ebl.one_booking": {
    cn: "一份提单补料只能对应一个订舱：所有货物项须使用同一 carrierBookingReference",
    en: "Shipping instructions cover one booking: every consignment item must name the same carrierBookingReference",
  },
  "dcsa.ebl.si_exists": {
    cn: "该订舱的补料已提交（参考号 {value}），请用 PUT 更新",
    en: "Shipping instructions were already submitted for this booking (reference {value}); update them with PUT",
  },
  "dcsa.ebl.other_booking": {
    cn: "carrierBookingReference 指向的不是该补料的订舱",
    en: "carrierBookingReference names another booking than these shipping instructions'",
  },
  "dcsa.ebl.reference_mismatch": {
    cn: "请求体中的 shippingInstructionsReference 须与路径中的一致",
    en: "shippingInstructionsReference in the body must be the one in the path",
  },
  "dcsa.ebl.approve_only": { cn: "transportDocumentStatus 只能为 APPROVED", en: "transportDocumentStatus can only be APPROVED" },
  "dcsa.ebl.td_not_draft": {
    cn: "提单状态为 {value}，只有待确认的草稿（DRAFT）可以确认",
    en: "The transport document is {value}: only a DRAFT awaiting approval can be approved",
  },
  "dcsa.vgm.unknown_equipment": {
    cn: "订舱 {value} 中没有该集装箱号",
    en: "Booking {value} has no container with this equipment reference",
  },
  "dcsa.vgm.repeated": {
    cn: "集装箱 {value} 在请求中出现多次",
    en: "Container {value} is declared more than once in the request",
  },
  "dcsa.vgm.unit": { cn: "VGM 只接受 KGM 或 LBR 单位", en: "The VGM takes KGM or LBR only" },
  "dcsa.vgm.query": {
    cn: "请至少给出 carrierBookingReference 或 equipmentReference",
    en: "Give carrierBookingReference or equipmentReference (or both)",
  },
  "dcsa.vgm.not_editable": {
    cn: "该订舱当前状态下不能申报 VGM",
    en: "No VGM can be declared for this booking in its current state",
  },
} satisfies Catalogue;
