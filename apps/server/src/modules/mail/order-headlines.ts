import { ORDER_ACTIONS, type OrderAction } from "@haiyun/shared";
import type { ActionTexts } from "@haiyun/shared/texts/action-texts";
import { ACTION_TEXTS_EN_US } from "@haiyun/shared/texts/actions.en-US";
import { ACTION_TEXTS_ZH_CN } from "@haiyun/shared/texts/actions.zh-CN";

// The mail's words of each action, read from the actions' catalogues (packages/shared
// src/texts/actions.<language>.ts), where a new action fails the type check until it says what its
// mail reads — or null: a draft saved or deleted by its owner sends nothing.

type BothLanguages = { cn: string; en: string };

/** The headline of each action's mail in both languages; null: it mails nothing. */
export const ORDER_HEADLINES = Object.fromEntries(
  ORDER_ACTIONS.map((action) => {
    const cn = ACTION_TEXTS_ZH_CN[action].headline;
    const en = ACTION_TEXTS_EN_US[action].headline;
    return [action, cn === null || en === null ? null : { cn, en }];
  }),
) as Record<OrderAction, BothLanguages | null>;

/** The line an amount gets, by action (an invoice, a change fee). */
export const AMOUNT_LABEL: Partial<Record<string, BothLanguages>> = Object.fromEntries(
  ORDER_ACTIONS.flatMap((action) => {
    const cn: ActionTexts = ACTION_TEXTS_ZH_CN[action];
    const en: ActionTexts = ACTION_TEXTS_EN_US[action];
    return cn.amountLabel && en.amountLabel ? [[action, { cn: cn.amountLabel, en: en.amountLabel }]] : [];
  }),
);
