import { type BookingResult, type CreateAction, contractOf, ORDER_STATUS, type OrderAction, transitionOf } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { ORDER_HANDLERS } from "./actions";
import type { ActionBody, Caller, OrdersContext } from "./actions/types";
import { type Applied, transition } from "./order-transition.service";
import type { OrderRow } from "./orders.repository";

// The one way an order action runs (docs/ARCHITECTURE.md, "The order aggregate"): the handler's
// `prepare` outside the transaction, then transition() with the handler as its `apply`, and the
// answer mapped once. Routes, the demo seed and tests all call runAction.

const isCreateAction = (action: OrderAction): action is CreateAction => transitionOf(action).from.includes(null);

/**
 * Runs `action` on order `orderId` (null: the action creates the order) as `caller`, who acts as
 * the table's actor of that action. Answers the order's id, number and new status, or null when
 * the action removed it (a deleted draft).
 */
export async function runAction<A extends OrderAction>(
  ctx: OrdersContext,
  action: A,
  caller: Caller,
  orderId: number | null,
  body: ActionBody<A>,
): Promise<BookingResult | null> {
  // one handler per action, typed by the registry; its own parameter types are checked there
  const handler = ORDER_HANDLERS[action] as unknown as RunnableHandler;
  const prepared = handler.prepare ? await handler.prepare(ctx, caller, body) : undefined;
  const result = await transition(ctx.db, {
    orderId,
    action,
    actor: { id: caller.id, role: transitionOf(action).actor, lang: caller.lang },
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: (tx, step) => {
      if (!step.order && !isCreateAction(action)) throw new Error(`${action} needs an order`);
      return handler.apply(tx, step.order, { ctx, caller, body, step, prepared });
    },
  });
  if (contractOf(action).answer === "null") return null;
  return { id: result.id, order_no: result.order_no, status: result.status ?? ORDER_STATUS.DRAFT };
}

/** What the runner calls on any handler, once the registry has checked each one's types. */
interface RunnableHandler {
  prepare?(ctx: OrdersContext, caller: Caller, body: unknown): Promise<unknown>;
  apply(tx: Db, order: OrderRow | null, input: unknown): Promise<Applied>;
}
