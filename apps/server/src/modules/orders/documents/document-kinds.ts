import { billDraft } from "./bill-draft";
import { bookingConfirmation } from "./booking-confirmation";
import { guaranteeLetter } from "./guarantee-letter";
import type { GeneratedKind } from "./kind";
import { shippingInstruction } from "./shipping-instruction";

// The kinds of document the portal writes, in one list: the server picks their data, the drawing
// thread (draw-worker.ts) draws them by their document type.

/** Written after every action when due: the confirmation, the instruction, the guarantee letter. */
export const AUTOMATIC_KINDS: readonly GeneratedKind<unknown>[] = [
  bookingConfirmation as GeneratedKind<unknown>,
  shippingInstruction as GeneratedKind<unknown>,
  guaranteeLetter as GeneratedKind<unknown>,
];

/** Every kind drawn, by its document type: the automatic ones and the bill draft (written on request). */
export const KINDS_BY_TYPE: ReadonlyMap<number, GeneratedKind<unknown>> = new Map(
  [billDraft as GeneratedKind<unknown>, ...AUTOMATIC_KINDS].map((kind) => [kind.type, kind]),
);
