import { sortContainers } from "@haiyun/shared/text/container-order";
import { useReferenceList } from "../../../lib/reference-data";
import type { Quote } from "../api/quotes-api";

/**
 * The container types the page's quotes price, in the usual container order (by size, then type)
 * of their codes; until the container list has come, a name stands for its code.
 */
function containerTypesOf(rows: Quote[], codes: ReadonlyMap<number, string>) {
  const types = new Map<number, string>();
  for (const quote of rows)
    for (const space of quote.spaces) if (!types.has(space.container_id)) types.set(space.container_id, space.container_name);
  return sortContainers(
    [...types].map(([id, name]) => ({ id, name })),
    (type) => codes.get(type.id) ?? type.name,
  );
}

/**
 * The cheapest price of each container type on the page, per currency (prices in different
 * currencies are not compared); only where at least two quotes in that currency price the type.
 */
function cheapestOf(rows: Quote[]) {
  const prices = new Map<string, number[]>();
  for (const quote of rows) {
    for (const space of quote.spaces) {
      const key = `${space.container_id}:${quote.currency}`;
      prices.set(key, [...(prices.get(key) ?? []), Number(space.price)]);
    }
  }
  const cheapest = new Map<string, number>();
  for (const [key, list] of prices) if (list.length > 1) cheapest.set(key, Math.min(...list));
  return cheapest;
}

/** Whether a price is the cheapest of its container type and currency on the page (cheapestOf). */
export const isCheapest = (cheapest: ReadonlyMap<string, number>, quote: Quote, space: Quote["spaces"][number]) =>
  cheapest.get(`${space.container_id}:${quote.currency}`) === Number(space.price);

/**
 * The page's container types (the table's price columns, the cards' price lines) and cheapest
 * prices, over the whole page so that neither changes as its rows come in.
 */
export function usePagePrices(pageRows: Quote[]) {
  const containerList = useReferenceList("container");
  const codes = new Map((containerList.data ?? []).map((type) => [type.id, type.code]));
  return { types: containerTypesOf(pageRows, codes), cheapest: cheapestOf(pageRows) };
}
