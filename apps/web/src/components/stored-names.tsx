import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { ReferenceKind } from "../lib/reference-data";

// A record being edited may name an entry an admin has since disabled: the lists offer only enabled
// entries, so its select would show the bare id. The page that knows the record's names (an order's
// answer names every entry, whatever its status) hands them down; a select then shows the stored
// entry by its name, marked as disabled, and offers it disabled so it cannot be picked again.

/** The names of the entries a stored record names, by list and id. */
export type StoredNames = Partial<Record<ReferenceKind, ReadonlyMap<number, string>>>;

const StoredNamesContext = createContext<StoredNames>({});
export const StoredNamesProvider = StoredNamesContext.Provider;

export interface IdOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/** A lookup asks for one page of this many; a list that fills it may have more. */
const LOOKUP_PAGE = 1000;

/**
 * `options` plus, once the list has loaded, an option for each chosen id it does not offer: the
 * stored name (else `#id`) marked as disabled, itself disabled. A list that filled its page may
 * simply not reach the entry: then the stored name is shown as it is, if known.
 */
export function useWithStoredEntries(
  kind: ReferenceKind,
  value: number | readonly number[] | null | undefined,
  options: IdOption[],
  loaded: boolean,
): IdOption[] {
  const { t } = useTranslation();
  const names = useContext(StoredNamesContext)[kind];
  if (!loaded || value === null || value === undefined) return options;
  const chosen = typeof value === "number" ? [value] : value;
  const offered = new Set(options.map((option) => option.value));
  const missing = chosen.filter((id) => !offered.has(id));
  if (missing.length === 0) return options;
  if (options.length >= LOOKUP_PAGE) {
    return [...options, ...missing.flatMap((id) => (names?.get(id) ? [{ value: id, label: names.get(id) as string }] : []))];
  }
  return [
    ...options,
    ...missing.map((id) => ({
      value: id,
      label: t("common.disabledEntry", { name: names?.get(id) || `#${id}` }),
      disabled: true,
    })),
  ];
}
