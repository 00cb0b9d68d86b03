import { matchKey } from "./columns";

type Texts = readonly (string | null | undefined)[];

/**
 * A finder for cells that name a record by code or by name (a country, a port, a carrier),
 * compared as headers are. A code always wins; a name two records share finds neither, so the
 * user gives the code ("Congo" is two countries).
 */
export function createLookup<T, Id>(
  records: readonly T[],
  by: { id: (record: T) => Id; codes: (record: T) => Texts; names: (record: T) => Texts },
): (text: string) => Id | undefined {
  const found = new Map<string, Id | null>();
  for (const record of records) {
    const id = by.id(record);
    for (const name of by.names(record)) {
      if (!name) continue;
      const key = matchKey(name);
      found.set(key, found.has(key) && found.get(key) !== id ? null : id);
    }
  }
  for (const record of records) {
    for (const code of by.codes(record)) if (code) found.set(matchKey(code), by.id(record));
  }
  return (text) => (text === "" ? undefined : (found.get(matchKey(text)) ?? undefined));
}
