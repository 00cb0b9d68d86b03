import { type Fee, type FeeKind, feeOf, feeTier } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import type { SystemConfig } from "../../system/config.service";
import type { OrdersContext } from "../core/context";
import { cutOffAt, portTimeZoneOf } from "../core/order-cut-offs";
import type { OrderRow } from "../core/orders.repository";
import { insertCharge } from "./order-charges.repository";

// What a change after submission costs (docs/PRODUCT-RULES.md, "Fee tiers") and the charges an
// accepted request leaves on the order. The tier is judged on the order's documentation cut-off
// and ETD in the port of loading's time zone, at the context's clock (injected in tests).

/** The moment "now" for an order service: the context's clock, else the system's. */
export const nowOf = (ctx: Pick<OrdersContext, "now">): Date => (ctx.now ? ctx.now() : new Date());

/**
 * The fee of `kind` for `order` at the context's clock, from the site's settings: judged on its
 * documentation cut-off (DCO) and on the ETD's day at its port of loading.
 */
export async function feeFor(ctx: OrdersContext, kind: FeeKind, order: OrderRow): Promise<Fee> {
  const [config, timeZone] = await Promise.all([ctx.configService.get(), portTimeZoneOf(ctx.db, order.pol_id)]);
  return feeWith(config, nowOf(ctx), kind, order, timeZone);
}

/**
 * The same fee from settings and the port's zone already read: inside a transaction the shared
 * handle must not be used (the embedded engine would wait for itself), so a handler reads the
 * settings in `prepare` and the zone with its transaction.
 */
export function feeWith(config: SystemConfig, now: Date, kind: FeeKind, order: OrderRow, timeZone: string): Fee {
  const tier = feeTier({ now, documentationCutOff: cutOffAt(order.cut_offs, "DCO"), etd: order.etd, timeZone });
  return feeOf(kind, tier, config);
}

/** Leaves a charge on the order (in the deciding action's transaction); a zero fee leaves none. */
export async function addCharge(tx: Db, orderId: number, kind: FeeKind, fee: Fee, note: string): Promise<void> {
  if (Number(fee.amount) === 0) return;
  await insertCharge(tx, { order_id: orderId, kind, amount: fee.amount, currency: fee.currency, note });
}
