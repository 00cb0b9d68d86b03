import type { OrderAction } from "../constants/order-transitions";

// The words of the order's actions, one catalogue per language (actions.zh-CN.ts, the source, and
// actions.en-US.ts, typed against it): the server's mail and bell read them, the web's texts are
// assembled from them. Placeholders: `{no}` in a mail headline (the server's own filling),
// `{{orderNo}}` and `{{msg}}` in the web's (i18next).

/** A dialog that takes an action: a reason, a file or nothing but the question. */
export interface ActionDialogTexts {
  /** the dialog's title, or the question's when the action asks nothing else */
  title: string;
  /** a line under the title: what happens */
  intro?: string;
  /** the question of a dialog that takes nothing: it is the confirmation */
  question?: string;
  /** the reason field's label */
  reason?: string;
  /** said under an empty reason instead of the schema's message */
  reasonRequired?: string;
  /** the file field's label */
  file?: string;
  /** a last question after the reason, for what cannot be undone */
  confirmTitle?: string;
  confirmContent?: string;
  /** the button that takes the action */
  ok: string;
  /** the button that leaves the dialog without acting (unset: the common "back" or "cancel") */
  keep?: string;
  /** the notice once taken */
  done: string;
  /** the heading of a refusal shown in the dialog (unset: a toast says it) */
  failed?: string;
}

export interface ActionTexts {
  /** the mail's headline (`{no}`: the order's number); null: the action mails nothing */
  headline: string | null;
  /** the mail's line for the amount the action carries (an invoice, a fee) */
  amountLabel?: string;
  /** the bell's title (shown even when nobody hears of it today, so a change of audience needs no text) */
  bell: string;
  /** the order's timeline name of it */
  timeline: string;
  /** the button that opens it, where the action has a button of its own */
  button?: string;
  dialog?: ActionDialogTexts;
}

/** Every action's texts: a row of the transition table without its texts fails the type check. */
export type ActionCatalogue = Record<OrderAction, ActionTexts>;

/** Another language's catalogue: the same keys as the source's, each a string of its own (or null where it has null). */
export type TranslationOf<T> = T extends string ? string : T extends null ? null : { [K in keyof T]: TranslationOf<T[K]> };
