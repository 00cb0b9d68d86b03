import { and, count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { contacts, countries } from "../src/db/schema";
import { type ContactValues, insertContacts } from "../src/modules/contacts/contacts.repository";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";

const ctx = await setupApp();
const { db } = ctx.db;

const [china] = await db.select().from(countries).where(eq(countries.code, "CN"));
const [germany] = await db.select().from(countries).where(eq(countries.code, "DE"));

type Lang = "cn" | "en";
type User = Awaited<ReturnType<typeof createTestUser>>;

const validContact = (overrides: Record<string, unknown> = {}) => ({
  type: 1,
  company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
  linkman: "LI MING",
  phone: "+86 574 8700 0000",
  email: "li.ming@example.com",
  address1: "NO. 1 ZHONGSHAN EAST ROAD",
  city: "NINGBO",
  province: "ZHEJIANG",
  country_id: china.id,
  zip_code: "315000",
  ...overrides,
});

/** A row as the import would hand it to insertContacts. */
const contactValues = (overrides: Partial<ContactValues> = {}): ContactValues => ({
  type: 1,
  company1: "ACME",
  company2: "",
  linkman: "JOHN DOE",
  phone: "+49 40 0000",
  email: "",
  address1: "1 HARBOUR ROAD",
  address2: "",
  city: "HAMBURG",
  province: "",
  country_id: germany.id,
  zip_code: "",
  e_code: "",
  ...overrides,
});

const url = (id?: number) => (id === undefined ? "/api/customer/contact" : `/api/customer/contact/${id}`);
const list = (token: string, query = "", lang: Lang = "en") =>
  ctx.app.inject({ method: "GET", url: `${url()}${query}`, headers: auth(token, lang) });
const getOne = (token: string, id: number, lang: Lang = "en") =>
  ctx.app.inject({ method: "GET", url: url(id), headers: auth(token, lang) });
const create = (token: string, payload: unknown, lang: Lang = "en") =>
  ctx.app.inject({ method: "POST", url: url(), headers: auth(token, lang), payload: payload as object });
const update = (token: string, id: number, payload: unknown, lang: Lang = "en") =>
  ctx.app.inject({ method: "PUT", url: url(id), headers: auth(token, lang), payload: payload as object });
const remove = (token: string, ids: unknown) =>
  ctx.app.inject({ method: "DELETE", url: url(), headers: auth(token), payload: ids as object });

const rowOf = (id: number) =>
  db
    .select()
    .from(contacts)
    .where(eq(contacts.id, id))
    .then((rows) => rows[0]);
const countOf = (ownerId: number) =>
  db
    .select({ n: count() })
    .from(contacts)
    .where(eq(contacts.owner_id, ownerId))
    .then(([row]) => row.n);
const errorsOf = (res: { json: () => { errors?: { field: string; message: string }[] } }) => res.json().errors ?? [];

async function signedIn(roles: string[] = ["shipper"]): Promise<{ user: User; token: string }> {
  const user = await createTestUser(ctx.db, roles);
  return { user, token: await loginAs(ctx.app, user.username) };
}

describe("contact CRUD", () => {
  let owner: { user: User; token: string };
  beforeAll(async () => {
    owner = await signedIn();
  });

  it("creates, reads, updates and deletes a contact, naming type and country in the caller's language", async () => {
    const created = await create(owner.token, validContact());
    expect(created.statusCode).toBe(200);
    const contact = created.json().data;
    expect(contact).toMatchObject({
      type: 1,
      type_name: "Shipper",
      company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
      company2: "",
      linkman: "LI MING",
      phone: "+86 574 8700 0000",
      email: "li.ming@example.com",
      address1: "NO. 1 ZHONGSHAN EAST ROAD",
      address2: "",
      city: "NINGBO",
      province: "ZHEJIANG",
      country_id: china.id,
      country_name: china.name_en,
      zip_code: "315000",
      e_code: "",
    });
    expect(contact.id).toEqual(expect.any(Number));
    expect(contact.create_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(contact.owner_id).toBeUndefined();
    expect((await rowOf(contact.id)).owner_id).toBe(owner.user.id);

    const read = await getOne(owner.token, contact.id, "cn");
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({
      id: contact.id,
      type_name: "发货人",
      country_name: "中国",
      company1: contact.company1,
    });

    // an old update_time, so the PUT's new one is visibly later
    await db
      .update(contacts)
      .set({ update_time: new Date("2020-01-01T00:00:00Z") })
      .where(eq(contacts.id, contact.id));
    const changed = await update(
      owner.token,
      contact.id,
      validContact({ type: 2, city: "hamburg", country_id: germany.id, province: "" }),
      "cn",
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      id: contact.id,
      type: 2,
      type_name: "收货人",
      city: "HAMBURG",
      province: "",
      country_id: germany.id,
      country_name: germany.name_cn,
      create_time: contact.create_time,
    });
    expect(new Date(changed.json().data.update_time).getTime()).toBeGreaterThan(new Date("2020-01-01T00:00:00Z").getTime());
    expect(await rowOf(contact.id)).toMatchObject({ type: 2, city: "HAMBURG", country_id: germany.id });

    const deleted = await remove(owner.token, [contact.id]);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ code: 0, msg: "ok", data: { deleted: 1 } });
    expect((await getOne(owner.token, contact.id)).statusCode).toBe(404);
    expect(await rowOf(contact.id)).toBeUndefined();
  });

  it("normalises the common-text fields on the server before storing them", async () => {
    const res = await create(
      owner.token,
      validContact({
        company1: "ｎｉｎｇｂｏ　ｔｒａｄｉｎｇ（ａ）",
        company2: "宁波永辉贸易有限公司",
        linkman: "li ming",
        address1: "ｎｏ．１２３－ａ ｚｈｏｎｇｓｈａｎ ｒｏａｄ",
        address2: "ｂｌｏｃｋ　７",
        city: "ningbo",
        province: "  zhejiang  ",
      }),
    );
    expect(res.statusCode).toBe(200);
    const expected = {
      company1: "NINGBO TRADING(A)",
      // company2 is the local name: kept as typed (no pattern applies to it)
      company2: "宁波永辉贸易有限公司",
      linkman: "LI MING",
      address1: "NO.123-A ZHONGSHAN ROAD",
      address2: "BLOCK 7",
      city: "NINGBO",
      province: "ZHEJIANG",
    };
    expect(res.json().data).toMatchObject(expected);
    expect(await rowOf(res.json().data.id)).toMatchObject(expected);
  });

  it("answers 404 for a contact that does not exist", async () => {
    expect((await getOne(owner.token, 2_000_000_000)).statusCode).toBe(404);
    const res = await update(owner.token, 2_000_000_000, validContact());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1, error_code: "RECORD_NOT_FOUND" });
  });
});

