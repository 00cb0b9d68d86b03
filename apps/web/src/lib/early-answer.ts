// The hint script asks for a signed-in list page's first rows with the page itself (apps/web
// build/first-page-hints.ts), seconds before the app's scripts have come on a phone's slow link. The
// app's first request for the same address, with the same session and language, takes that answer
// instead of asking again: once, and only while it is fresh (a page left open is asked anew).

export interface EarlyReply {
  status: number;
  text: string;
  /** the session's renewed token, when the server renewed it on that answer */
  renewed: string | null;
}

interface EarlyAnswer {
  url: string;
  lang: string;
  token: string;
  at: number;
  answer: Promise<EarlyReply>;
}

declare global {
  interface Window {
    haiyunEarly?: EarlyAnswer;
  }
}

/** how long an early answer may stand in for the app's own request */
const FRESH_MS = 30_000;

/** The early answer for this request, taken (no later request gets it); none if it is for another. */
export function takeEarlyAnswer(url: string, lang: string, token: string | null): Promise<EarlyReply> | undefined {
  const early = typeof window === "undefined" ? undefined : window.haiyunEarly;
  if (!early || early.url !== url || early.lang !== lang || early.token !== token) return undefined;
  window.haiyunEarly = undefined;
  return Date.now() - early.at <= FRESH_MS ? early.answer : undefined;
}
