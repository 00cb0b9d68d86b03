import { MAX_ID } from "@haiyun/shared/constants/limits";

/** How one filter of a list is read from and written to the address bar. */
export interface UrlParam<V> {
  /** the value, or undefined when the text is not one (a hand-edited or outdated link) */
  parse: (raw: string) => V | undefined;
  format: (value: V) => string;
}

/** One UrlParam per filter: the list's filters type decides which keys there are and what they hold. */
export type UrlFilters<F> = { [K in keyof F]-?: UrlParam<NonNullable<F[K]>> };

const ID = /^[1-9]\d{0,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const asId = (raw: string) => (ID.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : undefined);

export const urlParam = {
  /** free text (a keyword), trimmed; empty means no filter */
  text: (max = 100): UrlParam<string> => ({ parse: (raw) => raw.trim().slice(0, max) || undefined, format: (value) => value }),
  /** a record id (port, carrier, business…) */
  id: (): UrlParam<number> => ({ parse: asId, format: String }),
  /** several ids, written "1,2,3" as the API sends them (carriers and forwarders of the quotes list) */
  ids: (): UrlParam<number[]> => ({
    parse: (raw) => {
      const ids = raw.split(",").map(asId);
      return ids.length > 0 && ids.every((id) => id !== undefined) ? (ids as number[]) : undefined;
    },
    format: (ids) => ids.join(","),
  }),
  /** a calendar date as forms write it (YYYY-MM-DD), one end of a date range */
  date: (): UrlParam<string> => ({
    parse: (raw) => (DATE.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : undefined),
    format: (value) => value,
  }),
  /** one of a fixed set: a status, a contact type, a role */
  oneOf: <const T extends string | number>(values: readonly T[]): UrlParam<T> => ({
    parse: (raw) => values.find((value) => String(value) === raw),
    format: String,
  }),
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length);

const entriesOf = <F>(spec: UrlFilters<F>) => Object.entries(spec as Record<string, UrlParam<unknown>>);

export function readFilters<F>(spec: UrlFilters<F>, params: URLSearchParams): F {
  const filters: Record<string, unknown> = {};
  for (const [key, param] of entriesOf(spec)) {
    const raw = params.get(key);
    const value = raw === null ? undefined : param.parse(raw);
    if (value !== undefined) filters[key] = value;
  }
  return filters as F;
}

/** Writes the filters that are set and removes the others; parameters of no filter are left alone. */
export function writeFilters<F>(spec: UrlFilters<F>, filters: F, params: URLSearchParams): void {
  for (const [key, param] of entriesOf(spec)) {
    const value = (filters as Record<string, unknown>)[key];
    if (isBlank(value)) params.delete(key);
    else params.set(key, param.format(value));
  }
}

/** The parameters of the filters alone, in a fixed order: equal for equal filters. */
export function filterParams<F>(spec: UrlFilters<F>, params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  writeFilters(spec, readFilters(spec, params), out);
  return out;
}

export function hasAnyFilter<F>(filters: F): boolean {
  return Object.values(filters as Record<string, unknown>).some((value) => !isBlank(value));
}
