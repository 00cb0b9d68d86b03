import {
  type BookingForm,
  CONTAINER_MODE,
  type ContainerMode,
  containerCheckDigit,
  DOCUMENT_TYPE,
  ORDER_STATUS,
  type OrderAction,
  PARTY_TYPE,
  type SupplyBody,
} from "@haiyun/shared";
import { and, count, eq } from "drizzle-orm";
import { IN_ROW_STORE } from "../../modules/files/file-store";
import type { ActionBody, Caller, OrdersContext } from "../../modules/orders";
import { attachDocument, runAction, uploadAttachment } from "../../modules/orders";
import { ConfigService } from "../../modules/system/config.service";
import { findUserByUsername } from "../../modules/users/users.service";
import type { Db } from "../client";
import { carriers, containerTypes, countries, incoterms, orders, ports, units } from "../schema";
import { DEMO_DG, DEMO_REEFER } from "./data/demo-special-cargo";
import { DEMO_CONSIGNEE_PARTY, DEMO_SHIPPER_PARTY } from "./demo-contacts";
import { at, day, layOnTimeline, type Timeline } from "./demo-timeline";

// The demo shipper's bookings, so a first start shows a living list — FCL and LCL
// in statuses 0, 1, 2 (confirmed, with SO and cut-offs), 3, 5, 10 and 40. Each is booked and moved
// through the same actions (runAction) as the portal does (events written, no mail sent).
// The orders past status 2 carry a submitted shipping instruction, and their bill,
// receipt, invoice, guarantee and release are real (small PDF) documents, each step an action.
// Idempotent: a shipper who has orders gets none added.

const S = ORDER_STATUS;

async function idByCode(db: Db, table: typeof ports | typeof carriers | typeof incoterms | typeof containerTypes, code: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code));
  return row?.id ?? null;
}

