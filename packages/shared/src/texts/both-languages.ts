import { ORDER_ACTIONS, type OrderAction } from "../constants/order-transitions";
import type { ActionTexts } from "./action-texts";
import { ACTION_TEXTS_EN_US } from "./actions.en-US";
import { ACTION_TEXTS_ZH_CN } from "./actions.zh-CN";

// The server writes mail and bell titles in both languages at once (a recipient's language is
// chosen when the text is read); these read one text of every action from both catalogues.

export interface BothLanguages {
  cn: string;
  en: string;
}

/** One text of every action in both languages; null where the catalogues have none (an action that mails nothing). */
export function actionTextInBoth(
  pick: (texts: ActionTexts) => string | null | undefined,
): Record<OrderAction, BothLanguages | null> {
  return Object.fromEntries(
    ORDER_ACTIONS.map((action) => {
      const cn = pick(ACTION_TEXTS_ZH_CN[action]);
      const en = pick(ACTION_TEXTS_EN_US[action] as ActionTexts);
      return [action, cn == null || en == null ? null : { cn, en }];
    }),
  ) as Record<OrderAction, BothLanguages | null>;
}