describe("contact validation", () => {
  let user: { user: User; token: string };
  let existingId: number;
  beforeAll(async () => {
    user = await signedIn();
    existingId = (await create(user.token, validContact())).json().data.id;
  });
  // whatever a test here sends and in whatever order the tests run, a refused request stores nothing
  afterEach(async () => {
    expect(await countOf(user.user.id)).toBe(1);
  });

  const PATTERN_CN = "只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格";
  const PATTERN_EN =
    " may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace";

  it.each([
    ["company1", "公司名称1", "Company name 1"],
    ["linkman", "联系人", "Contact person"],
    ["address1", "地址1", "Address 1"],
    ["city", "城市", "City"],
    ["province", "省/州", "Province / state"],
  ])("refuses Chinese characters in %s with the spec's message naming the field", async (field, cnLabel, enLabel) => {
    const payload = validContact({ [field]: "宁波 NINGBO" });
    const cn = await create(user.token, payload, "cn");
    expect(cn.statusCode).toBe(400);
    expect(cn.json()).toMatchObject({ code: 1, error_code: "VALIDATION_FAILED" });
    expect(errorsOf(cn)).toEqual([{ field, message: `${cnLabel}${PATTERN_CN}` }]);

    const en = await create(user.token, payload, "en");
    expect(en.statusCode).toBe(400);
    expect(errorsOf(en)).toEqual([{ field, message: `${enLabel}${PATTERN_EN}` }]);
  });

  it("names every missing required field", async () => {
    const res = await create(user.token, {});
    expect(res.statusCode).toBe(400);
    const fields = errorsOf(res).map((e) => e.field);
    expect(fields.sort()).toEqual(["address1", "city", "company1", "country_id", "linkman", "phone", "type"]);
    for (const field of ["company1", "linkman", "phone", "address1", "city", "country_id"]) {
      expect(errorsOf(res).find((e) => e.field === field)?.message).toBe("This field is required");
    }
  });

  it.each(["company1", "linkman", "phone", "address1", "city"])("refuses a blank %s as missing", async (field) => {
    const res = await create(user.token, validContact({ [field]: "   " }), "cn");
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res)).toEqual([{ field, message: "此项为必填项" }]);
  });

  it("checks the e-mail only when one is given", async () => {
    const bad = await create(user.token, validContact({ email: "not-an-email" }));
    expect(bad.statusCode).toBe(400);
    expect(errorsOf(bad)).toEqual([{ field: "email", message: "Please enter a valid email address" }]);
    const none = await create(user.token, validContact({ email: "" }));
    expect(none.statusCode).toBe(200);
    expect(none.json().data.email).toBe("");
    await remove(user.token, [none.json().data.id]);
  });

  it.each([
    ["type 5", { type: 5 }, "type"],
    ["type as text", { type: "1" }, "type"],
    ["an unknown field", { owner_id: 1 }, "owner_id"],
    ["a country id as text", { country_id: String(china.id) }, "country_id"],
    ["an over-long company name", { company1: "A".repeat(201) }, "company1"],
  ])("refuses %s", async (_name, change, field) => {
    const res = await create(user.token, validContact(change));
    expect(res.statusCode).toBe(400);
    expect(errorsOf(res).map((e) => e.field)).toEqual([field]);
  });

  it("refuses a country that does not exist, naming country_id", async () => {
    const res = await create(user.token, validContact({ country_id: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, error_code: "VALIDATION_FAILED" });
    expect(errorsOf(res)).toEqual([{ field: "country_id", message: "Unknown country or region" }]);
  });

  it("refuses the same mistakes on PUT and leaves the contact as it was", async () => {
    const before = await rowOf(existingId);
    for (const payload of [
      validContact({ company1: "宁波" }),
      validContact({ type: 5 }),
      validContact({ country_id: 999_999 }),
      {},
    ]) {
      expect((await update(user.token, existingId, payload)).statusCode).toBe(400);
    }
    expect(await rowOf(existingId)).toEqual(before);
  });

  it("refuses a delete body that is not a non-empty list of ids", async () => {
    for (const body of [[], ["1"], [0], { ids: [existingId] }]) {
      expect((await remove(user.token, body)).statusCode).toBe(400);
    }
    expect(await countOf(user.user.id)).toBe(1);
  });
});

