import { REQUEST_STATE, revisionDiff } from "@haiyun/shared";
import { fieldError } from "../../../lib/app-error";
import type { SystemConfig } from "../../system/config.service";
import { assertCarrierReady, checkSupplyBody } from "../cargo";
import { portTimeZoneOf } from "../core/order-cut-offs";
import { updateOrder } from "../core/orders.repository";
import {
  assertSupply,
  assertVgmOpen,
  baselineOf,
  ensureFirstRevision,
  insertRevision,
  instructionOf,
  lastRevisionNumber,
} from "../instruction";
import { feeWith, nowOf } from "../payment";
import { defineAction } from "./types";

// The customer proposes a revised shipping instruction (docs/PRODUCT-RULES.md, "SI revisions"):
// revision n+1, awaiting operations, its fee fixed at this moment (the one the preview showed and
// `accept_fee` agreed to). The instruction in force does not change until operations accept.

export default defineAction<"revise_si", SystemConfig>({
  action: "revise_si",
  // the site's fee settings read before the transaction (the embedded engine runs one at a time)
  prepare: (ctx) => ctx.configService.get(),
  async apply(tx, order, { ctx, body, caller, prepared }) {
    const { accept_fee: _accepted, reason, ...form } = body;
    await assertVgmOpen(tx, order, form, { now: nowOf(ctx), lang: caller.lang });
    await assertSupply(tx, order, form, { lang: caller.lang, uploaderId: caller.id, submit: false });
    assertCarrierReady(await checkSupplyBody(tx, form, "submit", order), caller.lang);
    await ensureFirstRevision(tx, order);
    const proposed = instructionOf(form);
    const diff = revisionDiff(await baselineOf(tx, order), proposed);
    if (diff.length === 0) throw fieldError("containers", "v.nothing_to_revise", caller.lang);
    const fee = feeWith(prepared, nowOf(ctx), "si_revision", order, await portTimeZoneOf(tx, order.pol_id));
    const revision = (await lastRevisionNumber(tx, order.id)) + 1;
    await insertRevision(tx, {
      order_id: order.id,
      revision,
      status: REQUEST_STATE.REQUESTED,
      body: proposed,
      fee_tier: fee.tier,
      fee_amount: fee.amount,
      fee_currency: fee.currency,
      reason,
      created_role: "owner",
      created_by: caller.id,
    });
    await updateOrder(tx, order.id, { revision_status: REQUEST_STATE.REQUESTED });
    return {
      orderId: order.id,
      reason,
      amount: fee.amount,
      currency: fee.currency,
      detail: { revision, fee, changes: diff.length },
      answer: { revision, status: REQUEST_STATE.REQUESTED, fee },
    };
  },
});
