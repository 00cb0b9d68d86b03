import { routePorts } from "./route-names";
import { carriers, rates } from "./schema";

const { pol, pod, to } = routePorts;

/**
 * A rate's own columns with its carrier's and route's names in both languages, for a select joined
 * by `joinRouteNames(query, rates)`: the rate screens and the quotes read the same row.
 */
export const rateWithNames = {
  id: rates.id,
  carrier_id: rates.carrier_id,
  pol_id: rates.pol_id,
  pod_id: rates.pod_id,
  to_id: rates.to_id,
  sdate: rates.sdate,
  edate: rates.edate,
  transit_days: rates.transit_days,
  currency: rates.currency,
  remark: rates.remark,
  carrier: { name_cn: carriers.name_cn, name_en: carriers.name_en },
  pol: { name_cn: pol.name_cn, name_en: pol.name_en },
  pod: { name_cn: pod.name_cn, name_en: pod.name_en },
  to: { name_cn: to.name_cn, name_en: to.name_en },
};
