import type { BookingForm, OrderAction } from "@haiyun/shared";
import { and, count, eq } from "drizzle-orm";
import { closeByOps, confirmBooking } from "../../modules/orders/ops-orders.service";
import { transition } from "../../modules/orders/order-transition.service";
import { cancelBooking, type OrdersContext, saveBooking } from "../../modules/orders/orders.service";
import { ConfigService } from "../../modules/system/config.service";
import { findUserByUsername } from "../../modules/users/users.service";
import type { Db } from "../client";
import { carriers, containerTypes, countries, incoterms, orders, ports, units } from "../schema";

// Issue 9 item 8: the demo shipper's bookings, so a first start shows a living list — FCL and LCL
// in statuses 0, 1, 2 (confirmed, with SO and cut-offs), 3, 5, 10 and 40. Each is booked and moved
// through the same services and transition() as the portal does (events written, no mail sent).
// The steps of later issues (shipping instructions, bill, payment, release) are replayed as bare
// transitions of the table. Idempotent: a shipper who has orders gets none added.

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const at = (offset: number, hourUtc: number) => `${day(offset)}T${String(hourUtc).padStart(2, "0")}:00:00Z`;

async function idByCode(db: Db, table: typeof ports | typeof carriers | typeof incoterms | typeof containerTypes, code: string) {
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.code, code));
  return row?.id ?? null;
}

const LATER_STEPS: Record<number, { action: OrderAction; by: "owner" | "ops" }[]> = {
  3: [{ action: "supply_submit", by: "owner" }],
  5: [
    { action: "supply_submit", by: "owner" },
    { action: "publish_bill", by: "ops" },
    { action: "bill_pass", by: "owner" },
  ],
  10: [
    { action: "supply_submit", by: "owner" },
    { action: "publish_bill", by: "ops" },
    { action: "bill_pass", by: "owner" },
    { action: "pay", by: "owner" },
    { action: "issue_invoice", by: "ops" },
    { action: "telex", by: "owner" },
    { action: "release", by: "ops" },
  ],
};

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
  };
  const ctx: OrdersContext = { db, configService: new ConfigService(db), publicUrl: "", notify: false };
  const customer = { id: shipper.id, lang: "cn" as const };
  const ops = { id: operator.id, lang: "cn" as const };

  const parties = [
    {
      type: 1 as const,
      company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
      company2: "宁波永辉贸易有限公司",
      linkman: "LI MING",
      phone: "+8657487000000",
      email: "shipper@haiyun.demo",
      address1: "NO. 1 ZHONGSHAN EAST ROAD",
      address2: "",
      city: "NINGBO",
      province: "ZHEJIANG",
      country_id: china?.id ?? 1,
      zip_code: "315000",
      e_code: "",
    },
    {
      type: 2 as const,
      company1: "ROTTERDAM HOME IMPORTS B.V.",
      company2: "",
      linkman: "JAN DE VRIES",
      phone: "+31104000000",
      email: "",
      address1: "WILHELMINAKADE 1",
      address2: "",
      city: "ROTTERDAM",
      province: "",
      country_id: netherlands?.id ?? china?.id ?? 1,
      zip_code: "3072 AP",
      e_code: "",
    },
  ];
  const booking = (mode: 1 | 2, ref_no: string, readyIn: number, extra: Partial<BookingForm> = {}): BookingForm => ({
    action: "submit",
    container_mode: mode,
    cust_ref_no: ref_no,
    ready_date: day(readyIn),
    inco_term_id: mode === 1 ? ref.fob : ref.cif,
    freight_term_id: null,
    ship_mode: 1,
    from_id: ref.ningbo,
    pol_id: ref.ningbo,
    pod_id: ref.rotterdam,
    to_id: ref.rotterdam,
    carrier_id: ref.maersk,
    remark: "",
    contacts: parties,
    spaces: mode === 1 ? [{ container_id: ref.hq40 ?? 1, count: 2 }] : [],
    containers: [],
    cargos:
      mode === 2
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
    confirmBooking(ctx, ops, orderId, {
      so_no: soNo,
      carrier_id: carrierId ?? 1,
      vessel: carrierId === ref.cosco ? "COSCO SHIPPING ARIES" : "MAERSK ESSEX",
      voyage: `${600 + etdIn}W`,
      etd: day(etdIn),
      eta: day(etdIn + 32),
      si_cutoff: at(etdIn - 3, 9),
      vgm_cutoff: at(etdIn - 2, 9),
      cy_cutoff: at(etdIn - 1, 2),
    });
  const replay = async (orderId: number, status: 3 | 5 | 10) => {
    for (const step of LATER_STEPS[status]) {
      await transition(db, {
        orderId,
        action: step.action,
        actor: step.by === "ops" ? { ...ops, role: "ops" } : { ...customer, role: "owner" },
        publicUrl: "",
        notify: false,
        apply: async (_tx, { order }) => ({ orderId: order!.id }),
      });
    }
  };

  // oldest first, so the newest (the draft) heads the list
  const completed = await saveBooking(ctx, customer, null, booking(2, "PO-2026-0101", 1));
  await confirm(completed.id, 4, "MAEU240118001");
  await replay(completed.id, 10);
  const cancelled = await saveBooking(ctx, customer, null, booking(1, "PO-2026-0107", 2));
  await cancelBooking(ctx, customer, cancelled.id, "BUYER POSTPONED THE ORDER");
  const rejected = await saveBooking(
    ctx,
    customer,
    null,
    booking(1, "PO-2026-0109", 2, { to_id: ref.losAngeles, pod_id: ref.losAngeles }),
  );
  await closeByOps(ctx, ops, rejected.id, "reject_booking", "NO SPACE ON THE REQUESTED SAILING");
  const awaitingPayment = await saveBooking(ctx, customer, null, booking(1, "PO-2026-0112", 3, { carrier_id: ref.cosco }));
  await confirm(awaitingPayment.id, 6, "COSU6301457710", ref.cosco);
  await replay(awaitingPayment.id, 5);
  await db.update(orders).set({ mbl_no: "MAEU612345678" }).where(eq(orders.id, awaitingPayment.id));
  const awaitingBill = await saveBooking(ctx, customer, null, booking(1, "PO-2026-0115", 4));
  await confirm(awaitingBill.id, 8, "MAEU240125007");
  await replay(awaitingBill.id, 3);
  const confirmed = await saveBooking(
    ctx,
    customer,
    null,
    booking(1, "PO-2026-0120", 5, { spaces: [{ container_id: ref.gp20 ?? 1, count: 1 }] }),
  );
  await confirm(confirmed.id, 12, "MAEU240130011");
  await saveBooking(ctx, customer, null, booking(2, "PO-2026-0123", 6));
  await saveBooking(ctx, customer, null, { ...booking(1, "PO-2026-0126", 10), action: "save" });
}
