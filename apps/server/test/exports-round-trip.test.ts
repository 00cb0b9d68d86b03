import { readFileSync } from "node:fs";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { carriers, contacts, containerTypes, countries, ports, rateSpaces, rates } from "../src/db/schema";
import { EXPORT_CONTACTS, EXPORT_RATES, type ExportContact, type ExportRate } from "./fixtures/exports/export-rows";
import { auth, createTestUser, loginAs, multipart, setupApp } from "./helpers";

// An export imports back unchanged: the contacts and the rates exported as .xlsx and as CSV, in
// either language, imported into a fresh account, store the same rows (text that would be a
// formula included: the CSV's apostrophe is taken off again). The files LibreOffice wrote from an
// export (.xlsx, .xls, a GBK CSV; fixtures/exports, make-export-fixtures.mjs) import the same way.
const ctx = await setupApp();
const { db } = ctx.db;

const idsOf = async (table: typeof ports | typeof carriers | typeof countries | typeof containerTypes) =>
  new Map((await db.select({ id: table.id, code: table.code }).from(table)).map((row) => [row.code, row.id]));
const [portId, carrierId, countryId, containerId] = await Promise.all([
  idsOf(ports),
  idsOf(carriers),
  idsOf(countries),
  idsOf(containerTypes),
]);
const codeOf = (ids: Map<string, number>) => new Map([...ids].map(([code, id]) => [id, code]));
const [portCode, carrierCode, countryCode, containerCode] = [portId, carrierId, countryId, containerId].map(codeOf);

// one more of each with the cells only a file the product wrote can hold: =, and apostrophes before it
const FORMULA_CONTACT: ExportContact = { ...EXPORT_CONTACTS[2], company2: "'=ORIGINAL", e_code: "=1+1", phone: "@SUM(1)" };
const FORMULA_RATE: ExportRate = { ...EXPORT_RATES[2], remark: '=HYPERLINK("x"), "quoted"' };

async function signIn(roles: string[]) {
  const user = await createTestUser(ctx.db, roles);
  return { id: user.id, token: await loginAs(ctx.app, user.username) };
}

const send = (token: string, method: "GET" | "POST", url: string, payload?: object, lang: "cn" | "en" = "en") =>
  ctx.app.inject({ method, url, headers: auth(token, lang), ...(payload ? { payload } : {}) });

function importFile(token: string, path: string, filename: string, data: Buffer) {
  const { payload, headers } = multipart([{ name: "file", filename, data }]);
  return ctx.app.inject({ method: "POST", url: `${path}/import`, headers: { ...headers, ...auth(token) }, payload });
}

