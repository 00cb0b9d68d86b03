import type { ActionTexts } from "@haiyun/shared/texts/action-texts";

// The web's part of an actions' catalogue (packages/shared src/texts/actions.<language>.ts): the
// timeline's name, the button and the dialog of each action, under `actions.<action>` in the
// language's texts. The mail's and the bell's words stay with the server.

type WebKey = "timeline" | "button" | "dialog";
export type WebActionTexts<T> = { [A in keyof T]: Pick<T[A], Extract<keyof T[A], WebKey>> };

export function webActionTexts<T extends Record<string, ActionTexts>>(catalogue: T): WebActionTexts<T> {
  const texts: Record<string, Partial<ActionTexts>> = {};
  for (const [action, { timeline, button, dialog }] of Object.entries(catalogue)) {
    texts[action] = { timeline, ...(button === undefined ? {} : { button }), ...(dialog === undefined ? {} : { dialog }) };
  }
  return texts as WebActionTexts<T>;
}
