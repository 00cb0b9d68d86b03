import { ORDER_STATUS } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Caller, OrdersContext } from "../orders";
import { runAction } from "../orders";
import { DcsaFault, jsonPathOf } from "./dcsa-errors";
import { type OrderRow, setContainerHsCodes } from "./ebl-data.repository";
import { orderByBookingNumber } from "./ebl-orders";
import { siFormOf } from "./si-form";
import { inDcsaTerms } from "./si-paths";
import type { SiBody } from "./si-schema";

// Writing DCSA shipping instructions through the portal's own actions (the SI screen's):
// supply_submit (the one-time submit), supply_save when the carrier-ready check blocks the
// submit (the SI is received, PENDING_UPDATE, its feedbacks naming what blocks), and revise_si
// once submitted (an SI revision: the fee of that moment, operations decide).

/** The one booking the body's consignment items name (all must name the same). */
export function bookingNumberOf(body: SiBody): string {
  const numbers = new Set(body.consignmentItems.map((item) => item.carrierBookingReference.trim().toUpperCase()));
  if (numbers.size > 1) {
    const jsonPath = jsonPathOf("consignmentItems.1.carrierBookingReference");
    throw new DcsaFault(400, [{ key: "dcsa.ebl.one_booking", property: "carrierBookingReference", jsonPath }]);
  }
  return body.consignmentItems[0]?.carrierBookingReference ?? "";
}

/** The caller's order the body names (404 as a missing one when it is someone else's). */
export function orderOfBody(ctx: OrdersContext, caller: Caller, body: SiBody): Promise<OrderRow> {
  return orderByBookingNumber(ctx.db, caller.id, bookingNumberOf(body), "carrierBookingReference");
}

/** Submits (or, blocked by the carrier-ready check, saves) the instruction of an order awaiting it. */
async function submitOrSave(ctx: OrdersContext, caller: Caller, order: OrderRow, body: SiBody) {
  const { form, hsCodes } = await siFormOf(ctx.db, order, body);
  // the HS codes the form has no field for commit with the instruction, in its transaction
  const withHsCodes = (tx: Db) => setContainerHsCodes(tx, order.id, hsCodes);
  await inDcsaTerms(form, body, async () => {
    try {
      await runAction(ctx, "supply_submit", caller, order.id, { action: "submit", ...form }, withHsCodes);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "CARRIER_CHECK_FAILED") throw error;
      await runAction(ctx, "supply_save", caller, order.id, { action: "save", ...form }, withHsCodes);
    }
  });
}

/** POST /shipping-instructions: the order must await its instruction; else 409 (PUT updates it). */
export async function createShippingInstructions(ctx: OrdersContext, caller: Caller, body: SiBody): Promise<OrderRow> {
  const order = await orderOfBody(ctx, caller, body);
  if (order.status !== ORDER_STATUS.AWAITING_SUPPLY || order.si_submit_time) {
    throw new DcsaFault(409, [{ key: "dcsa.ebl.si_exists", property: "carrierBookingReference", value: order.dcsa_reference }]);
  }
  await submitOrSave(ctx, caller, order, body);
  return order;
}

/** PUT /shipping-instructions/{ref}: before the submit an update (and submit), after it a revision. */
export async function updateShippingInstructions(ctx: OrdersContext, caller: Caller, order: OrderRow, body: SiBody) {
  const named = await orderOfBody(ctx, caller, body);
  if (named.id !== order.id) {
    const jsonPath = jsonPathOf("consignmentItems.0.carrierBookingReference");
    throw new DcsaFault(409, [{ key: "dcsa.ebl.other_booking", property: "carrierBookingReference", jsonPath }]);
  }
  if (order.status === ORDER_STATUS.AWAITING_SUPPLY && !order.si_submit_time) return submitOrSave(ctx, caller, order, body);
  const { form } = await siFormOf(ctx.db, order, body);
  // the API's caller accepts the fee of this moment: the revision shows it in the portal
  await inDcsaTerms(form, body, () =>
    runAction(ctx, "revise_si", caller, order.id, { ...form, accept_fee: true, reason: "DCSA UpdateShippingInstructions" }),
  );
}