async function storeContacts(token: string, rows: readonly ExportContact[]) {
  for (const { country, ...contact } of rows) {
    const res = await send(token, "POST", "/api/customer/contact", { ...contact, country_id: countryId.get(country) });
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function storeRates(token: string, rows: readonly ExportRate[]) {
  for (const rate of rows) {
    const body = {
      carrier_id: carrierId.get(rate.carrier),
      pol_id: portId.get(rate.pol),
      pod_id: portId.get(rate.pod),
      to_id: portId.get(rate.to),
      sdate: rate.sdate,
      edate: rate.edate,
      transit_days: rate.transit_days,
      currency: rate.currency,
      remark: rate.remark,
      spaces: Object.entries(rate.prices).map(([code, price]) => ({ container_id: containerId.get(code), price })),
    };
    const res = await send(token, "POST", "/api/rate", body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** An owner's contacts as stored, in the fixtures' terms; `newestFirst` as the export lists them. */
async function contactsOf(ownerId: number, newestFirst = false): Promise<ExportContact[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(contacts.owner_id, ownerId))
    .orderBy(newestFirst ? desc(contacts.id) : asc(contacts.id));
  return rows.map(({ id: _id, owner_id: _owner, create_time: _c, update_time: _u, country_id, ...row }) => ({
    ...row,
    country: countryCode.get(country_id) ?? "",
  }));
}

async function ratesOf(ownerId: number, newestFirst = false): Promise<ExportRate[]> {
  const rows = await db
    .select()
    .from(rates)
    .where(eq(rates.owner_id, ownerId))
    .orderBy(newestFirst ? desc(rates.id) : asc(rates.id));
  const ids = rows.map((row) => row.id);
  const spaces = ids.length ? await db.select().from(rateSpaces).where(inArray(rateSpaces.rate_id, ids)) : [];
  return rows.map((row) => ({
    carrier: carrierCode.get(row.carrier_id) ?? "",
    pol: portCode.get(row.pol_id) ?? "",
    pod: portCode.get(row.pod_id) ?? "",
    to: portCode.get(row.to_id) ?? "",
    sdate: row.sdate,
    edate: row.edate,
    transit_days: row.transit_days,
    currency: row.currency,
    remark: row.remark,
    prices: Object.fromEntries(
      spaces.filter((space) => space.rate_id === row.id).map((space) => [containerCode.get(space.container_id), space.price]),
    ),
  }));
}

const CASES = [
  ["xlsx", "cn"],
  ["xlsx", "en"],
  ["csv", "cn"],
  ["csv", "en"],
] as const;

describe("contacts: export, then import into a fresh account", () => {
  it.each(CASES)("gives back every contact as it was (%s, %s)", async (format, lang) => {
    const owner = await signIn(["shipper"]);
    await storeContacts(owner.token, [...EXPORT_CONTACTS, FORMULA_CONTACT]);
    const file = await send(owner.token, "GET", `/api/customer/contact/export?format=${format}`, undefined, lang);
    expect(file.statusCode).toBe(200);
    expect(file.headers["x-total-count"]).toBe("4");

    const fresh = await signIn(["shipper"]);
    const imported = await importFile(fresh.token, "/api/customer/contact", `contacts.${format}`, file.rawPayload);
    expect(imported.json()).toMatchObject({ code: 0, data: { imported: 4, warnings: [] } });
    // the file lists the newest first; the import stores it from the top
    expect(await contactsOf(fresh.id)).toEqual(await contactsOf(owner.id, true));
  });

  it("exports only the contacts the list's filters select", async () => {
    const owner = await signIn(["shipper"]);
    await storeContacts(owner.token, EXPORT_CONTACTS);
    const consignees = await send(owner.token, "GET", "/api/customer/contact/export?format=csv&type=2");
    const lines = consignees.rawPayload.toString("utf8").trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      "Consignee,'-HAMBURG IMPORT GMBH-,'@汉堡进口,ANNA MUELLER,'-49 40 123456,,KAISERKAI 1,,HAMBURG,,Germany,01067,",
    );
    const byKeyword = await send(owner.token, "GET", "/api/customer/contact/export?keyword=notify&page=2&size=5");
    expect(byKeyword.headers["x-total-count"]).toBe("1");
    const bad = await send(owner.token, "GET", "/api/customer/contact/export?type=9", undefined, "cn");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe("type");
  });
});

describe("rates: export, then import into a fresh account", () => {
  it.each(CASES)("gives back every rate and price as it was (%s, %s)", async (format, lang) => {
    const owner = await signIn(["forwarder"]);
    await storeRates(owner.token, [...EXPORT_RATES, FORMULA_RATE]);
    const file = await send(owner.token, "GET", `/api/rate/export?format=${format}`, undefined, lang);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(
      format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(file.headers["x-total-count"]).toBe("4");

    const fresh = await signIn(["forwarder"]);
    const imported = await importFile(fresh.token, "/api/rate", `rates.${format}`, file.rawPayload);
    expect(imported.json()).toMatchObject({ code: 0, data: { imported: 4 } });
    expect(await ratesOf(fresh.id)).toEqual(await ratesOf(owner.id, true));
  });

  it("keeps the .xlsx without format, and refuses an unknown format in the caller's language", async () => {
    const owner = await signIn(["forwarder"]);
    const plain = await send(owner.token, "GET", "/api/rate/export");
    expect(plain.headers["content-disposition"]).toContain('filename="rates.xlsx"');
    const bad = await send(owner.token, "GET", "/api/rate/export?format=ods", undefined, "cn");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 1, errors: [{ field: "format", message: "取值应为 xlsx, csv 之一" }] });
  });
});

// Files LibreOffice saved from an export (make-export-fixtures.mjs): a user's office suite opening
// the export and saving it again, as .xlsx, as .xls or as a CSV in Chinese Windows' code page.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/exports/${name}`, import.meta.url));

describe("exports saved again by LibreOffice", () => {
  it.each(["contacts-libreoffice.xlsx", "contacts-libreoffice.xls", "contacts-libreoffice-gbk.csv"])(
    "imports %s as the contacts exported",
    async (name) => {
      const fresh = await signIn(["shipper"]);
      const imported = await importFile(fresh.token, "/api/customer/contact", name, fixture(name));
      expect(imported.json()).toMatchObject({ code: 0, data: { imported: EXPORT_CONTACTS.length } });
      expect(await contactsOf(fresh.id, true)).toEqual(EXPORT_CONTACTS);
    },
  );

  it.each(["rates-libreoffice.xlsx", "rates-libreoffice.xls", "rates-libreoffice-gbk.csv"])(
    "imports %s as the rates exported",
    async (name) => {
      const fresh = await signIn(["forwarder"]);
      const imported = await importFile(fresh.token, "/api/rate", name, fixture(name));
      expect(imported.json()).toMatchObject({ code: 0, data: { imported: EXPORT_RATES.length } });
      expect(await ratesOf(fresh.id, true)).toEqual(EXPORT_RATES);
    },
  );
});
