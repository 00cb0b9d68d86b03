import { CONTAINER_MODE, DOCUMENT_TYPE } from "@haiyun/shared";
import { defineKind, label, partiesSection, placeCells, writesDocuments } from "./kind";
import {
  bothNames,
  containerTypeText,
  cubicMetres,
  cutOffRows,
  kilograms,
  partyBlock,
  partyRole,
  specialCargoLines,
  withUnit,
} from "./print-text";

// The booking confirmation, written when operations confirm the booking with the carrier's answer
// (SO number, sailing, cut-offs in the port's time) and again whenever what it prints changes (an
// accepted amendment, a new sailing). The trucker and the warehouse work from it.

export const bookingConfirmation = defineKind({
  type: DOCUMENT_TYPE.BOOKING_CONFIRMATION,
  title: label("订舱确认书", "Booking confirmation"),
  pick({ cn, en, bookedParties, isoCodes }) {
    if (!writesDocuments(cn.status) || !cn.so_no) return null;
    const lcl = cn.container_mode === CONTAINER_MODE.LCL;
    return {
      order_no: cn.order_no,
      so_no: cn.so_no,
      cust_ref_no: cn.cust_ref_no,
      customer: cn.customer_name,
      carrier: bothNames(cn.carrier_name, en.carrier_name),
      vessel: cn.vessel,
      voyage: cn.voyage,
      etd: cn.etd ?? "",
      eta: cn.eta ?? "",
      from: bothNames(cn.from_name, en.from_name),
      pol: bothNames(cn.pol_name, en.pol_name),
      pod: bothNames(cn.pod_name, en.pod_name),
      to: bothNames(cn.to_name, en.to_name),
      mode: bothNames(cn.container_mode_name, en.container_mode_name),
      ship_mode: bothNames(cn.ship_mode_name, en.ship_mode_name),
      freight_term: bothNames(cn.freight_term_name, en.freight_term_name),
      inco_term: bothNames(cn.inco_term_name, en.inco_term_name),
      ready_date: cn.ready_date ?? "",
      remark: cn.remark,
      cut_offs: cutOffRows(cn.cut_offs),
      time_zone: cn.pol_time_zone ?? "",
      equipment: lcl
        ? cn.cargos.map((cargo, i) => [
            [cargo.description, ...specialCargoLines(cargo)].join("\n"),
            withUnit(cargo.package, bothNames(cargo.package_unit_name, en.cargos[i]?.package_unit_name)),
            kilograms(cargo.weight),
            cubicMetres(cargo.volume),
          ])
        : cn.spaces.map((space, i) => [
            [
              containerTypeText(bothNames(space.container_name, en.spaces[i]?.container_name), isoCodes[space.container_id]),
              ...specialCargoLines(space),
            ].join("\n"),
            String(space.count),
          ]),
      lcl,
      parties:
        bookedParties ??
        cn.contacts.map((contact, i) => [
          partyRole(contact.type),
          partyBlock({ ...contact, country_name: bothNames(contact.country_name, en.contacts[i]?.country_name) }),
        ]),
    };
  },
  fileName: (data) => `BC-${data.order_no}.pdf`,
  reference: (data) => `${data.so_no} · ${data.order_no}`,
  draw(sheet, data) {
    sheet.section(label("订舱信息", "Booking"));
    sheet.fields([
      { label: label("订舱号（SO）", "Booking number (SO)"), value: data.so_no },
      { label: label("订单号", "Order number"), value: data.order_no },
      { label: label("客户参考号", "Customer reference"), value: data.cust_ref_no },
      { label: label("订舱人", "Booked by"), value: data.customer },
      { label: label("船公司", "Carrier"), value: data.carrier },
      { label: label("装箱方式", "Container mode"), value: data.mode },
      { label: label("运输条款", "Service"), value: data.ship_mode },
      { label: label("运费条款", "Freight terms"), value: data.freight_term },
    ]);
    sheet.section(label("船期", "Sailing"));
    sheet.fields([
      { label: label("船名", "Vessel"), value: data.vessel },
      { label: label("航次", "Voyage"), value: data.voyage },
      { label: label("预计开船", "ETD"), value: data.etd },
      { label: label("预计到港", "ETA"), value: data.eta },
      ...placeCells(data),
      { label: label("贸易条款", "Incoterm"), value: data.inco_term },
      { label: label("货好日期", "Cargo ready"), value: data.ready_date },
    ]);
    sheet.section(
      label("截止时间（起运港当地时间）", `Cut-offs (port of loading time${data.time_zone ? `, ${data.time_zone}` : ""})`),
    );
    sheet.table(
      [
        { label: label("截止项目", "Cut-off"), weight: 4 },
        { label: label("代码", "Code"), weight: 1 },
        { label: label("时间", "Time"), weight: 3 },
        { label: label("时区", "Time zone"), weight: 2 },
      ],
      data.cut_offs,
      label("未定", "Not set"),
    );
    sheet.section(data.lcl ? label("货物", "Cargo") : label("箱型箱量", "Equipment"));
    sheet.table(
      data.lcl
        ? [
            { label: label("品名", "Description"), weight: 6 },
            { label: label("件数", "Packages"), weight: 2, align: "right" },
            { label: label("毛重", "Gross weight"), weight: 2, align: "right" },
            { label: label("体积", "Volume"), weight: 2, align: "right" },
          ]
        : [
            { label: label("箱型", "Container type"), weight: 8 },
            { label: label("箱量", "Quantity"), weight: 2, align: "right" },
          ],
      data.equipment,
      label("无", "None"),
    );
    partiesSection(sheet, data.parties);
    if (data.remark) {
      sheet.section(label("备注", "Remarks"));
      sheet.paragraph(data.remark);
    }
    sheet.space(6);
    sheet.paragraph(
      "请按上列截止时间（起运港当地时间）交付单证、VGM 与货物。\nPlease deliver the documents, the VGM and the cargo by the cut-offs above, in the port of loading's local time.",
      8,
    );
  },
});
