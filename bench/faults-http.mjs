// What bench/faults*.mjs say to a server: JSON calls, a booking confirmed and ready for its
// shipping instruction, a contacts spreadsheet, a rate sheet and multipart bodies — all over plain
// HTTP, so the same checks read PGlite and PostgreSQL alike.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import * as XLSX from "@e965/xlsx";
import { tsImport } from "tsx/esm/api";

const { CONTACT_IMPORT_HEADERS } = await tsImport("@haiyun/shared", import.meta.url);
const { FIXTURE_HEADERS, fixtureRates } = await tsImport("../apps/server/test/fixtures/rates/rate-rows.ts", import.meta.url);
const { demoPdf } = await tsImport("../apps/server/src/db/seed/demo-orders.ts", import.meta.url);
export const PASSWORD = "Bench-faults-2026";

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");

/**
 * One request over node:http: `answer` settles with { status, body } (or the socket's error),
 * `sent` once the whole body has left — the moment a kill "after sending the body" waits for.
 */
export function request(port, method, pathname, { token, json, body, headers = {}, lang = "en" } = {}) {
  const payload = json === undefined ? body : Buffer.from(JSON.stringify(json));
  const req = http.request({
    host: "127.0.0.1",
    port,
    method,
    path: `/api${pathname}`,
    agent: false,
    headers: {
      lang,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload ? { "content-length": payload.length } : {}),
      ...headers,
    },
  });
  const sent = new Promise((resolve) => req.once("finish", resolve));
  const answer = new Promise((resolve, reject) => {
    req.once("error", reject);
    req.once("response", (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.once("error", reject);
      res.once("end", () => {
        const raw = Buffer.concat(chunks);
        const type = String(res.headers["content-type"] ?? "");
        resolve({ status: res.statusCode, headers: res.headers, body: type.includes("json") ? JSON.parse(raw) : raw });
      });
    });
  });
  // a kill cuts the socket before anyone awaits the answer: not an unhandled rejection
  answer.catch(() => {});
  req.end(payload);
  return { sent, answer };
}

