import type { OrderDetail } from "@haiyun/shared/schemas/order-view";
import type { StoredNames } from "../../../../components/stored-names";

/**
 * The names of every entry the order names — ports, carrier, terms, container types, package
 * units — as its answer gives them (whatever their status), for the edit form's selects.
 */
export function orderNamesOf(order: OrderDetail): StoredNames {
  const names = {
    port: new Map<number, string>(),
    carrier: new Map<number, string>(),
    incoterm: new Map<number, string>(),
    freight_term: new Map<number, string>(),
    container: new Map<number, string>(),
    unit: new Map<number, string>(),
  };
  const add = (map: Map<number, string>, id: number | null | undefined, name: string | undefined) => {
    if (typeof id === "number" && name) map.set(id, name);
  };
  add(names.port, order.from_id, order.from_name);
  add(names.port, order.pol_id, order.pol_name);
  add(names.port, order.pod_id, order.pod_name);
  add(names.port, order.to_id, order.to_name);
  add(names.carrier, order.carrier_id, order.carrier_name);
  add(names.incoterm, order.inco_term_id, order.inco_term_name);
  add(names.freight_term, order.freight_term_id, order.freight_term_name);
  // an answer missing a list (an older server) names nothing there
  for (const space of order.spaces ?? []) add(names.container, space.container_id, space.container_name);
  for (const row of order.containers ?? []) {
    add(names.container, row.container_id, row.container_name);
    add(names.unit, row.package_uid, row.package_unit_name);
  }
  for (const row of order.cargos ?? []) add(names.unit, row.package_uid, row.package_unit_name);
  return names;
}
