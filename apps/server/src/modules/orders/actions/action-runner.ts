import {
  type BookingResult,
  type CreateAction,
  contractOf,
  ORDER_STATUS,
  type OrderAction,
  type OrderActionContract,
  transitionOf,
} from "@haiyun/shared";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { IN_ROW_STORE } from "../../files/file-store";
import type { Caller, OrdersContext } from "../core/context";
import { type Applied, transition } from "../core/order-transition.service";
import type { OrderRow } from "../core/orders.repository";
import { type DocumentWriter, refreshWrittenDocuments, writesDocuments } from "../documents";
import { ORDER_HANDLERS } from "./handlers";
import type { ActionBody } from "./types";

// The one way an order action runs (docs/ARCHITECTURE.md, "The order aggregate"): the handler's
// `prepare` outside the transaction, then transition() with the handler as its `apply`, and the
// answer mapped once. Routes, the demo seed and tests all call runAction.

type AnswerSpec<A extends OrderAction> = OrderActionContract[A]["answer"];

/** What an action answers: the order's result, null, or the handler's own answer as its contract's schema reads it. */
export type ActionAnswer<A extends OrderAction> =
  AnswerSpec<A> extends "result"
    ? BookingResult
    : AnswerSpec<A> extends "null"
      ? null
      : AnswerSpec<A> extends z.ZodType
        ? z.output<AnswerSpec<A>>
        : never;

const isCreateAction = (action: OrderAction): action is CreateAction => transitionOf(action).from.includes(null);

/**
 * Runs `action` on order `orderId` (null: the action creates the order) as `caller`, who acts as
 * the table's actor of that action. Answers the order's id, number and new status, null when
 * the action removed it (a deleted draft), or the handler's own answer when the contract names one.
 */
export async function runAction<A extends OrderAction>(
  ctx: OrdersContext,
  action: A,
  caller: Caller,
  orderId: number | null,
  body: ActionBody<A>,
  /** more writes of the caller's that must commit with the action or not at all */
  alongside?: (tx: Db) => Promise<void>,
): Promise<ActionAnswer<A>> {
  // one handler per action, typed by the registry; its own parameter types are checked there
  const handler = ORDER_HANDLERS[action] as unknown as RunnableHandler;
  const prepared = handler.prepare ? await handler.prepare(ctx, caller, body) : undefined;
  const writer = await documentWriterOf(ctx);
  const result = await transition(ctx.db, {
    orderId,
    action,
    actor: { id: caller.id, role: transitionOf(action).actor, lang: caller.lang },
    publicUrl: ctx.publicUrl,
    notify: ctx.notify,
    apply: async (tx, step) => {
      if (!step.order && !isCreateAction(action)) throw new Error(`${action} needs an order`);
      const applied = await handler.apply(tx, step.order, { ctx, caller, body, step, prepared });
      if (alongside) await alongside(tx);
      return applied;
    },
    // the PDFs the order carries, written again where what they print changed (documents/)
    after: async (tx, order) => {
      if (writesDocuments(order.status)) await refreshWrittenDocuments(tx, writer, order.id);
    },
  });
  const { answer } = contractOf(action);
  if (answer === "null") return null as ActionAnswer<A>;
  if (answer !== "result") return result.answer as ActionAnswer<A>;
  return { id: result.id, order_no: result.order_no, status: result.status ?? ORDER_STATUS.DRAFT } as ActionAnswer<A>;
}

/** The documents' writer of a context: its settings read before the transaction (PGlite runs one at a time). */
export async function documentWriterOf(ctx: OrdersContext): Promise<DocumentWriter> {
  const config = await ctx.configService.get();
  return {
    store: ctx.fileStore ?? IN_ROW_STORE,
    brand: config.app_title,
    timeZone: config.app_timezone,
    now: ctx.now ?? (() => new Date()),
  };
}

/** What the runner calls on any handler, once the registry has checked each one's types. */
interface RunnableHandler {
  prepare?(ctx: OrdersContext, caller: Caller, body: unknown): Promise<unknown>;
  apply(tx: Db, order: OrderRow | null, input: unknown): Promise<Applied>;
}
