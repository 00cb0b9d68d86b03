import { useDictionary, useReferenceList } from "../../../lib/reference-data";
import { usePackageUnits } from "../../bookings";
import type { SheetNames } from "./sheet-data";

/** Names for the ids a form holds (container types, package units, VGM methods, countries), in the reader's language. */
export function useSheetNames(): SheetNames & { country: (id: number | null | undefined) => string } {
  const types = useReferenceList("container");
  const units = usePackageUnits();
  const methods = useDictionary("vgm_method");
  const countries = useReferenceList("country");
  return {
    containerType: (id) => types.data?.find((item) => item.id === id)?.name ?? String(id),
    packageUnit: (id) => units.data?.find((item) => item.id === id)?.name ?? String(id),
    vgmMethod: (value) => methods.data?.find((item) => Number(item.value) === value)?.name ?? String(value),
    country: (id) => (id ? (countries.data?.find((item) => item.id === id)?.name ?? "") : ""),
  };
}
