import { useMemo } from "react";
import { type ReferenceKind, useReferenceList } from "../../../lib/reference-data";

// A changed field that holds a reference id (a port, the carrier, a container type…) reads by
// its name in a diff, not by the number the order stores. The lists are the selects' own cached
// lookups, so a diff costs no request the form has not made already.

const KIND_OF_FIELD: Record<string, ReferenceKind> = {
  from_id: "port",
  pol_id: "port",
  pod_id: "port",
  to_id: "port",
  carrier_id: "carrier",
  inco_term_id: "incoterm",
  freight_term_id: "freight_term",
  container_id: "container",
  package_uid: "unit",
  country_id: "country",
};

/** A field's value by name: `(field, value)` → the name, or undefined when the field holds no reference. */
export type ReferenceNamer = (field: string, value: unknown) => string | undefined;

/** The namer of the reference ids a diff may hold (the last segment of a path: "containers[0].container_id"). */
export function useReferenceNames(): ReferenceNamer {
  const lists = {
    port: useReferenceList("port").data,
    carrier: useReferenceList("carrier").data,
    incoterm: useReferenceList("incoterm").data,
    freight_term: useReferenceList("freight_term").data,
    container: useReferenceList("container").data,
    unit: useReferenceList("unit").data,
    country: useReferenceList("country").data,
  };
  const { port, carrier, incoterm, freight_term, container, unit, country } = lists;
  return useMemo(() => {
    const byKind = new Map<string, Map<number, string>>(
      Object.entries({ port, carrier, incoterm, freight_term, container, unit, country }).map(([kind, items]) => [
        kind,
        new Map((items ?? []).map((item) => [item.id, item.name])),
      ]),
    );
    return (field, value) => {
      const key = field.split(".").at(-1) ?? field;
      const kind = KIND_OF_FIELD[key];
      if (!kind || typeof value !== "number") return undefined;
      return byKind.get(kind)?.get(value);
    };
  }, [port, carrier, incoterm, freight_term, container, unit, country]);
}
