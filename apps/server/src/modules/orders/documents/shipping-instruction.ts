import { DOCUMENT_TYPE, ORDER_STATUS } from "@haiyun/shared";
import { bookedSpecialCargoRows, supplyTotals } from "./cargo-text";
import { defineKind, label, partiesSection, placeCells } from "./kind";
import {
  bothNames,
  containerTypeText,
  cubicMetres,
  kilograms,
  partyBlock,
  partyRole,
  specialCargoLines,
  withUnit,
} from "./print-text";

// The shipping instruction as it was submitted, one document per revision in force: the customer's
// submission is revision 1, each accepted revision or operations' amendment the next. It prints
// the sailing the cargo is booked on (vessel, voyage, ETD) as a carrier's SI names it, and the
// booking's dangerous goods and reefer settings (the rows carry none of their own). The sailing is
// the booking's, not the instruction's, yet an SI naming the vessel the cargo no longer sails on is
// one the carrier queries: a new sailing writes the same revision again (same number, the new
// sailing printed), the one before marked replaced. A revision's own text never changes.

const SUBMITTED_FROM: number = ORDER_STATUS.AWAITING_BILL;

export const shippingInstruction = defineKind({
  type: DOCUMENT_TYPE.SHIPPING_INSTRUCTION,
  title: label("补料单", "Shipping instruction"),
  pick({ cn, en, revision, isoCodes }) {
    const si = cn.supply;
    if (!si || cn.status < SUBMITTED_FROM || cn.status === ORDER_STATUS.CANCELLED || !si.submit_time) return null;
    return {
      order_no: cn.order_no,
      revision: revision ?? 1,
      so_no: cn.so_no,
      customer: cn.customer_name,
      carrier: bothNames(cn.carrier_name, en.carrier_name),
      vessel: si.vessel,
      voyage: si.voyage,
      etd: si.etd ?? "",
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
        [
          containerTypeText(box.container_name_en, box.container_id ? isoCodes[box.container_id] : ""),
          ...specialCargoLines(box),
        ].join("\n"),
        withUnit(box.package, box.package_unit_name_en),
        kilograms(box.weight),
        cubicMetres(box.volume),
        kilograms(box.vgm),
      ]),
      special_cargo: bookedSpecialCargoRows(cn, en, isoCodes),
      totals: supplyTotals(si),
    };
  },
  fileName: (data) => `SI-${data.order_no}-R${data.revision}.pdf`,
  reference: (data) =>
    `${data.order_no} · 第 ${data.revision} 版 Revision ${data.revision}${data.vessel ? ` · ${data.vessel} ${data.voyage}` : ""}`,
  draw(sheet, data) {
    sheet.section(label("订舱", "Booking"));
    sheet.fields(
      [
        { label: label("订舱号（SO）", "Booking number (SO)"), value: data.so_no },
        { label: label("订单号", "Order number"), value: data.order_no },
        { label: label("提交日期", "Submitted"), value: data.submitted },
        { label: label("运费条款", "Freight terms"), value: data.freight_term },
        { label: label("VGM 称重方式", "VGM method"), value: data.vgm_method },
      ],
      5,
    );
    sheet.section(label("船期", "Sailing"));
    sheet.fields([
      { label: label("船公司", "Carrier"), value: data.carrier },
      { label: label("船名", "Vessel"), value: data.vessel },
      { label: label("航次", "Voyage"), value: data.voyage },
      { label: label("预计开船", "ETD"), value: data.etd },
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
    sheet.fields(
      [
        { label: label("箱数", "Containers"), value: data.totals.containers ? String(data.totals.containers) : "" },
        { label: label("总件数", "Total packages"), value: data.totals.packages_text },
        { label: label("总毛重", "Total gross weight"), value: data.totals.weight },
        { label: label("总体积", "Total volume"), value: data.totals.volume },
        { label: label("总 VGM", "Total VGM"), value: data.totals.vgm },
      ],
      5,
    );
    if (data.special_cargo.length > 0) {
      sheet.section(label("危险品与冷藏（订舱申报）", "Dangerous goods and reefer settings (as booked)"));
      sheet.table(
        [
          { label: label("箱型 / 货物", "Container type / cargo"), weight: 3 },
          { label: label("数量", "Quantity"), weight: 1, align: "right" },
          { label: label("申报内容", "Declared"), weight: 8 },
        ],
        data.special_cargo,
      );
    }
    sheet.paragraph(`托运人：${data.customer}\nSubmitted by ${data.customer} through the portal.`, 8);
  },
});
