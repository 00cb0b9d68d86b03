import { type Fee, type FeeKind, feeOf, feeTier } from "@haiyun/shared";
import type { Db } from "../../db/client";
import type { SystemConfig } from "../system/config.service";
import type { OrdersContext } from "./actions/types";
import { insertCharge } from "./order-charges.repository";
import type { OrderRow } from "./orders.repository";

// What a change after submission costs (docs/PRODUCT-RULES.md, "Fee tiers") and the charges an
// accepted request leaves on the order. The tier is judged on the order's documentation cut-off
// and ETD in the port of loading's time zone, at the context's clock (injected in tests).

/** The moment "now" for an order service: the context's clock, else the system's. */
export const nowOf = (ctx: Pick<OrdersContext, "now">): Date => (ctx.now ? ctx.now() : new Date());

/** The fee of `kind` for `order` at the context's clock, from the site's settings. */
export async function feeFor(ctx: OrdersContext, kind: FeeKind, order: OrderRow): Promise<Fee> {
  return feeWith(await ctx.configService.get(), nowOf(ctx), kind, order);
}

/**
 * The same fee from settings already read: inside a transaction the shared handle must not be
 * used (the embedded engine would wait for itself), so a handler reads them in `prepare`.
 */
export function feeWith(config: SystemConfig, now: Date, kind: FeeKind, order: OrderRow): Fee {
  const tier = feeTier({ now, documentationCutOff: order.si_cutoff, etd: order.etd, timeZone: config.app_timezone });
  return feeOf(kind, tier, config);
}

/** Leaves a charge on the order (in the deciding action's transaction); a zero fee leaves none. */
export async function addCharge(tx: Db, orderId: number, kind: FeeKind, fee: Fee, note: string): Promise<void> {
  if (Number(fee.amount) === 0) return;
  await insertCharge(tx, { order_id: orderId, kind, amount: fee.amount, currency: fee.currency, note });
}
