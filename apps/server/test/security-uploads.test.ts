import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LIMITS, ORDER_STATUS } from "@haiyun/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPdf } from "../src/db/seed/demo-orders";
import { DiskFileStore } from "../src/modules/files/file-store";
import { createOrder } from "./factories";
import { buildExtraApp, createTestUser, loginAs, type MultipartPart, multipart, pngImage, setupApp } from "./helpers";
import { referenceIds } from "./order-fixtures";
import { anyAddress, apiRoutes, routeKey, send, tableDigest } from "./security-kit";
import { zipBomb } from "./zip-bomb";

// Uploads: every multipart endpoint of the app × the right file, a wrong
// extension, a right extension on wrong bytes, a file at the size limit and one byte over, an
// empty file, a `../` name, a 300-character name and a zip bomb. Never a 5xx; the bad ones store
// nothing (no row, no file in the store's directory); memory stays bounded through the bomb.
const dir = mkdtempSync(path.join(tmpdir(), "haiyun-security-uploads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ctx = await setupApp();
const app = await buildExtraApp(ctx.db, { fileStore: new DiskFileStore(dir) });
const { db } = ctx.db;
const refs = await referenceIds(db);

const PDF = demoPdf("A TEST DOCUMENT");
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);
/** `head` padded to exactly `size` bytes: the upload checks the signature, not what follows it. */
const sized = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
/** The PDF grown to `size` by white space before its final startxref (where it moves no offset): it still opens. */
const sizedPdf = (pdf: Buffer, size: number) => {
  const at = pdf.lastIndexOf("startxref");
  return Buffer.concat([pdf.subarray(0, at), Buffer.alloc(size - pdf.length, 0x20), pdf.subarray(at)]);
};

interface Endpoint {
  url: string;
  roles: string[] | null;
  /** the text parts sent before the file */
  fields: () => MultipartPart[];
  file: string;
  good: { ext: string; data: Buffer };
  wrongExt: string;
  maxBytes: number;
  /** what the right file and one at the limit get: a store answers 200, an import judges the rows */
  accepted: (status: number) => boolean;
}

const registrationFields = (): MultipartPart[] =>
  Object.entries({
    username: `upload-${randomBytes(6).toString("hex")}@example.com`,
    password: "Sturdy-pass-42",
    linkman: "WANG FANG",
    phone: "+8657487001234",
    company1: "NINGBO HARBOUR TRADING CO., LTD.",
    address1: "NO. 8 JIEFANG SOUTH ROAD",
    city: "NINGBO",
    country_id: String(refs.china),
    agree: "true",
  }).map(([name, value]) => ({ name, value }));

const stored = (status: number) => status === 200;
// an import's right file is the empty template: the type and size pass, the rows are judged
const judged = (status: number) => status < 500 && ![413, 415].includes(status);
const IMAGE = { good: { ext: "png", data: pngImage(4, 4) }, wrongExt: "gif", maxBytes: LIMITS.IMAGE_MAX_BYTES };
const DOCUMENT = { good: { ext: "pdf", data: PDF }, wrongExt: "exe", maxBytes: LIMITS.FILE_MAX_BYTES };
let template: Buffer;
const SHEET = { good: { ext: "xlsx", data: Buffer.alloc(0) }, wrongExt: "txt", maxBytes: 10 * 1024 * 1024 };
let orderId = 0;

const ENDPOINTS: Record<string, Endpoint> = {
  "POST /api/upload": {
    url: "/api/upload",
    roles: ["shipper"],
    fields: () => [{ name: "purpose", value: "logo" }],
    file: "file",
    ...IMAGE,
    accepted: stored,
  },
  "POST /api/userinfo": {
    url: "/api/userinfo",
    roles: null,
    fields: registrationFields,
    file: "logo",
    ...IMAGE,
    accepted: stored,
  },
  "POST /api/customer/contact/import": {
    url: "/api/customer/contact/import",
    roles: ["shipper"],
    fields: () => [],
    file: "file",
    ...SHEET,
    accepted: judged,
  },
  "POST /api/rate/import": {
    url: "/api/rate/import",
    roles: ["forwarder"],
    fields: () => [],
    file: "file",
    ...SHEET,
    accepted: judged,
  },
  "POST /api/order/:id/vgm/import": {
    url: "/api/order/:id/vgm/import",
    roles: ["shipper"],
    fields: () => [],
    file: "file",
    ...SHEET,
    accepted: judged,
  },
  "POST /api/attachment": {
    url: "/api/attachment",
    roles: ["shipper"],
    fields: () => [
      { name: "order_id", value: String(orderId) },
      { name: "document_type", value: "9" },
    ],
    file: "file",
    ...DOCUMENT,
    accepted: stored,
  },
  "POST /api/ops/order/:id/document": {
    url: "/api/ops/order/:id/document",
    roles: ["operator"],
    fields: () => [{ name: "document_type", value: "9" }],
    file: "file",
    ...DOCUMENT,
    accepted: stored,
  },
};

const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const roles of [["shipper"], ["forwarder"], ["operator"]]) {
    tokens[roles[0]] = await loginAs(app, (await createTestUser(ctx.db, roles)).username);
  }
  const shipperId = (await send(app, { method: "GET", url: "/api/userinfo", token: tokens.shipper })).json().data.id;
  orderId = (await createOrder(db, shipperId, { status: ORDER_STATUS.AWAITING_BILL })).id;
  template = (await send(app, { method: "GET", url: "/api/customer/contact/template?lang=en", token: tokens.shipper }))
    .rawPayload;
});