/** A call that must answer 200: its `data`. */
export async function call(port, method, pathname, options) {
  const res = await request(port, method, pathname, options).answer;
  if (res.status !== 200) throw new Error(`${method} ${pathname}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body.data;
}

let users = 0;
/**
 * A new account through the test-only route (NODE_ENV=test), signed in: its token. Each sign-in
 * names its own client address in X-Forwarded-For, so a server started with TRUST_PROXY=127.0.0.1
 * does not count the bench's many sign-ins against one address (10 a minute, then 429); without
 * TRUST_PROXY the header is ignored.
 */
export async function freshUser(port, roles = ["shipper"]) {
  users += 1;
  const username = `bench-faults-${process.pid}-${Date.now()}-${users}@example.com`;
  await call(port, "POST", "/test/users", { json: { username, password: PASSWORD, roles } });
  const client = `10.${(process.pid >> 8) & 255}.${process.pid & 255}.${users % 250}`;
  const headers = { "x-forwarded-for": client };
  const { token } = await call(port, "POST", "/system/login", { json: { username, password: PASSWORD }, headers });
  return { username, token };
}

async function referenceId(port, kind, code, extra = "") {
  const data = await call(port, "GET", `/${kind}?keyword=${encodeURIComponent(code)}&size=50${extra}`);
  const row = data.list.find((r) => r.code === code);
  if (!row) throw new Error(`no ${kind} ${code}`);
  return row.id;
}

/** The reference ids a booking and its shipping instruction name (the seeded reference data). */
export async function referenceIds(port) {
  const id = (kind, code, extra) => referenceId(port, kind, code, extra);
  return {
    ningbo: await id("port", "CNNGB"),
    rotterdam: await id("port", "NLRTM"),
    maersk: await id("carrier", "MAEU"),
    fob: await id("incoterm", "FOB"),
    hq40: await id("container", "40HQ"),
    carton: await id("unit", "CT", "&type=3"),
    china: await id("country", "CN"),
    germany: await id("country", "DE"),
  };
}

/** A day from the server's today (the earliest on Earth, UTC+14), YYYY-MM-DD. */
function dayFromToday(days) {
  return new Date(Date.now() + 14 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

function party(refs, type) {
  const shipper = type === 1;
  return {
    type,
    company1: shipper ? "NINGBO EVERBRIGHT TRADING CO., LTD." : "ROTTERDAM IMPORTS B.V.",
    linkman: shipper ? "LI MING" : "JAN DE VRIES",
    phone: "+86 574 8700 0000",
    address1: shipper ? "NO. 1 ZHONGSHAN EAST ROAD" : "WILHELMINAKADE 1",
    city: shipper ? "NINGBO" : "ROTTERDAM",
    country_id: shipper ? refs.china : refs.germany,
  };
}

/** A submitted FCL booking of 2 × 40HQ: status 1, waiting for operations. */
export async function submittedOrder(port, refs, shipper) {
  const booking = {
    action: "submit",
    container_mode: 1,
    cust_ref_no: "PO-FAULTS",
    ready_date: dayFromToday(7),
    inco_term_id: refs.fob,
    ship_mode: 1,
    from_id: refs.ningbo,
    pol_id: refs.ningbo,
    pod_id: refs.rotterdam,
    to_id: refs.rotterdam,
    carrier_id: refs.maersk,
    remark: "",
    contacts: [party(refs, 1), party(refs, 2)],
    spaces: [{ container_id: refs.hq40, count: 2 }],
    containers: [],
    cargos: [],
  };
  return (await call(port, "POST", "/order/booking", { token: shipper.token, json: booking })).id;
}

export function confirmBody(refs) {
  return {
    so_no: "SO-FAULTS-1",
    carrier_id: refs.maersk,
    vessel: "MAERSK ESSEX",
    voyage: "612W",
    etd: dayFromToday(10),
    eta: dayFromToday(40),
    si_cutoff: `${dayFromToday(7)}T10:00:00Z`,
    vgm_cutoff: `${dayFromToday(8)}T10:00:00Z`,
    cy_cutoff: `${dayFromToday(9)}T02:00:00Z`,
  };
}

/** A booking operations confirmed: status 2, waiting for its shipping instruction. */
export async function confirmedOrder(port, refs, shipper, operator) {
  const id = await submittedOrder(port, refs, shipper);
  await call(port, "PUT", `/ops/order/${id}/confirm`, { token: operator.token, json: confirmBody(refs) });
  return id;
}

/** The shipping instruction of a confirmed 2 × 40HQ order, submitted (2 → 3, once). */
export function supplySubmit(refs) {
  const row = (container_no, seal_no) => ({
    container_no,
    seal_no,
    container_id: refs.hq40,
    package: 120,
    package_uid: refs.carton,
    weight: 8200.5,
    volume: 58.2,
    vgm: 12100,
  });
  return {
    action: "submit",
    contacts: [party(refs, 1), party(refs, 2), party(refs, 3)],
    marks_no: "NO MARKS",
    description: "WOODEN FURNITURE, 240 CARTONS",
    manifest_file: null,
    vgm_method: 1,
    containers: [row("CSQU3054383", "SL-778812"), row("MSKU9070323", "SL-778813")],
  };
}

/** A contacts spreadsheet (.xlsx) of `rows` valid, different rows. */
export function contactsWorkbook(rows) {
  const data = [CONTACT_IMPORT_HEADERS.en];
  for (let i = 0; i < rows; i++) {
    data.push([
      String((i % 4) + 1),
      `FAULT TRADING ${i} CO., LTD`,
      `故障贸易${i}有限公司`,
      `CONTACT ${i}`,
      `+86 21 ${String(50000000 + i)}`,
      `contact${i}@example.com`,
      `NO. ${i} HUAIHAI ROAD`,
      "",
      "SHANGHAI",
      "SHANGHAI",
      "CN",
      "200000",
      `F${i}`,
    ]);
  }
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), "Contacts");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", bookSST: true, compression: true });
}

/** A rate sheet (.xlsx, as Excel saves one) of `rows` valid rows: the rates import tests' rows. */
export function ratesWorkbook(rows) {
  const data = [FIXTURE_HEADERS.en, ...fixtureRates(rows).map((rate) => rate.cells)];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(data), "Rates");
  return XLSX.write(workbook, { type: "buffer", bookType: "xlsx", bookSST: true, compression: true });
}

/** A one-page PDF of about `bytes` bytes (the server opens what it keeps): its text random, each one different. */
export const pdfOf = (bytes) =>
  demoPdf(
    randomBytes(Math.max(8, (bytes - 700) >> 1))
      .toString("hex")
      .toUpperCase(),
  );

/** A multipart/form-data body: { body, headers } for request(). */
export function multipart(fields, file) {
  const boundary = `----haiyun-faults-${randomBytes(8).toString("hex")}`;
  const chunks = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
