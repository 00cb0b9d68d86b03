import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, countries } from "../src/db/schema";
import { containsPattern } from "../src/lib/pagination";
import { createContact } from "./factories";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";

// The address book's list is JSON text written by the database (contacts.repository.ts), sent
// unparsed. Each row must be what GET /customer/contact/{id} answers for that contact — the
// route whose answer the response schema serialises — in both languages, for every filter, and
// the total must count the filter's matches, also past the last page.

const ctx = await setupApp();
const { db } = ctx.db;
const owner = await createTestUser(ctx.db);
const stranger = await createTestUser(ctx.db);
const token = await loginAs(ctx.app, owner.username);
const [china] = await db.select().from(countries).where(eq(countries.code, "CN"));
const [germany] = await db.select().from(countries).where(eq(countries.code, "DE"));

await createContact(db, owner.id, {
  type: 1,
  company1: "宁波远航国际物流有限公司",
  country_id: china.id,
  email: "a@example.com",
});
await createContact(db, owner.id, { type: 2, company1: "ROTTERDAM IMPORTS B.V.", company2: "鹿特丹", country_id: germany.id });
await createContact(db, owner.id, { type: 3, company1: 'O\'BRIEN "QUOTED" 50% \\ LTD', city: "DUBLIN", country_id: china.id });
await createContact(db, owner.id, { type: 4, company1: "NOTIFY PARTY LTD", country_id: 987_654 });
await createContact(db, owner.id, { type: 1, company1: "SECOND SHIPPER LTD", zip_code: "315000", e_code: "E-1" });
await createContact(db, stranger.id, { type: 1, company1: "宁波 STRANGER LTD" });
await db.execute(sql`update ${contacts} set update_time = update_time + interval '4567 microseconds'`);

const QUERIES = [
  "",
  "type=1",
  "type=4",
  "keyword=ltd",
  "keyword=宁波",
  "keyword=o'brien",
  "type=1&keyword=second",
  "page=2&size=2",
  "page=9&size=2",
  "keyword=nothing-like-it",
];
const get = (url: string, lang: "cn" | "en") => ctx.app.inject({ method: "GET", url, headers: auth(token, lang) });

/** The ids the filter selects, newest first. */
async function matching(query: string): Promise<number[]> {
  const params = new URLSearchParams(query);
  const keyword = params.get("keyword");
  const type = params.get("type");
  const columns = [contacts.company1, contacts.company2, contacts.linkman, contacts.phone, contacts.email, contacts.city];
  const rows = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.owner_id, owner.id),
        type ? eq(contacts.type, Number(type)) : undefined,
        keyword ? or(...columns.map((column) => ilike(column, containsPattern(keyword)))) : undefined,
      ),
    )
    .orderBy(desc(contacts.id));
  return rows.map((row) => row.id);
}

describe.each(["cn", "en"] as const)("the address book's text, in %s", (lang) => {
  it.each(QUERIES)("GET /api/customer/contact?%s answers each contact as its own route does", async (query) => {
    const res = await get(`/api/customer/contact?${query}`, lang);
    expect(res.statusCode, res.body).toBe(200);
    const answer = JSON.parse(res.body);
    const ids = await matching(query);
    const params = new URLSearchParams(query);
    const size = Number(params.get("size") ?? 10);
    const start = (Number(params.get("page") ?? 1) - 1) * size;
    const expected = await Promise.all(
      ids.slice(start, start + size).map(async (id) => (await get(`/api/customer/contact/${id}`, lang)).json().data),
    );
    expect(answer).toEqual({ code: 0, msg: "ok", data: { list: expected, total: ids.length } });
  });
});

it("names a country it does not know as nothing, and each type and country in the reader's language", async () => {
  const en = JSON.parse((await get("/api/customer/contact?size=10", "en")).body).data.list;
  const cn = JSON.parse((await get("/api/customer/contact?size=10", "cn")).body).data.list;
  expect(en[1]).toMatchObject({ type: 4, country_id: 987_654, country_name: "" });
  expect(en[3]).toMatchObject({ country_name: germany.name_en });
  expect(cn[3]).toMatchObject({ country_name: germany.name_cn });
  expect(cn[0].type_name).not.toBe(en[0].type_name);
});
