// The rates of the heavy-requests benchmark (and of the export's tests' sizes): `count` rates of one
// forwarder, each with two or three spaces, made in SQL. The same statements run on PostgreSQL
// (a pg client) and on the embedded PGlite (the app's openPglite).

const RATES_SQL = `
WITH ref AS (
  SELECT (SELECT array_agg(id ORDER BY id) FROM ports WHERE status = 1) AS ports,
         (SELECT array_agg(id ORDER BY id) FROM carriers WHERE status = 1) AS carriers
)
INSERT INTO rates (owner_id, carrier_id, pol_id, pod_id, to_id, sdate, edate, transit_days, currency, remark)
SELECT $2::int, carriers[1 + g % cardinality(carriers)], ports[1 + g % cardinality(ports)],
       ports[1 + (g / 7) % cardinality(ports)], ports[1 + (g / 13) % cardinality(ports)],
       date '2026-01-01' + (g % 300), date '2026-01-01' + (g % 300) + 30,
       CASE WHEN g % 10 = 0 THEN NULL ELSE 20 + g % 20 END, 'USD', 'bench rate ' || g
FROM generate_series(1, $1::int) g, ref`;

// two or three spaces a rate, among the first three offered container types
const SPACES_SQL = `
WITH c AS (SELECT array_agg(id ORDER BY sort, id) AS ids FROM container_types WHERE status = 1)
INSERT INTO rate_spaces (rate_id, container_id, price)
SELECT r.id, c.ids[k], (1000 + r.id % 900 + k * 100)::numeric(8, 2)
FROM rates r, c, generate_series(1, 3) k
WHERE r.owner_id = $1::int AND (k < 3 OR r.id % 2 = 0)`;

/** `count` rates (with spaces) for `ownerId`; `run(text, params)` answers rows. */
export async function generateRates(run, { count, ownerId }) {
  const started = performance.now();
  await run(RATES_SQL, [count, ownerId]);
  await run(SPACES_SQL, [ownerId]);
  await run("VACUUM ANALYZE rates");
  await run("VACUUM ANALYZE rate_spaces");
  return Math.round(performance.now() - started);
}
