// kill -9 while a contacts import, a rates import, attachment uploads and a shipping
// instruction's submit are in flight, then restart and look: each import all or none (a rate
// never without its prices), every stored attachment whole (its bytes there, their SHA-256 as
// sent and as recorded), nothing that was answered 200 lost, and the order in exactly one status
// with the events to match.
import { readdirSync } from "node:fs";
import path from "node:path";
import {
  call,
  confirmedOrder,
  contactsWorkbook,
  freshUser,
  multipart,
  pdfOf,
  ratesWorkbook,
  referenceIds,
  request,
  sha256,
  supplySubmit,
} from "./faults-http.mjs";
import { emit, median, startServer } from "./lib.mjs";

const IMPORT_ROWS = Number(process.env.BENCH_FAULTS_IMPORT_ROWS ?? 3000);
// the rates import's budgeted size (bench/quotes-import.mjs): two insert batches of 5,000
const RATE_ROWS = Number(process.env.BENCH_FAULTS_RATE_ROWS ?? 10_000);
const UPLOADS = 4;
const UPLOAD_BYTES = 1024 * 1024;
// when the kill comes: right after both imports' bodies have left; as soon as the first request,
// the first upload, the contacts import or the rates import is answered (some committed, others in
// flight); late in the rates import, while its rows are being inserted; after a delay (ms)
export const MOMENTS = [
  "body_sent",
  "first_answer",
  "first_upload",
  "import_answered",
  "rates_answered",
  "rates_late",
  300,
  "random",
];
// "rates_late": this share of the time the last answered rates import took from its body sent to
// its answer (parsing and checking come first, the inserts last); it cycles through these
const LATE_SHARES = [0.8, 0.9, 0.97];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const answered = (requests) =>
  Promise.any(requests.map((r) => r.answer.then((res) => (res.status === 200 ? res : Promise.reject(res))))).catch(() => {});

function killAfter(moment, { importing, rating, uploads, submit }, lateMs) {
  if (moment === "body_sent") return Promise.all([importing.sent, rating.sent]);
  if (moment === "first_answer") return answered([importing, rating, ...uploads, submit]);
  if (moment === "first_upload") return answered(uploads);
  if (moment === "import_answered") return answered([importing]);
  if (moment === "rates_answered") return answered([rating]);
  if (moment === "rates_late") return rating.sent.then(() => sleep(lateMs));
  return sleep(moment === "random" ? Math.floor(Math.random() * 3000) : moment);
}

async function kill9(child) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

/** Names of the files in DATA_DIR/files (the embedded database's bytes beside it), recursively. */
function storedFiles(dataDir) {
  if (!dataDir) return [];
  try {
    return readdirSync(path.join(dataDir, "files"), { recursive: true }).map(String);
  } catch {
    return [];
  }
}

/** One round: start everything, kill at `moment`, restart, check. */
async function round({ port, env, refs, operator, child, moment, rateSheet, lateMs }) {
  const shipper = await freshUser(port);
  const importer = await freshUser(port);
  const forwarder = await freshUser(port, ["forwarder"]);
  const orderId = await confirmedOrder(port, refs, shipper, operator);
  const files = Array.from({ length: UPLOADS }, (_, i) => ({ name: `guarantee-${i}.pdf`, data: pdfOf(UPLOAD_BYTES) }));
  const sent = new Map(files.map((file) => [sha256(file.data), file]));

  const workbook = multipart({}, { name: "contacts.xlsx", data: contactsWorkbook(IMPORT_ROWS) });
  const importing = request(port, "POST", "/customer/contact/import", { token: importer.token, ...workbook });
  const rateForm = multipart({}, { name: "rates.xlsx", data: rateSheet });
  const rating = request(port, "POST", "/rate/import", { token: forwarder.token, ...rateForm });
  const uploads = files.map((file) =>
    request(port, "POST", "/attachment", {
      token: shipper.token,
      ...multipart({ order_id: orderId, document_type: 6, description: "kill -9" }, file),
    }),
  );
  const submit = request(port, "PUT", `/order/shipment/${orderId}`, { token: shipper.token, json: supplySubmit(refs) });
  // from the body sent to a 200 (null when cut): what "rates_late" takes its share of
  const ratesMs = rating.sent
    .then(() => {
      const sentAt = performance.now();
      return rating.answer.then((res) => (res.status === 200 ? Math.round(performance.now() - sentAt) : null));
    })
    .catch(() => null);
  await killAfter(moment, { importing, rating, uploads, submit }, lateMs);
  await kill9(child);

  const settle = (p) =>
    p.answer.then(
      (res) => res.status,
      () => "cut",
    );
  const answers = {
    import: await settle(importing),
    rates: await settle(rating),
    uploads: await Promise.all(uploads.map(settle)),
    submit: await settle(submit),
  };
  const restarted = await startServer(env, port);

  const contacts = await call(port, "GET", "/customer/contact?page=1&size=1", { token: importer.token });
  // newest first: the last batch's rates, whose prices were inserted last
  const rates = await call(port, "GET", "/rate?page=1&size=100", { token: forwarder.token });
  const stored = (await call(port, "GET", `/attachment?order_id=${orderId}`, { token: shipper.token })).list;
  let mismatched = 0;
  for (const row of stored) {
    const bytes = (await request(port, "GET", `/attachment/download/${row.id}`, { token: shipper.token }).answer).body;
    if (!sent.has(row.sha256) || sha256(bytes) !== row.sha256 || bytes.length !== row.size) mismatched += 1;
  }
  const storedShas = new Set(stored.map((row) => row.sha256));
  const answeredShas = [...sent.keys()].filter((_, i) => answers.uploads[i] === 200);
  const onDisk = storedFiles(env.DATA_DIR);
  const order = await call(port, "GET", `/order/${orderId}`, { token: shipper.token });
  const events = (await call(port, "GET", `/order/${orderId}/events`, { token: shipper.token })).list;
  const submits = events.filter((e) => e.to_status === 3).length;
  const result = {
    moment,
    ...(moment === "rates_late" ? { kill_after_body_ms: lateMs } : {}),
    answers,
    imported: contacts.total,
    import_ok: contacts.total === 0 || contacts.total === IMPORT_ROWS,
    import_kept: answers.import !== 200 || contacts.total === IMPORT_ROWS,
    rates_ms: await ratesMs,
    rates_imported: rates.total,
    rates_ok: rates.total === 0 || rates.total === RATE_ROWS,
    rates_kept: answers.rates !== 200 || rates.total === RATE_ROWS,
    // every row of the sheet prices at least one container type
    rates_without_prices: rates.list.filter((rate) => rate.spaces.length === 0).length,
    uploads_stored: stored.length,
    uploads_lost: answeredShas.filter((sha) => !storedShas.has(sha)).length,
    checksum_mismatches: mismatched,
    // bytes beside the embedded database that no row names (a kill between the write and the commit)
    orphan_bytes: env.DATA_DIR
      ? [...sent.keys()].filter((sha) => onDisk.some((f) => f.endsWith(sha)) && !storedShas.has(sha)).length
      : 0,
    temporary_files: onDisk.filter((f) => f.endsWith(".tmp")).length,
    status: order.status,
    status_ok: (order.status === 2 && submits === 0) || (order.status === 3 && submits === 1),
    submit_kept: answers.submit !== 200 || order.status === 3,
    restart_ms: Math.round(restarted.ms),
  };
  return { result, child: restarted.child };
}

