import type { CreateAction, OrderAction, OrderActionContract } from "@haiyun/shared";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import type { Caller, OrdersContext } from "../core/context";
import type { Applied, TransitionStep } from "../core/order-transition.service";
import type { OrderRow } from "../core/orders.repository";

// The shape of an order action's handler (docs/ARCHITECTURE.md, "Add an order action"): one file
// per action under actions/, named by the action, registered in actions/handlers.ts.

type BodySchemaOf<A extends OrderAction> = OrderActionContract[A]["body"];

/** The body an action's handler receives: its contract's schema as parsed (the order's `id` aside). */
export type ActionBody<A extends OrderAction> =
  BodySchemaOf<A> extends z.ZodType ? Omit<z.output<BodySchemaOf<A>>, "id"> : Record<string, never>;

/** What a handler is given besides the transaction and the order. */
export interface ActionInput<A extends OrderAction, Prepared> {
  ctx: OrdersContext;
  caller: Caller;
  body: ActionBody<A>;
  step: TransitionStep;
  /** what `prepare` read before the transaction */
  prepared: Prepared;
}

interface HandlerBase<A extends OrderAction, Prepared> {
  /**
   * Reads and checks that must happen before the transaction: the embedded engine runs one
   * transaction at a time, so a read through the shared handle inside one would wait for itself.
   */
  prepare?(ctx: OrdersContext, caller: Caller, body: ActionBody<A>): Promise<Prepared>;
  action: A;
}

/** The handler of an action on an existing order: it always receives the (locked) order. */
export interface OrderActionHandler<A extends OrderAction, Prepared = undefined> extends HandlerBase<A, Prepared> {
  apply(tx: Db, order: OrderRow, input: ActionInput<A, Prepared>): Promise<Applied>;
}

/** The handler of an action that may create the order (save, submit): `order` is null then. */
export interface CreateActionHandler<A extends CreateAction, Prepared = undefined> extends HandlerBase<A, Prepared> {
  creates: true;
  apply(tx: Db, order: OrderRow | null, input: ActionInput<A, Prepared>): Promise<Applied>;
}

/** Every action's handler, the create actions' of their own kind: the registry's type. */
export type OrderHandlers = {
  [A in OrderAction]: A extends CreateAction ? CreateActionHandler<A, any> : OrderActionHandler<A, any>;
};

/** Declares an action's handler (its types checked against the action's contract). */
export const defineAction = <A extends OrderAction, Prepared = undefined>(handler: OrderActionHandler<A, Prepared>) => handler;

/** Declares the handler of an action that may create the order. */
export const defineCreateAction = <A extends CreateAction, Prepared = undefined>(handler: CreateActionHandler<A, Prepared>) =>
  handler;
