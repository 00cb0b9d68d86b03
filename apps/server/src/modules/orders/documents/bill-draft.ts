import { BILL_LINE_WIDTH, CONTAINER_MODE, DOCUMENT_TYPE, ORDER_STATUS, PARTY_TYPE, partyLines, wrapLines } from "@haiyun/shared";
import { billSpecialCargoLines, supplyTotals } from "./cargo-text";
import { defineKind, label } from "./kind";
import { sayTotal } from "./number-words";
import { containerTypeText, cubicMetres, kilograms, withUnit } from "./print-text";

// A bill-of-lading draft written from the shipping instruction in force, laid out as a carrier's
// bill: the parties' boxes, the sailing, then the particulars with marks and the description in
// 35-character lines (what the carrier's form and EDI take). Operations write it on request
// (POST /ops/order/{id}/bill-draft) and publish it like an uploaded one. A bill is an English
// document: the places and units are the English names; the parties print as typed. The booking's
// dangerous goods and reefer settings print under the description, and the total in words on the
// "SAY … ONLY" line: containers for an FCL bill, packages for an LCL one.

const DRAFTABLE = new Set<number>([ORDER_STATUS.AWAITING_BILL, ORDER_STATUS.BILL_REJECTED]);

/** The "SAY … ONLY" line: "" when there is nothing whole to count. */
function totalInWords(count: number | null, lcl: boolean): string {
  if (!count || !Number.isSafeInteger(count)) return "";
  return lcl ? sayTotal(count, "PACKAGE", "PACKAGES") : sayTotal(count, "CONTAINER", "CONTAINERS");
}

export const billDraft = defineKind({
  type: DOCUMENT_TYPE.BILL_DRAFT,
  title: label("提单草稿", "Bill of lading draft"),
  pick({ cn, en, isoCodes }) {
    const si = cn.supply;
    if (!si || !DRAFTABLE.has(cn.status)) return null;
    const party = (type: number) => {
      const contact = si.contacts.find((c) => c.type === type);
      return contact ? [...partyLines(contact), contact.country_name_en.toUpperCase()].filter(Boolean) : [];
    };
    const totals = supplyTotals(si);
    const lcl = cn.container_mode === CONTAINER_MODE.LCL;
    return {
      order_no: cn.order_no,
      mbl_no: cn.mbl_no,
      so_no: cn.so_no,
      carrier: en.carrier_name,
      shipper: party(PARTY_TYPE.SHIPPER),
      consignee: party(PARTY_TYPE.CONSIGNEE),
      notify: party(PARTY_TYPE.NOTIFY_1),
      notify2: party(PARTY_TYPE.NOTIFY_2),
      vessel_voyage: [si.vessel, si.voyage].filter(Boolean).join(" / "),
      receipt: si.from_name_en,
      pol: si.pol_name_en,
      pod: si.pod_name_en,
      delivery: si.to_name_en,
      freight: si.freight_term_name_en.toUpperCase(),
      marks: wrapLines(si.marks_no, BILL_LINE_WIDTH),
      description: wrapLines(si.description, BILL_LINE_WIDTH),
      special_cargo: billSpecialCargoLines(en, isoCodes),
      containers: si.containers.map((box) =>
        [
          [box.container_no, box.seal_no].filter(Boolean).join(" / "),
          containerTypeText(box.container_name_en, box.container_id ? isoCodes[box.container_id] : ""),
          withUnit(box.package, box.package_unit_name_en),
          kilograms(box.weight),
          cubicMetres(box.volume),
        ].join("  "),
      ),
      totals: {
        packages: totals.packages_text,
        weight: totals.weight,
        volume: totals.volume,
        in_words: totalInWords(lcl ? totals.packages : totals.containers, lcl),
      },
    };
  },
  fileName: (data) => `BL-DRAFT-${data.order_no}.pdf`,
  reference: (data) => `${data.mbl_no ? `B/L ${data.mbl_no} · ` : ""}${data.so_no} · ${data.order_no}`,
  draw(sheet, data) {
    const lines = (rows: readonly string[]) => rows.join("\n");
    sheet.fields(
      [
        { label: label("发货人", "Shipper"), value: lines(data.shipper) },
        { label: label("提单号", "B/L No."), value: data.mbl_no || "DRAFT" },
        { label: label("收货人", "Consignee"), value: lines(data.consignee) },
        { label: label("订舱号", "Booking No."), value: data.so_no },
        { label: label("通知人", "Notify party"), value: lines(data.notify.length > 0 ? data.notify : ["SAME AS CONSIGNEE"]) },
        { label: label("承运人", "Carrier"), value: data.carrier },
        ...(data.notify2.length > 0 ? [{ label: label("第二通知人", "Also notify"), value: lines(data.notify2), span: 2 }] : []),
      ],
      2,
    );
    sheet.fields([
      { label: label("船名航次", "Vessel / voyage"), value: data.vessel_voyage },
      { label: label("收货地", "Place of receipt"), value: data.receipt },
      { label: label("装货港", "Port of loading"), value: data.pol },
      { label: label("卸货港", "Port of discharge"), value: data.pod },
      { label: label("交货地", "Place of delivery"), value: data.delivery },
      { label: label("运费条款", "Freight"), value: data.freight },
      { label: label("正本份数", "Originals"), value: "THREE (3)" },
      { label: label("签发地点日期", "Place and date of issue"), value: data.pol ? `${data.pol}, —` : "—" },
    ]);
    sheet.section(label("货物明细（承运人不知内容）", "Particulars furnished by the shipper"));
    sheet.table(
      [
        { label: label("唛头", "Marks and numbers"), weight: 5 },
        { label: label("件数与货物描述", "Packages and description of goods"), weight: 5 },
      ],
      [[lines(data.marks), lines([...data.description, ...(data.special_cargo.length ? ["", ...data.special_cargo] : [])])]],
    );
    sheet.table(
      [
        {
          label: label("箱号 / 封号 / 箱型 / 件数 / 毛重 / 体积", "Container / seal / type / packages / weight / measurement"),
          weight: 1,
        },
      ],
      data.containers.map((line) => [line]),
    );
    sheet.fields(
      [
        { label: label("总件数", "Total packages"), value: data.totals.packages },
        { label: label("总毛重", "Total gross weight"), value: data.totals.weight },
        { label: label("总体积", "Total measurement"), value: data.totals.volume },
        {
          label: label("箱数或件数合计（大写）", "Total containers or packages (in words)"),
          value: data.totals.in_words,
          span: 2,
        },
      ],
      5,
    );
    sheet.paragraph(
      "草稿，仅供核对，非正本提单。\nDRAFT for checking only — not a negotiable bill of lading. Lines are set at 35 characters, as the carrier's bill prints them.",
      8,
    );
  },
});
