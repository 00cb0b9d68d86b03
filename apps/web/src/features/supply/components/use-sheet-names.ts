import { DICTIONARIES } from "@haiyun/shared/constants/dictionaries";
import { useReferenceList } from "../../../lib/reference-data";
import { usePackageUnits } from "../../orders";
import type { SheetNames } from "./sheet-data";

/** The English name of an id in a loaded reference list; "" while it is loading or unknown. */
const englishOf = (list: readonly { id: number; name_en: string }[] | undefined, id: number) =>
  list?.find((item) => item.id === id)?.name_en ?? "";

/**
 * Names for the ids a form holds (container types, package units, VGM methods, countries) as the
 * sheet prints them: in English whatever the reader's language, as a carrier prints a bill of lading.
 */
export function useSheetNames(): SheetNames & { country: (id: number | null | undefined) => string } {
  const types = useReferenceList("container");
  const units = usePackageUnits();
  const countries = useReferenceList("country");
  return {
    containerType: (id) => englishOf(types.data, id) || String(id),
    packageUnit: (id) => englishOf(units.data, id) || String(id),
    vgmMethod: (value) => DICTIONARIES.vgm_method?.find((item) => item.value === value)?.name_en ?? String(value),
    country: (id) => (id ? englishOf(countries.data, id) : ""),
  };
}