describe("contact ownership", () => {
  let alice: { user: User; token: string };
  let bob: { user: User; token: string };
  let aliceIds: number[];
  let bobId: number;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([signedIn(), signedIn(["forwarder"])]);
    aliceIds = [];
    for (const company1 of ["ALICE ONE", "ALICE TWO", "ALICE THREE"]) {
      aliceIds.push((await create(alice.token, validContact({ company1 }))).json().data.id);
    }
    bobId = (await create(bob.token, validContact({ company1: "BOB ONLY" }))).json().data.id;
  });

  it("answers 404 for someone else's contact on GET and PUT, and leaves it untouched", async () => {
    const before = await rowOf(bobId);
    const read = await getOne(alice.token, bobId);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: 1, error_code: "RECORD_NOT_FOUND" });
    expect((await update(alice.token, bobId, validContact({ company1: "HIJACKED" }))).statusCode).toBe(404);
    expect(await rowOf(bobId)).toEqual(before);
  });

  it("lists only the caller's own contacts", async () => {
    const res = await list(alice.token, "?size=100");
    expect(res.json().data.total).toBe(3);
    expect(res.json().data.list.map((c: { id: number }) => c.id)).not.toContain(bobId);
  });

  it("deletes nothing when one id of the batch is someone else's, or does not exist", async () => {
    for (const ids of [
      [...aliceIds, bobId],
      [aliceIds[0], 2_000_000_000],
    ]) {
      const res = await remove(alice.token, ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 1, error_code: "RECORD_NOT_FOUND" });
    }
    expect(await countOf(alice.user.id)).toBe(3);
    expect(await rowOf(bobId)).toBeDefined();
  });

  it("deletes all of a batch of the caller's own ids", async () => {
    // its own owner and contacts: the other tests here keep Alice's three whatever the order
    const carol = await signedIn();
    const ids: number[] = [];
    for (const company1 of ["CAROL ONE", "CAROL TWO", "CAROL THREE"]) {
      ids.push((await create(carol.token, validContact({ company1 }))).json().data.id);
    }
    const res = await remove(carol.token, [ids[0], ids[1], ids[0]]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: 2 });
    const remaining = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.owner_id, carol.user.id));
    expect(remaining).toEqual([{ id: ids[2] }]);
    expect(await countOf(alice.user.id)).toBe(3);
    expect(await countOf(bob.user.id)).toBe(1);
  });
});