function upload(endpoint: Endpoint, name: string, data: Buffer, lang: "en" | "cn" = "en") {
  const form = multipart([...endpoint.fields(), { name: endpoint.file, filename: name, data }]);
  const url = endpoint.url.replace(":id", String(orderId));
  const token = endpoint.roles ? tokens[endpoint.roles[0]] : undefined;
  // a fresh address each time; the per-user upload limit (30 a minute) is far off
  return app.inject({
    method: "POST",
    url,
    headers: { ...form.headers, lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: form.payload,
    remoteAddress: anyAddress(),
  });
}

function filesInStore(): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

describe("every upload endpoint", () => {
  it("is each multipart route the app has", () => {
    const multipartRoutes = apiRoutes(app)
      .filter((r) => r.multipart)
      .map(routeKey);
    expect(multipartRoutes.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  it.each(Object.entries(ENDPOINTS))("%s: refuses every bad file without a 5xx, storing nothing", async (key, endpoint) => {
    const good = endpoint.good.ext === "xlsx" ? template : endpoint.good.data;
    const ext = endpoint.good.ext;
    const head = good.subarray(0, 16);
    const bad: [string, string, Buffer][] = [
      ["a wrong extension", `file.${endpoint.wrongExt}`, good],
      ["the right extension on wrong bytes", `file.${ext}`, EXE],
      ["one byte over the limit", `file.${ext}`, sized(head, endpoint.maxBytes + 1)],
      ["an empty file", `file.${ext}`, Buffer.alloc(0)],
      ["a ../ name", `../../etc/file.${ext}`, good],
      ["a ..\\ name", `..\\..\\file.${ext}`, good],
      ["a 300-character name", `${"n".repeat(300 - ext.length - 1)}.${ext}`, good],
      ["a zip bomb declaring 4 GB", "bomb.xlsx", zipBomb({ inflatedMiB: 2048, declaredBytes: 0xffffffff })],
      ["a zip bomb declaring 1 KB and inflating to 2 GB", "bomb.xlsx", zipBomb({ inflatedMiB: 2048, declaredBytes: 1024 })],
    ];
    const before = await tableDigest(db);
    const storeBefore = filesInStore();
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    const failures: string[] = [];
    for (const [what, name, data] of bad) {
      const res = await upload(endpoint, name, data);
      if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    clearInterval(sampler);
    expect(failures).toEqual([]);
    expect(await tableDigest(db)).toEqual(before);
    expect(filesInStore()).toEqual(storeBefore);
    expect(rssPeak - rssBefore).toBeLessThan(200 * 1024 * 1024);
    console.info(
      `security-uploads: ${key} ${bad.length} bad files refused, rss +${((rssPeak - rssBefore) / 2 ** 20).toFixed(0)} MB`,
    );
  });

  it.each(Object.entries(ENDPOINTS))("%s: takes the right file, and one exactly at the size limit", async (_key, endpoint) => {
    const good = endpoint.good.ext === "xlsx" ? template : endpoint.good.data;
    const ext = endpoint.good.ext;
    const atLimit = ext === "pdf" ? sizedPdf(good, endpoint.maxBytes) : sized(good.subarray(0, 16), endpoint.maxBytes);
    for (const data of [good, atLimit]) {
      const res = await upload(endpoint, `file.${ext}`, data);
      expect(endpoint.accepted(res.statusCode), `${data.length} bytes → ${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true);
    }
  });
});

describe("every number part of a multipart form", () => {
  // a customer and an operator of their own: the uploads a minute are counted per user
  let ownOrder = 0;
  beforeAll(async () => {
    for (const role of ["shipper", "operator"]) {
      tokens[`numbers-${role}`] = await loginAs(app, (await createTestUser(ctx.db, [role])).username);
    }
    const shipperId = (await send(app, { method: "GET", url: "/api/userinfo", token: tokens["numbers-shipper"] })).json().data.id;
    ownOrder = (await createOrder(db, shipperId, { status: ORDER_STATUS.AWAITING_PAYMENT })).id;
  });
  // a wrong type is refused, never coerced; these are what a form never sends
  const NOT_DIGITS = (digits: string) => [
    ` ${digits}`,
    `${digits} `,
    `0${digits}`,
    `+${digits}`,
    `${digits}.0`,
    `${digits}e0`,
    "0x5",
    "1e0",
    "9.0",
    "",
  ];
  /** Each multipart route with a number part: the part, the form with a value put in its place, and that value as sent. */
  const NUMBER_PARTS: [string, string, string, (value: string) => MultipartPart[]][] = [
    [
      "POST /api/attachment",
      "order_id",
      "", // the order's own id, made below
      (value) => [
        { name: "order_id", value },
        { name: "document_type", value: "9" },
      ],
    ],
    [
      "POST /api/attachment",
      "document_type",
      "5",
      (value) => [
        { name: "order_id", value: String(ownOrder) },
        { name: "document_type", value },
      ],
    ],
    ["POST /api/ops/order/:id/document", "document_type", "5", (value) => [{ name: "document_type", value }]],
    [
      "POST /api/userinfo",
      "country_id",
      String(refs.china),
      (value) => [...registrationFields().filter((part) => part.name !== "country_id"), { name: "country_id", value }],
    ],
  ];

  it.each(NUMBER_PARTS)(
    "%s refuses %s other than plain digits with a 400 naming it, storing nothing",
    async (key, part, digits, fields) => {
      const endpoint = { ...ENDPOINTS[key], roles: ENDPOINTS[key].roles && [`numbers-${ENDPOINTS[key].roles[0]}`] };
      const file = { name: endpoint.file, filename: `file.${endpoint.good.ext}`, data: endpoint.good.data };
      // the order's own id where the part is the order
      const sent = part === "order_id" ? String(ownOrder) : digits;
      const before = await tableDigest(db);
      const storeBefore = filesInStore();
      const failures: string[] = [];
      for (const value of NOT_DIGITS(sent)) {
        // the message in each language, the second for the first value only
        for (const lang of value === ` ${sent}` ? (["en", "cn"] as const) : (["en"] as const)) {
          const res = await upload({ ...endpoint, fields: () => fields(value) }, file.filename, file.data, lang);
          const body = res.json();
          const message = {
            en: value === "" ? "This field is required" : "Invalid value",
            cn: value === "" ? "此项为必填项" : "格式不正确",
          }[lang];
          if (res.statusCode !== 400 || body.errors?.[0]?.field !== part || body.errors?.[0]?.message !== message) {
            failures.push(`${JSON.stringify(value)} (${lang}) → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(await tableDigest(db)).toEqual(before);
      expect(filesInStore()).toEqual(storeBefore);
      // the plain digits themselves pass
      const ok = await upload({ ...endpoint, fields: () => fields(sent) }, file.filename, file.data);
      expect(ok.statusCode, ok.body).toBe(200);
    },
  );
});
