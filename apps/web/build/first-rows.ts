import { readFileSync } from "node:fs";

// A signed-in list's first rows, asked for by the hint script with the page itself (not after the
// app's scripts have come and run: seconds later on a phone's slow link) and, on the quotes page,
// drawn into the first screen's picture as the app's cards would show them (the quotes are that
// page's largest paint). The app's own first request for the same rows takes this answer instead of
// asking again (src/lib/early-answer.ts). The cards' look is the app's: list-cards.css itself.

/** The card fields' names, in the reader's language (from the locale files, at the build). */
export interface RowTexts {
  sort: string;
  route: string;
  transit: string;
  validity: string;
  remark: string;
  forwarder: string;
}

/** The cards' style (the app's own) and the picture's additions, read at the build. */
export const firstRowsCss = () => `${readFileSync(new URL("../src/components/list-page/list-cards.css", import.meta.url), "utf8")}
#first-screen .fs-rows{display:flex;flex-direction:column;gap:12px}
#first-screen .fs-cheapest{color:#237804;font-weight:600}`;

interface QuoteRow {
  carrier_name: string;
  forwarder_name?: string;
  pol_name: string;
  pod_name: string;
  to_name: string;
  sdate: string;
  edate: string;
  transit_days: number | null;
  currency: string;
  remark: string;
  spaces: { container_name: string; price: string }[];
}

// runs in the browser, as written (its source goes into the hint script): no imports, no closures.
// Draws the page's quotes over the picture's grey rows, as quote-cards.tsx lays them out.
export function drawQuoteRows(list: QuoteRow[], texts: RowTexts, language: string) {
  const body = document.querySelector("#first-screen .fs-body");
  if (!body || list.length === 0) return;
  const element = (tag: string, className?: string, text?: string) => {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (text) made.textContent = text;
    return made;
  };
  // "1260.00" → "1,260.00": the prices come as decimal text, grouped as both languages group them
  const grouped = (price: string) => price.replace(/^(-?\d+)/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ","));
  const day = (date: string) => (language === "en-US" ? date.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$2/$3/$1") : date);
  // the page's cheapest price of each container type and currency, where two quotes or more price it
  // (quote-prices.ts)
  const prices = new Map<string, number[]>();
  for (const quote of list) {
    for (const space of quote.spaces) {
      const key = `${space.container_name}:${quote.currency}`;
      prices.set(key, [...(prices.get(key) ?? []), Number(space.price)]);
    }
  }
  const cheapest = (quote: QuoteRow, space: QuoteRow["spaces"][number]) => {
    const all = prices.get(`${space.container_name}:${quote.currency}`) ?? [];
    return all.length > 1 && Number(space.price) === Math.min(...all);
  };
  for (const bar of body.querySelectorAll(".fs-bar-row")) bar.remove();
  const rows = element("div", "fs-rows");
  const sort = element("div", "fs-input");
  const input = document.createElement("input");
  input.placeholder = texts.sort;
  input.tabIndex = -1;
  sort.append(input);
  const cards = element("ul", "list-cards");
  for (const quote of list.slice(0, 10)) {
    const card = element("li", "list-card");
    const head = element("div", "list-card-head");
    head.append(element("span", "list-card-title", quote.carrier_name));
    const fields = element("dl", "list-card-fields");
    const stops = [quote.pol_name, quote.pod_name];
    if (quote.to_name && quote.to_name !== quote.pod_name) stops.push(quote.to_name);
    const pairs: [string, string, boolean?][] = [
      ...(quote.forwarder_name ? [[texts.forwarder, quote.forwarder_name] as [string, string]] : []),
      [texts.route, stops.join(" → ")],
      ...quote.spaces.map((space): [string, string, boolean] => [
        space.container_name,
        `${quote.currency} ${grouped(space.price)}`,
        cheapest(quote, space),
      ]),
      [texts.transit, quote.transit_days === null ? "" : String(quote.transit_days)],
      [texts.validity, `${day(quote.sdate)} – ${day(quote.edate)}`],
      [texts.remark, quote.remark],
    ];
    for (const [label, value, lowest] of pairs) {
      if (!value) continue;
      const pair = element("div");
      const shown = element("dd", undefined, value);
      if (lowest) shown.className = "fs-cheapest";
      pair.append(element("dt", undefined, label), shown);
      fields.append(pair);
    }
    card.append(head, fields);
    cards.append(card);
  }
  rows.append(sort, cards);
  body.append(rows);
}
