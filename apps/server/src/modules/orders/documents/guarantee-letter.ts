import { DOCUMENT_TYPE, ORDER_STATUS, PARTY_TYPE } from "@haiyun/shared";
import { defineKind, label } from "./kind";
import { bothNames } from "./print-text";

// The telex-release guarantee letter, pre-filled from the order once the bill is agreed: the
// customer prints it, signs and stamps it, and uploads it back (document type 6, their own upload)
// when the order asks for the guarantee. The applicant is the bill's shipper, the party that signs
// and stamps it (the booking account may be a forwarder booking for them). It is written again while the order waits for the
// guarantee if what it names changes (the B/L number, the sailing, the containers).

const DUE = new Set<number>([ORDER_STATUS.AWAITING_PAYMENT, ORDER_STATUS.AWAITING_INVOICE, ORDER_STATUS.AWAITING_TELEX_UPLOAD]);

export const guaranteeLetter = defineKind({
  type: DOCUMENT_TYPE.TELEX_GUARANTEE,
  title: label("电放保函", "Letter of indemnity for telex release"),
  pick({ cn, en }) {
    const si = cn.supply;
    if (!si || !DUE.has(cn.status)) return null;
    const company = (type: number) => si.contacts.find((c) => c.type === type)?.company1 ?? "";
    return {
      order_no: cn.order_no,
      mbl_no: cn.mbl_no,
      so_no: cn.so_no,
      carrier: bothNames(cn.carrier_name, en.carrier_name),
      shipper: company(PARTY_TYPE.SHIPPER),
      consignee: company(PARTY_TYPE.CONSIGNEE),
      vessel: si.vessel,
      voyage: si.voyage,
      pol: si.pol_name_en,
      pod: si.pod_name_en,
      containers: si.containers.map((box) => [box.container_no, box.seal_no].filter(Boolean).join(" / ")).join("\n"),
      description: si.description,
    };
  },
  fileName: (data) => `LOI-${data.order_no}.pdf`,
  reference: (data) => `B/L ${data.mbl_no || "—"} · ${data.order_no}`,
  draw(sheet, data) {
    sheet.paragraph(`致 To: ${data.carrier} 及其代理 and its agents`, 10, "bold");
    sheet.fields(
      [
        { label: label("提单号", "B/L No."), value: data.mbl_no },
        { label: label("订舱号", "Booking No."), value: data.so_no },
        { label: label("船名", "Vessel"), value: data.vessel },
        { label: label("航次", "Voyage"), value: data.voyage },
        { label: label("装货港", "Port of loading"), value: data.pol },
        { label: label("卸货港", "Port of discharge"), value: data.pod },
        { label: label("发货人", "Shipper"), value: data.shipper, span: 2 },
        { label: label("收货人", "Consignee"), value: data.consignee, span: 2 },
        { label: label("箱号 / 封号", "Containers / seals"), value: data.containers, span: 2 },
        { label: label("货物描述", "Description of goods"), value: data.description, span: 4 },
      ],
      4,
    );
    sheet.space(4);
    sheet.paragraph(
      `上述货物的提单由我司申请电放。请贵司在不收回正本提单的情况下，将货物交付给上述收货人或其指定人。` +
        `我司承担因此而产生的一切责任、费用与损失，并保证贵司及其代理免受任何索赔。`,
    );
    sheet.paragraph(
      "We request the telex release of the bill of lading above. Please deliver the goods to the consignee named above, " +
        "or to their order, without surrender of the original bills of lading. We accept all responsibility, costs and " +
        "losses arising from it and will indemnify you and your agents against any claim.",
    );
    sheet.space(8);
    sheet.fields(
      [
        { label: label("申请人（公司名称）", "Applicant (company)"), value: data.shipper, span: 2 },
        { label: label("日期", "Date"), value: "" },
        { label: label("订单号", "Order number"), value: data.order_no },
      ],
      4,
    );
    sheet.signature(label("公司盖章及授权签字", "Company stamp and authorised signature"));
  },
});