describe("contact list", () => {
  let owner: { user: User; token: string };
  beforeAll(async () => {
    owner = await signedIn();
    // 25 contacts through the import's entry point: types 1–4 in turn, one of them findable per column
    const rows = Array.from({ length: 25 }, (_, i) =>
      contactValues({ type: (i % 4) + 1, company1: `COMPANY ${String(i).padStart(2, "0")}` }),
    );
    rows[3] = { ...rows[3], company2: "SECOND NAME HOLDINGS" };
    rows[5] = { ...rows[5], linkman: "ZHANG WEI" };
    rows[7] = { ...rows[7], phone: "+86 21 5555 1234" };
    rows[9] = { ...rows[9], email: "ops@findme.example" };
    rows[11] = { ...rows[11], city: "ROTTERDAM" };
    rows[13] = { ...rows[13], company1: "100% PURE_TRADE" };
    expect(await insertContacts(db, owner.user.id, rows)).toBe(25);
  });

  const idsOf = (res: { json: () => { data: { list: { id: number }[] } } }) => res.json().data.list.map((c) => c.id);

  it("pages the contacts newest first with the total", async () => {
    const first = await list(owner.token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.total).toBe(25);
    expect(first.json().data.list).toHaveLength(10);
    const ids = idsOf(first);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.json().data.list[0]).toMatchObject({ company1: "COMPANY 24", country_name: germany.name_en });

    const third = await list(owner.token, "?page=3&size=10");
    expect(third.json().data).toMatchObject({ total: 25 });
    expect(third.json().data.list.map((c: { company1: string }) => c.company1)).toEqual([
      "COMPANY 04",
      "COMPANY 03",
      "COMPANY 02",
      "COMPANY 01",
      "COMPANY 00",
    ]);
    const beyond = await list(owner.token, "?page=4&size=10");
    expect(beyond.json().data).toEqual({ list: [], total: 25 });
  });

  it.each([
    ["company1", "company 17", "COMPANY 17"],
    ["company2", "holdings", "COMPANY 03"],
    ["linkman", "zhang", "COMPANY 05"],
    ["phone", "5555", "COMPANY 07"],
    ["email", "FINDME", "COMPANY 09"],
    ["city", "rotter", "COMPANY 11"],
  ])("finds a contact by its %s, ignoring case", async (_column, keyword, company1) => {
    const res = await list(owner.token, `?keyword=${encodeURIComponent(keyword)}`);
    expect(res.json().data.total).toBe(1);
    expect(res.json().data.list[0].company1).toBe(company1);
  });

  it("matches %, _ and \\ in the keyword literally", async () => {
    for (const keyword of ["100%", "%", "E_T", "_"]) {
      const res = await list(owner.token, `?keyword=${encodeURIComponent(keyword)}`);
      expect(res.json().data.list.map((c: { company1: string }) => c.company1)).toEqual(["100% PURE_TRADE"]);
    }
    expect((await list(owner.token, `?keyword=${encodeURIComponent("\\")}`)).json().data).toEqual({ list: [], total: 0 });
  });

  it("filters by type and names the type in the caller's language", async () => {
    const res = await list(owner.token, "?type=3&size=100", "cn");
    expect(res.json().data.total).toBe(6);
    for (const contact of res.json().data.list) expect(contact).toMatchObject({ type: 3, type_name: "通知人1" });
    const combined = await list(owner.token, "?type=2&keyword=holdings");
    expect(combined.json().data.total).toBe(0);
  });

  it.each(["?type=5", "?size=101", "?page=0", "?sort=company1"])("refuses the query %s", async (query) => {
    const res = await list(owner.token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, error_code: "VALIDATION_FAILED" });
  });
});

describe("insertContacts (the import's entry point)", () => {
  it("inserts more rows than one batch holds", async () => {
    const user = await createTestUser(ctx.db);
    const rows = Array.from({ length: 2_345 }, (_, i) => contactValues({ company1: `BULK ${i}` }));
    expect(await insertContacts(db, user.id, rows)).toBe(2_345);
    expect(await countOf(user.id)).toBe(2_345);
    const [last] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.owner_id, user.id), eq(contacts.company1, "BULK 2344")));
    expect(last).toMatchObject({ city: "HAMBURG", country_id: germany.id, owner_id: user.id });
  });

  it("inserts nothing when a row of a later batch fails", async () => {
    const user = await createTestUser(ctx.db);
    const rows = Array.from({ length: 1_500 }, (_, i) => contactValues({ company1: `ROW ${i}` }));
    rows[1_200] = { ...rows[1_200], company1: null as unknown as string };
    await expect(insertContacts(db, user.id, rows)).rejects.toThrow();
    expect(await countOf(user.id)).toBe(0);
  });
});

describe("contact authority", () => {
  it("answers 401 without a token", async () => {
    for (const res of [
      await ctx.app.inject({ method: "GET", url: url() }),
      await ctx.app.inject({ method: "POST", url: url(), payload: validContact() }),
      await ctx.app.inject({ method: "DELETE", url: url(), payload: [1] }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 1, error_code: "AUTH_REQUIRED" });
    }
  });

  it("answers 403 to a user without the contact authority", async () => {
    const operator = await signedIn(["operator"]);
    for (const res of [
      await list(operator.token),
      await create(operator.token, validContact()),
      await getOne(operator.token, 1),
      await remove(operator.token, [1]),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 1, msg: "No permission", error_code: "AUTH_FORBIDDEN" });
    }
    expect(await countOf(operator.user.id)).toBe(0);
  });
});
