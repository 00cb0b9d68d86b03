// Faults on PostgreSQL: two server processes on one database (a session made on one works on
// the other; one transition sent to both at once happens once; each outbox mail leaves once), SMTP
// down (mail waits, then leaves once), and the database out of reach (503 with its message,
// /api/health says so, service resumes by itself) through a proxy this script takes down.
import pg from "pg";
import { SMTPServer } from "smtp-server";
import {
  call,
  confirmBody,
  confirmedOrder,
  freshUser,
  referenceIds,
  request,
  submittedOrder,
  supplySubmit,
} from "./faults-http.mjs";
import { startDatabaseProxy } from "./faults-proxy.mjs";
import { emit, startServer, stopServer } from "./lib.mjs";

const RACES = Number(process.env.BENCH_FAULTS_RACES ?? 10);

/** A plain SMTP server on 127.0.0.1 that keeps the Message-ID of every mail it is given. */
async function startSink(port) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    closeTimeout: 100,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(/^Message-ID:\s*(\S+)/im.exec(Buffer.concat(chunks).toString("utf8"))?.[1] ?? "");
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return { received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function waitFor(check, timeoutMs, everyMs = 200) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

async function outboxCounts(client) {
  const { rows } = await client.query("SELECT status, count(*)::int AS n FROM outbox GROUP BY status");
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

const settled = (pending) =>
  pending.answer.then(
    (res) => res.status,
    (err) => err.code ?? "error",
  );

/** One request to each server at the same moment: their statuses. */
const both = (ports, method, pathname, options) => Promise.all(ports.map((p) => settled(request(p, method, pathname, options))));

/** Events of an order that reached `status`. */
async function eventsTo(port, token, orderId, status) {
  const { list } = await call(port, "GET", `/order/${orderId}/events`, { token });
  return list.filter((event) => event.to_status === status).length;
}

async function races(ports, refs, shipper, operator) {
  const [a, b] = ports;
  const tally = { confirm: { once: 0, other: [] }, submit: { once: 0, other: [] } };
  for (let i = 0; i < RACES; i++) {
    const id = await submittedOrder(a, refs, shipper);
    const statuses = await both(ports, "PUT", `/ops/order/${id}/confirm`, { token: operator.token, json: confirmBody(refs) });
    const events = await eventsTo(b, shipper.token, id, 2);
    if (statuses.sort().join() === "200,409" && events === 1) tally.confirm.once += 1;
    else tally.confirm.other.push({ statuses, events });
    const submit = await both(ports, "PUT", `/order/shipment/${id}`, { token: shipper.token, json: supplySubmit(refs) });
    const submits = await eventsTo(a, shipper.token, id, 3);
    if (submit.sort().join() === "200,409" && submits === 1) tally.submit.once += 1;
    else tally.submit.other.push({ statuses: submit, events: submits });
  }
  emit("faults_two_servers_transition_once", tally.confirm.once, "of", {
    races: RACES,
    transition: "confirm 1 → 2",
    expected: "one 200, one 409, one event",
    ...(tally.confirm.other.length ? { other: tally.confirm.other } : {}),
  });
  emit("faults_two_servers_supply_submit_once", tally.submit.once, "of", {
    races: RACES,
    transition: "supply submit 2 → 3",
    ...(tally.submit.other.length ? { other: tally.submit.other } : {}),
  });
}

async function session(ports) {
  const [a, b] = ports;
  const user = await freshUser(a);
  const onB = await request(b, "GET", "/userinfo", { token: user.token }).answer;
  await call(b, "POST", "/system/logout", { token: user.token });
  const onA = await request(a, "GET", "/userinfo", { token: user.token }).answer;
  emit("faults_two_servers_session", onB.status === 200 && onA.status === 401 ? 1 : 0, "ok", {
    signed_in_on: "A",
    userinfo_on_B: onB.status,
    after_logout_on_B_userinfo_on_A: onA.status,
  });
}

/** Two servers, one database, one SMTP sink: sessions, races, then every mail counted. */
export async function twoServers({ url, ports, smtpPort }) {
  const sink = await startSink(smtpPort);
  const env = { DATABASE_URL: url, NODE_ENV: "test", SEED_DEMO: "0", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
  const servers = [];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const port of ports) servers.push((await startServer(env, port)).child);
    const refs = await referenceIds(ports[0]);
    const shipper = await freshUser(ports[0]);
    const operator = await freshUser(ports[1], ["operator"]);
    await session(ports);
    await races(ports, refs, shipper, operator);

    // each mail the outbox holds arrives once, whichever server's worker took it
    const drained = await waitFor(async () => {
      const counts = await outboxCounts(client);
      return !counts.pending && !counts.sending && counts;
    }, 60_000);
    const sent = drained?.sent ?? 0;
    const unique = new Set(sink.received).size;
    emit("faults_two_servers_mail_duplicates", sink.received.length - unique, "mails", {
      outbox: drained || (await outboxCounts(client)),
      received: sink.received.length,
      unique_message_ids: unique,
      each_sent_once: sent > 0 && sink.received.length === sent && unique === sent,
    });

    // SMTP down: new mail waits in the outbox, then leaves once when the server listens again
    await sink.close();
    const before = sink.received.length;
    const started = Date.now();
    const { rows: last } = await client.query("SELECT coalesce(max(id), 0) AS id FROM outbox");
    // each order's submit and confirm mail its shipper: two mails, queued on either server
    for (let i = 0; i < 3; i++) await confirmedOrder(ports[i % 2], refs, shipper, operator);
    const newMail = async (where) =>
      (await client.query(`SELECT count(*)::int AS n FROM outbox WHERE id > $1 ${where}`, [last[0].id])).rows[0].n;
    const queued = await newMail("");
    const waiting = await waitFor(async () => {
      const n = await newMail("AND status = 'pending' AND attempts >= 1 AND last_error IS NOT NULL");
      return n >= queued && n;
    }, 60_000);
    const again = await startSink(smtpPort);
    const delivered = await waitFor(async () => {
      const counts = await outboxCounts(client);
      return !counts.pending && !counts.sending && counts;
    }, 120_000);
    const arrived = again.received.length;
    emit("faults_smtp_down_mail_delivered_once", arrived, "mails", {
      queued,
      waiting_after_failed_attempt: waiting || 0,
      received_while_down: sink.received.length - before,
      duplicates: arrived - new Set(again.received).size,
      outbox: delivered || (await outboxCounts(client)),
      ms_from_queue_to_delivery: Date.now() - started,
    });
    await again.close();
  } finally {
    await client.end();
    for (const child of servers) await stopServer(child);
  }
}

/** One server reaching PostgreSQL through a proxy: down, probed, up, recovered. */
export async function databaseDown({ url, port }) {
  const target = new URL(url);
  const proxy = await startDatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const { child } = await startServer({ DATABASE_URL: proxied.toString(), NODE_ENV: "test", SEED_DEMO: "0" }, port);
  try {
    const user = await freshUser(port);
    await proxy.down();
    const timed = async (pathname, lang) => {
      const started = performance.now();
      const res = await request(port, "GET", pathname, { token: user.token, lang }).answer;
      return {
        status: res.status,
        error_code: res.body.error_code,
        msg: res.body.msg,
        ms: Math.round(performance.now() - started),
      };
    };
    const health = await timed("/health", "en");
    const userinfo = await timed("/userinfo", "cn");
    const downFor = Date.now();
    await proxy.up();
    const back = await waitFor(async () => (await request(port, "GET", "/health").answer).status === 200, 60_000, 50);
    const recoveredMs = Date.now() - downFor;
    const after = await request(port, "GET", "/userinfo", { token: user.token }).answer;
    emit("faults_db_down_status", userinfo.status, "status", { health, userinfo, process_alive: child.exitCode === null });
    emit("faults_db_back_ms", back ? recoveredMs : null, "ms", { userinfo_after: after.status, restarted: false });
  } finally {
    await stopServer(child);
    await proxy.down();
  }
}
