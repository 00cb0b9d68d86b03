// Messages of the DCSA customer API (booking part), in both languages.

type Catalogue = Record<string, { cn: string; en: string }>;

export const DCSA_BOOKING_MESSAGES = {
  "dcsa.booking.unknown_location": {
    cn: "UN/LOCODE {value} 不是本站提供的港口（{property}）",
    en: "UN/LOCODE {value} is not a port the portal offers ({property})",
  },
  "dcsa.booking.location_code": { cn: "该地点缺少 UN/LOCODE（{property}）", en: "This location needs a UN/LOCODE ({property})" },
  "dcsa.booking.location_required": {
    cn: "shipmentLocations 须包含 {value}（装货港和卸货港）",
    en: "shipmentLocations must include {value} (the ports of loading and discharge)",
  },
  "dcsa.booking.unknown_equipment": {
    cn: "ISO 箱型代码 {value} 不是本站提供的箱型（{property}）",
    en: "ISO equipment code {value} is not a container type the portal offers ({property})",
  },
  "dcsa.booking.unknown_carrier": {
    cn: "承运人代码（SCAC）{value} 不是本站提供的承运人（{property}）",
    en: "Carrier code (SCAC) {value} is not a carrier the portal offers ({property})",
  },
  "dcsa.booking.unknown_country": {
    cn: "国家代码 {value} 不在本站的国家列表中（{property}）",
    en: "Country code {value} is not in the portal's country list ({property})",
  },
  "dcsa.booking.unknown_incoterm": {
    cn: "贸易术语 {value} 不是本站提供的贸易术语（{property}）",
    en: "Incoterm {value} is not one the portal offers ({property})",
  },
  "dcsa.booking.unknown_imo_class": {
    cn: "IMO 危险品类别 {value} 无效（{property}）",
    en: "IMO class {value} is not a dangerous-goods class or division ({property})",
  },
  "dcsa.booking.fcl_only": {
    cn: "此接口只接受整箱（FCL）订舱：{property} 为 {value}",
    en: "This API takes FCL bookings only: {property} is {value}",
  },
  "dcsa.booking.date_past": { cn: "{property} {value} 已过去", en: "{property} {value} is in the past" },
  "dcsa.booking.shipper_required": {
    cn: "请提供发货人（{property}），或先在个人资料中填写完整的公司、联系人、电话和地址",
    en: "Give the shipper ({property}), or first complete your profile's company, contact, phone and address",
  },
  "dcsa.booking.party_address": { cn: "该单证方需要地址（{property}）", en: "This document party needs an address ({property})" },
  "dcsa.booking.party_phone": {
    cn: "该单证方需要联系人电话（{property}）",
    en: "This document party needs a contact's phone ({property})",
  },
  "dcsa.booking.amendment_cancel": {
    cn: "修改申请提交后不能撤回，请等待操作人员处理",
    en: "An amendment request cannot be withdrawn; operations will decide it",
  },
  "dcsa.booking.amendment_reason": { cn: "通过 DCSA 接口申请修改订舱", en: "Amendment requested through the DCSA API" },
  "dcsa.booking.cancel_reason": { cn: "通过 DCSA 接口取消", en: "Cancelled through the DCSA API" },
} satisfies Catalogue;
