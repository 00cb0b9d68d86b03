import { type ORDER_TRANSITIONS, type OrderAction, transitionOf } from "@haiyun/shared/constants/order-transitions";
import { contractOf, type OrderActionContract } from "@haiyun/shared/schemas/order-contract";

// Which dialog takes an action, read from its row of the transition table (`requires`) and its
// contract (`document`): a reason, a file, or only the question. An action asking for more (a
// booking, an instruction, a sailing, a fee) has a component of its own.

type Row = (typeof ORDER_TRANSITIONS)[number];
type RowOf<A extends OrderAction> = Extract<Row, { action: A }>;

/** The actions that carry a reason and nothing else. */
export type ReasonAction = {
  [A in OrderAction]: RowOf<A>["requires"] extends readonly ["reason"] ? A : never;
}[OrderAction];

/** The actions that carry nothing: the question is the whole dialog. */
export type PlainAction = { [A in OrderAction]: RowOf<A>["requires"] extends readonly [] ? A : never }[OrderAction];

/** The actions that name one uploaded document and nothing else. */
export type FileStepAction = {
  [A in OrderAction]: OrderActionContract[A] extends { document: object }
    ? RowOf<A>["requires"] extends readonly ["file"]
      ? A
      : never
    : never;
}[OrderAction];

export type DialogKind = "reason" | "file" | "none";

/** The dialog of an action, or null when it asks for more than one of these (it has its own). */
export function dialogKindOf(action: OrderAction): DialogKind | null {
  const { requires } = transitionOf(action);
  const only = (input: string) => requires.length === 1 && requires[0] === input;
  if (contractOf(action).document) return only("file") ? "file" : null;
  if (requires.length === 0) return "none";
  return only("reason") ? "reason" : null;
}

/** Whether the order is gone once the action is taken (its answer is nothing): the page leaves it. */
export const removesOrder = (action: OrderAction) => contractOf(action).answer === "null";