/** Rounds of kill -9 on one engine; prints a line per round and a summary. Returns the live server. */
export async function killRounds({ engine, env, port, rounds }) {
  const rateSheet = ratesWorkbook(RATE_ROWS);
  const first = await startServer(env, port);
  let child = first.child;
  const refs = await referenceIds(port);
  const operator = await freshUser(port, ["operator"]);
  const results = [];
  let lastRatesMs = null;
  let lateRounds = 0;
  for (let i = 0; i < rounds; i++) {
    const moment = MOMENTS[i % MOMENTS.length];
    // before any rates import was answered, somewhere in the first 3 s
    const lateMs =
      moment !== "rates_late"
        ? undefined
        : lastRatesMs === null
          ? Math.floor(Math.random() * 3000)
          : Math.round(lastRatesMs * LATE_SHARES[lateRounds++ % LATE_SHARES.length]);
    const done = await round({ port, env, refs, operator, child, moment, rateSheet, lateMs });
    lastRatesMs = done.result.rates_ms ?? lastRatesMs;
    child = done.child;
    results.push(done.result);
    emit("faults_kill9_round", i + 1, "round", { engine, ...done.result });
  }
  const count = (pick) => results.filter(pick).length;
  const sum = (key) => results.reduce((total, r) => total + r[key], 0);
  const failures =
    count((r) => !r.import_ok || !r.import_kept || !r.rates_ok || !r.rates_kept || !r.status_ok || !r.submit_kept) +
    sum("rates_without_prices") +
    sum("uploads_lost") +
    sum("checksum_mismatches");
  emit("faults_kill9_failures", failures, "count", {
    engine,
    rounds,
    import_rows: IMPORT_ROWS,
    imports_whole: count((r) => r.imported === IMPORT_ROWS),
    imports_none: count((r) => r.imported === 0),
    imports_partial: count((r) => !r.import_ok),
    rate_rows: RATE_ROWS,
    rate_imports_answered_200: count((r) => r.answers.rates === 200),
    rate_imports_whole: count((r) => r.rates_imported === RATE_ROWS),
    rate_imports_none: count((r) => r.rates_imported === 0),
    rate_imports_partial: count((r) => !r.rates_ok),
    rates_without_prices: sum("rates_without_prices"),
    uploads_answered_200: results.reduce((n, r) => n + r.answers.uploads.filter((s) => s === 200).length, 0),
    uploads_stored: sum("uploads_stored"),
    uploads_lost: sum("uploads_lost"),
    checksum_mismatches: sum("checksum_mismatches"),
    orphan_bytes: sum("orphan_bytes"),
    temporary_files: Math.max(0, ...results.map((r) => r.temporary_files)),
    submitted: count((r) => r.status === 3),
    still_confirmed: count((r) => r.status === 2),
    status_or_events_wrong: count((r) => !r.status_ok),
    restart_ms_median: median(results.map((r) => r.restart_ms)),
    // the same start without a kill before it, for comparison (the machine's load weighs on both)
    first_start_ms: Math.round(first.ms),
  });
  return child;
}
