import { actionTextInBoth } from "@haiyun/shared/texts/both-languages";

// The mail's words of each action, read from the actions' catalogues (packages/shared
// src/texts/actions.<language>.ts), where a new action fails the type check until it says what its
// mail reads — or null: a draft saved or deleted by its owner sends nothing.

/** The headline of each action's mail in both languages; null: it mails nothing. */
export const ORDER_HEADLINES = actionTextInBoth((texts) => texts.headline);

/** The line an amount gets, by action (an invoice, a change fee); null: the action carries none. */
export const AMOUNT_LABEL = actionTextInBoth((texts) => texts.amountLabel);
