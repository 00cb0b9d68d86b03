import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared";
import { defineKind, label, partiesSection, placeCells } from "./kind";
import { bothNames, cubicMetres, kilograms, partyBlock, partyRole, specialCargoLines, withUnit } from "./print-text";

// The shipping instruction as it was submitted, one document per revision in force: the customer's
// submission is revision 1, each accepted revision or operations' amendment the next. A revision
// never changes once in force, so its document is written once. The sailing is the booking's, not
// the instruction's: it is left to the booking confirmation, so a new vessel writes no new revision.

const SUBMITTED_FROM: number = ORDER_STATUS.AWAITING_BILL;

export const shippingInstruction = defineKind({
  type: DOCUMENT_TYPE.SHIPPING_INSTRUCTION,
  title: label("补料单", "Shipping instruction"),
  pick({ cn, en, revision }) {
    const si = cn.supply;
    if (!si || cn.status < SUBMITTED_FROM || cn.status === ORDER_STATUS.CANCELLED || !si.submit_time) return null;
    return {
      order_no: cn.order_no,
      revision: revision ?? 1,
      so_no: cn.so_no,
      customer: cn.customer_name,
      carrier: bothNames(cn.carrier_name, en.carrier_name),
      from: bothNames(si.from_name, si.from_name_en),
      pol: bothNames(si.pol_name, si.pol_name_en),
      pod: bothNames(si.pod_name, si.pod_name_en),
      to: bothNames(si.to_name, si.to_name_en),
      freight_term: bothNames(si.freight_term_name, si.freight_term_name_en),
      vgm_method: bothNames(si.vgm_method_name, si.vgm_method_name_en),
      submitted: si.submit_time.slice(0, 10),
      parties: si.contacts.map((contact) => [
        partyRole(contact.type),
        partyBlock({ ...contact, country_name: bothNames(contact.country_name, contact.country_name_en) }),
      ]),
      marks: si.marks_no,
      description: si.description,
      containers: si.containers.map((box) => [
        [box.container_no, box.seal_no].filter(Boolean).join("\n"),
        [box.container_name_en, ...specialCargoLines(box)].join("\n"),
        withUnit(box.package, box.package_unit_name_en),
        kilograms(box.weight),
        cubicMetres(box.volume),
        kilograms(box.vgm),
      ]),
    };
  },
  fileName: (data) => `SI-${data.order_no}-R${data.revision}.pdf`,
  reference: (data) => `${data.order_no} · 第 ${data.revision} 版 Revision ${data.revision}`,
  draw(sheet, data) {
    sheet.section(label("订舱", "Booking"));
    sheet.fields([
      { label: label("订舱号（SO）", "Booking number (SO)"), value: data.so_no },
      { label: label("订单号", "Order number"), value: data.order_no },
      { label: label("船公司", "Carrier"), value: data.carrier },
      { label: label("提交日期", "Submitted"), value: data.submitted },
      { label: label("运费条款", "Freight terms"), value: data.freight_term },
      { label: label("VGM 称重方式", "VGM method"), value: data.vgm_method },
      ...placeCells(data),
    ]);
    partiesSection(sheet, data.parties);
    sheet.section(label("货物", "Cargo"));
    sheet.fields(
      [
        { label: label("唛头", "Marks and numbers"), value: data.marks, span: 1 },
        { label: label("货物描述", "Description of goods"), value: data.description, span: 2 },
      ],
      3,
    );
    sheet.table(
      [
        { label: label("箱号 / 封号", "Container / seal"), weight: 3 },
        { label: label("箱型", "Type"), weight: 3 },
        { label: label("件数", "Packages"), weight: 2, align: "right" },
        { label: label("毛重", "Gross weight"), weight: 2, align: "right" },
        { label: label("体积", "Volume"), weight: 2, align: "right" },
        { label: label("VGM", "VGM"), weight: 2, align: "right" },
      ],
      data.containers,
      label("无", "None"),
    );
    sheet.paragraph(`托运人：${data.customer}\nSubmitted by ${data.customer} through the portal.`, 8);
  },
});