/** A one-page PDF that reads `title` (the demo's documents open in any viewer). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, "");
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const offset = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** An ISO 6346 container number of the demo's owner code. */
function containerNo(owner: string, serial: number): string {
  const firstTen = `${owner}U${String(serial).padStart(6, "0")}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

export async function seedDemoOrders(db: Db): Promise<void> {
  const shipper = await findUserByUsername(db, "shipper@haiyun.demo");
  const operator = await findUserByUsername(db, "operator@haiyun.demo");
  if (!shipper || !operator) return;
  const [{ n }] = await db.select({ n: count() }).from(orders).where(eq(orders.owner_id, shipper.id));
  if (n > 0) return;

  const [china] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "CN"));
  const [netherlands] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "NL"));
  const [carton] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.code, "CT"), eq(units.type, 3)));
  const ref = {
    ningbo: await idByCode(db, ports, "CNNGB"),
    shanghai: await idByCode(db, ports, "CNSHA"),
    rotterdam: await idByCode(db, ports, "NLRTM"),
    losAngeles: await idByCode(db, ports, "USLAX"),
    maersk: await idByCode(db, carriers, "MAEU"),
    cosco: await idByCode(db, carriers, "COSU"),
    fob: await idByCode(db, incoterms, "FOB"),
    cif: await idByCode(db, incoterms, "CIF"),
    hq40: await idByCode(db, containerTypes, "40HQ"),
    gp20: await idByCode(db, containerTypes, "20GP"),
    rh40: await idByCode(db, containerTypes, "40RH"),
  };
  const ctx: OrdersContext = { db, configService: new ConfigService(db), publicUrl: "", notify: false };
  const customer: Caller = { id: shipper.id, lang: "cn", authorities: [] };
  const ops: Caller = { id: operator.id, lang: "cn" };
  /** An action taken as the portal takes it (its handler through transition()), answering the order's id. */
  const act = async <A extends OrderAction>(action: A, caller: Caller, orderId: number | null, body: ActionBody<A>) => {
    const result = await runAction(ctx, action, caller, orderId, body);
    if (!result) throw new Error(`the demo's ${action} removed its order`);
    return result;
  };
  const book = (form: BookingForm) => act(form.action, customer, null, form);

  // the address book's own shipper and consignee (demo-contacts.ts), as a booking snapshots them
  const parties = [DEMO_SHIPPER_PARTY, DEMO_CONSIGNEE_PARTY].map(({ country, ...party }) => ({
    ...party,
    country_id: (country === "CN" ? china : netherlands)?.id ?? china?.id ?? 1,
    e_code: "",
  }));
  const booking = (mode: ContainerMode, ref_no: string, readyIn: number, extra: Partial<BookingForm> = {}): BookingForm => ({
    action: "submit",
    container_mode: mode,
    cust_ref_no: ref_no,
    ready_date: day(readyIn),
    inco_term_id: mode === CONTAINER_MODE.FCL ? ref.fob : ref.cif,
    freight_term_id: null,
    ship_mode: 1,
    from_id: ref.ningbo,
    pol_id: ref.ningbo,
    pod_id: ref.rotterdam,
    to_id: ref.rotterdam,
    carrier_id: ref.maersk,
    remark: "",
    contacts: parties,
    spaces: mode === CONTAINER_MODE.FCL ? [{ container_id: ref.hq40 ?? 1, count: 2 }] : [],
    containers: [],
    cargos:
      mode === CONTAINER_MODE.LCL
        ? [
            {
              hs_code: "940360",
              description: "WOODEN FURNITURE",
              package: 24,
              package_uid: carton?.id ?? null,
              weight: 920,
              volume: 5.6,
            },
          ]
        : [],
    ...extra,
  });
  const confirm = (orderId: number, etdIn: number, soNo: string, carrierId = ref.maersk) =>
    act("confirm_booking", ops, orderId, {
      so_no: soNo,
      carrier_id: carrierId ?? 1,
      vessel: carrierId === ref.cosco ? "COSCO SHIPPING ARIES" : "MAERSK ESSEX",
      voyage: `${600 + etdIn}W`,
      etd: day(etdIn),
      eta: day(etdIn + 32),
      // local times at the port of loading (Ningbo), and the CY cut-off as an older client sends it
      cut_offs: [
        { code: "DCO", at: `${day(etdIn - 3)}T17:00` },
        { code: "VCO", at: `${day(etdIn - 2)}T17:00` },
      ],
      cy_cutoff: at(etdIn - 1, 2),
    });
  /** The shipping instruction of a demo order: FCL rows fill the 2 × 40HQ booked, LCL rows name no box. */
  const instruction = (mode: ContainerMode, serial: number): SupplyBody => ({
    action: "submit",
    contacts: [...parties, { ...parties[1], type: PARTY_TYPE.NOTIFY_1 }],
    marks_no: `PO ${serial}\nROTTERDAM\nMADE IN CHINA`,
    description: mode === CONTAINER_MODE.FCL ? "WOODEN FURNITURE, KNOCKED DOWN" : "WOODEN FURNITURE",
    manifest_file: null,
    vgm_method: 1,
    containers:
      mode === CONTAINER_MODE.FCL
        ? [0, 1].map((i) => ({
            container_no: containerNo(i === 0 ? "MSK" : "TGH", serial + i),
            seal_no: `ML-${serial + i}`,
            container_id: ref.hq40 ?? 1,
            package: 260,
            package_uid: carton?.id ?? 1,
            weight: 9800,
            volume: 66,
            vgm: 13700,
          }))
        : [
            {
              container_no: "",
              seal_no: "",
              container_id: null,
              package: 24,
              package_uid: carton?.id ?? 1,
              weight: 920,
              volume: 5.6,
            },
          ],
  });
  const opsDocument = async (orderId: number, type: number, name: string) =>
    (
      await attachDocument(db, IN_ROW_STORE, ops, orderId, {
        document_type: type,
        remark: "",
        file: { name, buffer: demoPdf(name.replace(/\.pdf$/, "").toUpperCase()) },
      })
    ).file;
  const customerFile = async (
    orderId: number,
    type: typeof DOCUMENT_TYPE.PAYMENT_RECEIPT | typeof DOCUMENT_TYPE.TELEX_GUARANTEE,
    name: string,
  ) =>
    (
      await uploadAttachment(
        db,
        IN_ROW_STORE,
        customer,
        { order_id: orderId, document_type: type, description: "" },
        {
          name,
          buffer: demoPdf(name.replace(/\.pdf$/, "").toUpperCase()),
        },
      )
    ).file;
  /** Replays an order's life past its confirmation through the services: 3, 5 or 10. */
  const replay = async (
    orderId: number,
    mode: ContainerMode,
    status: typeof S.AWAITING_BILL | typeof S.AWAITING_PAYMENT | typeof S.COMPLETED,
    mblNo: string,
  ) => {
    await act("supply_submit", customer, orderId, instruction(mode, 100_000 + orderId * 10));
    if (status === S.AWAITING_BILL) return;
    const bill = await opsDocument(orderId, DOCUMENT_TYPE.BILL_DRAFT, `bill-draft-${mblNo}.pdf`);
    await act("publish_bill", ops, orderId, { mbl_no: mblNo, file: bill });
    await act("bill_pass", customer, orderId, {});
    if (status === S.AWAITING_PAYMENT) return;
    const receipt = await customerFile(orderId, DOCUMENT_TYPE.PAYMENT_RECEIPT, "payment-receipt.pdf");
    await act("pay", customer, orderId, { filename: receipt });
    const invoice = await opsDocument(orderId, DOCUMENT_TYPE.INVOICE, `invoice-${mblNo}.pdf`);
    await act("issue_invoice", ops, orderId, { file: invoice, amount: "2350.00", currency: "USD" });
    const guarantee = await customerFile(orderId, DOCUMENT_TYPE.TELEX_GUARANTEE, "telex-guarantee.pdf");
    await act("telex", customer, orderId, { filename: guarantee });
    const release = await opsDocument(orderId, DOCUMENT_TYPE.TELEX_RELEASE, `telex-release-${mblNo}.pdf`);
    await act("release", ops, orderId, { file: release });
  };

  // oldest first, so the newest (the draft) heads the list
  const { FCL, LCL } = CONTAINER_MODE;
  const completed = await book(booking(LCL, "PO-2026-0101", 1));
  await confirm(completed.id, 4, "MAEU240118001");
  await replay(completed.id, LCL, S.COMPLETED, "MAEU611002345");
  const cancelled = await book(booking(FCL, "PO-2026-0107", 2));
  await act("cancel", customer, cancelled.id, { reason: "BUYER POSTPONED THE ORDER" });
  const rejected = await book(booking(FCL, "PO-2026-0109", 2, { to_id: ref.losAngeles, pod_id: ref.losAngeles }));
  await act("reject_booking", ops, rejected.id, { reason: "NO SPACE ON THE REQUESTED SAILING" });
  const awaitingPayment = await book(booking(FCL, "PO-2026-0112", 3, { carrier_id: ref.cosco }));
  await confirm(awaitingPayment.id, 6, "COSU6301457710", ref.cosco);
  await replay(awaitingPayment.id, FCL, S.AWAITING_PAYMENT, "COSU612345678");
  const awaitingBill = await book(booking(FCL, "PO-2026-0115", 4));
  await confirm(awaitingBill.id, 8, "MAEU240125007");
  await replay(awaitingBill.id, FCL, S.AWAITING_BILL, "");
  // cargo beyond dry general cargo: frozen food in a reefer (confirmed), batteries awaiting DG approval
  const reefer = await book(
    booking(FCL, "PO-2026-0117", 4, { spaces: [{ container_id: ref.rh40 ?? 1, count: 1, ...DEMO_REEFER }] }),
  );
  await confirm(reefer.id, 10, "MAEU240127003");
  const dangerous = await book(
    booking(FCL, "PO-2026-0118", 5, { spaces: [{ container_id: ref.gp20 ?? 1, count: 1, ...DEMO_DG }] }),
  );
  const confirmed = await book(booking(FCL, "PO-2026-0120", 5, { spaces: [{ container_id: ref.gp20 ?? 1, count: 1 }] }));
  await confirm(confirmed.id, 12, "MAEU240130011");
  const submitted = await book(booking(LCL, "PO-2026-0123", 6));
  const draft = await book({ ...booking(FCL, "PO-2026-0126", 10), action: "save" });

  // each order's dates as its status has them: the completed one sailed and arrived weeks ago, the
  // one awaiting payment is at sea (its bill out), the one awaiting its bill sails in days (its
  // instruction in before the cut-off), the confirmed one sails in under two weeks
  const timelines: [number, Timeline][] = [
    [completed.id, { booked: -58, lastStep: -14, ready: -52, sailing: { etd: -48, eta: -16 }, siSubmitted: -52 }],
    [cancelled.id, { booked: -40, lastStep: -38, ready: -33 }],
    [rejected.id, { booked: -35, lastStep: -34, ready: -28 }],
    [awaitingPayment.id, { booked: -30, lastStep: -15, ready: -24, sailing: { etd: -20, eta: 12 }, siSubmitted: -24 }],
    [awaitingBill.id, { booked: -14, lastStep: -2, ready: -5, sailing: { etd: 3, eta: 35 }, siSubmitted: -2 }],
    [reefer.id, { booked: -8, lastStep: -5, ready: 4, sailing: { etd: 10, eta: 42 } }],
    [dangerous.id, { booked: -7, lastStep: -7, ready: 5 }],
    [confirmed.id, { booked: -6, lastStep: -4, ready: 5, sailing: { etd: 12, eta: 44 } }],
    [submitted.id, { booked: -2, lastStep: -2, ready: 6 }],
    [draft.id, { booked: -1, lastStep: -1, ready: 10 }],
  ];
  for (const [id, plan] of timelines) await layOnTimeline(db, id, plan);
}
