import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { DbHandle } from "../src/db/client";
import { openPostgres } from "../src/db/postgres";
import { appMeta, carriers, currencies, ports, units } from "../src/db/schema";
import { seedAll } from "../src/db/seed";
import { createUser } from "./factories";
import { postgresCopy } from "./faults-postgres";
import { auth, loginAs } from "./helpers";
import { call, fclBooking, orderTestApp } from "./order-fixtures";

// The admin's reference lists (/api/admin/reference/{kind}): list and search every entry, add,
// change and disable, never delete; codes checked by their standards; every server's kept answers
// give way to an edit at once; a re-seed of the shipped lists leaves the admin's entries as they are.
const { app, db, refs, people } = await orderTestApp({ admin: ["admin"], owner: ["shipper"], operator: ["operator"] });
const admin = people.admin.token;

const adminCall = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, lang: "cn" | "en" = "en") =>
  call(app, admin, method, `/api/admin/reference/${url}`, payload, { lang });
const publicList = async (path: string, lang: "cn" | "en" = "en") => {
  const res = await app.inject({ method: "GET", url: `/api/${path}`, headers: { lang } });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    list: { id: number; code: string; name: string; name_cn: string; name_en: string }[];
    total: number;
  };
};
const errorFields = (res: { json: () => { errors?: { field: string; message: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field);

describe("the admin's lists", () => {
  it("list every entry, disabled ones too, searchable by code or either name, paged", async () => {
    const res = await adminCall("GET", "ports?keyword=CNSHA");
    expect(res.statusCode).toBe(200);
    const { list, total } = res.json().data;
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ code: "CNSHA", name_cn: "上海", name_en: "Shanghai", enabled: true, edited: false });
    expect(list[0].country_id).toBeTypeOf("number");
    expect((await adminCall("GET", `ports?keyword=${encodeURIComponent("宁波")}`)).json().data.list[0].code).toBe("CNNGB");

    const page1 = (await adminCall("GET", "carriers?page=1&size=5")).json().data;
    const page2 = (await adminCall("GET", "carriers?page=2&size=5")).json().data;
    expect(page1.list).toHaveLength(5);
    expect(page2.total).toBe(page1.total);
    expect(page2.list[0].id).not.toBe(page1.list[0].id);

    const hq = (await adminCall("GET", "container-types?keyword=40HQ")).json().data.list[0];
    expect(hq).toMatchObject({ code: "40HQ", iso_code: "45G1", teu: "2.00" });
    // package units are the units of type 3 only
    const units = (await adminCall("GET", "package-units?size=100")).json().data.list.map((u: { code: string }) => u.code);
    expect(units).toContain("CT");
    expect(units).not.toContain("KGM");
    expect((await adminCall("GET", "charges?keyword=OFR")).json().data.total).toBe(1);
    expect((await adminCall("GET", "currencies?keyword=USD")).json().data.list[0].code).toBe("USD");
  });

  it("are the admin's alone", async () => {
    for (const token of [people.owner.token, people.operator.token]) {
      expect((await call(app, token, "GET", "/api/admin/reference/ports")).statusCode).toBe(403);
      expect((await call(app, token, "POST", "/api/admin/reference/ports", {})).statusCode).toBe(403);
    }
  });
});

describe("adding an entry", () => {
  it("adds a port named in both languages, its country from the UN/LOCODE, offered at once in the public list", async () => {
    // the public list is kept in memory: it must give way to the new port
    expect((await publicList("port?keyword=CNZZA")).total).toBe(0);
    const res = await adminCall("POST", "ports", { code: "cnzza", name_cn: "测试港", name_en: "Testport" });
    expect(res.statusCode, res.body).toBe(200);
    const port = res.json().data;
    expect(port).toMatchObject({
      code: "CNZZA",
      name_cn: "测试港",
      name_en: "Testport",
      enabled: true,
      edited: true,
      country_id: refs.china,
    });
    const listed = await publicList("port?keyword=CNZZA", "cn");
    expect(listed.list).toEqual([expect.objectContaining({ id: port.id, code: "CNZZA", name: "测试港" })]);
    // a booking may name it
    const booking = await call(app, people.owner.token, "POST", "/api/order/booking", fclBooking(refs, { pol_id: port.id }));
    expect(booking.statusCode, booking.body).toBe(200);
  });

  it.each([
    ["carriers", "MAEU1", "SCAC"],
    ["carriers", "M", "SCAC"],
    ["ports", "CNSH", "UN/LOCODE"],
    ["ports", "CNSH1", "UN/LOCODE"],
    ["container-types", "G40", "20GP"],
    ["package-units", "CTN", "UN/ECE"],
    ["charges", "1AB", "charge code"],
    ["currencies", "US", "ISO 4217"],
    ["currencies", "USDX", "ISO 4217"],
  ])("refuses a %s code %s that its standard does not allow", async (kind, code, words) => {
    const body: Record<string, unknown> = { code, name_cn: "测试", name_en: "Test" };
    if (kind === "container-types") Object.assign(body, { iso_code: "22G1", teu: 1 });
    const res = await adminCall("POST", kind, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: "code", message: expect.stringContaining(words) })]);
  });

  it("refuses a port whose UN/LOCODE names no country, with the message in the caller's language", async () => {
    const res = await adminCall("POST", "ports", { code: "XQABC", name_cn: "无", name_en: "None" }, "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "code", message: "未知的国家/地区" }]);
    expect(await db.$count(ports, eq(ports.code, "XQABC"))).toBe(0);
  });

  it("adds a carrier (a 2-letter SCAC too), a container type with its ISO 6346 code, a unit, a charge and a currency", async () => {
    const added = [
      ["carriers", { code: "ZZ", name_cn: "测试船公司", name_en: "Test Lines" }],
      ["container-types", { code: "45PW", iso_code: "l5g1", teu: 2.25, name_cn: "45尺托盘宽柜", name_en: "45ft pallet-wide" }],
      ["package-units", { code: "zz", name_cn: "测试包装", name_en: "Test pack" }],
      ["charges", { code: "TST", name_cn: "测试费", name_en: "Test charge" }],
      ["currencies", { code: "XTS", name_cn: "测试货币", name_en: "Test currency", enabled: false }],
    ] as const;
    for (const [kind, body] of added) {
      const res = await adminCall("POST", kind, body);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(res.json().data.code).toBe(body.code.toUpperCase());
    }
    expect((await publicList("container?keyword=45PW")).list[0]).toMatchObject({ iso_code: "L5G1", teu: "2.25" });
    expect((await publicList("unit?type=3&keyword=ZZ")).list.map((u) => u.code)).toEqual(["ZZ"]);
    // added disabled: not offered
    expect((await publicList("currency?keyword=XTS")).total).toBe(0);
    expect((await adminCall("GET", "currencies?keyword=XTS&enabled=false")).json().data.list[0]).toMatchObject({
      enabled: false,
    });
  });

  it("refuses a container type without a valid ISO 6346 size-type code or TEU", async () => {
    for (const [body, field] of [
      [{ code: "45XX", iso_code: "45G", teu: 2 }, "iso_code"],
      [{ code: "45XX", iso_code: "4_G1", teu: 2 }, "iso_code"],
      [{ code: "45XX", iso_code: "45G1", teu: 0 }, "teu"],
      [{ code: "45XX", iso_code: "45G1" }, "teu"],
    ] as const) {
      const res = await adminCall("POST", "container-types", { ...body, name_cn: "x", name_en: "x" });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorFields(res)).toContain(field);
    }
  });

  it("wants both names", async () => {
    const res = await adminCall("POST", "carriers", { code: "ZZB", name_cn: " ", name_en: "" }, "cn");
    expect(res.statusCode).toBe(400);
    expect(errorFields(res).sort()).toEqual(["name_cn", "name_en"]);
    expect(res.json().errors[0].message).toBe("此项为必填项");
  });

  it("refuses a code already in its list (any case), 409 with a localised message, and adds nothing", async () => {
    const before = await db.$count(carriers);
    for (const [code, lang, message] of [
      ["MAEU", "en", "The code MAEU is already in use"],
      ["maeu", "cn", "代码 MAEU 已存在"],
    ] as const) {
      const res = await adminCall("POST", "carriers", { code, name_cn: "重复", name_en: "Duplicate" }, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error_code: "REFERENCE_CODE_TAKEN", msg: message });
      expect(res.json().errors).toEqual([{ field: "code", message }]);
    }
    expect(await db.$count(carriers)).toBe(before);
    // the same code in another list is another entry: a charge and a carrier may share letters
    expect((await adminCall("POST", "charges", { code: "MAEU", name_cn: "某费", name_en: "Some fee" })).statusCode).toBe(200);
  });
});

describe("changing an entry", () => {
  const idOf = async (kind: string, code: string) =>
    (await adminCall("GET", `${kind}?keyword=${code}`)).json().data.list.find((e: { code: string }) => e.code === code)
      .id as number;

  it("renames it, shown at once in the public list in both languages; the code stays", async () => {
    const id = await idOf("currencies", "EUR");
    expect((await publicList("currency?keyword=EUR", "cn")).list[0].name).toBe("欧元");
    const res = await adminCall("PUT", `currencies/${id}`, { name_cn: "欧元（改）", name_en: "Euro (edited)" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ code: "EUR", name_cn: "欧元（改）", edited: true });
    expect((await publicList("currency?keyword=EUR", "cn")).list[0].name).toBe("欧元（改）");
    expect((await publicList("currency?keyword=EUR", "en")).list[0].name).toBe("Euro (edited)");
    const withCode = await adminCall("PUT", `currencies/${id}`, { code: "EUX" });
    expect(withCode.statusCode).toBe(400);
    expect(errorFields(withCode)).toContain("code");
    expect((await adminCall("PUT", `currencies/${id}`, {})).statusCode).toBe(400);
  });

  it("answers 404 for an id not in that list (another list's id too), writing nothing", async () => {
    expect((await adminCall("PUT", "carriers/999999", { enabled: false })).statusCode).toBe(404);
    // a unit of type 1 (KGM) is not a package unit
    const [{ id: kilogram }] = await db.select().from(units).where(eq(units.code, "KGM"));
    expect((await adminCall("PUT", `package-units/${kilogram}`, { name_en: "Kilo" })).statusCode).toBe(404);
  });

  it("disables a port: gone from the pickers and from new bookings, still named on an order that has it, never deleted", async () => {
    const created = await call(app, people.owner.token, "POST", "/api/order/booking", fclBooking(refs, { pod_id: refs.hamburg }));
    expect(created.statusCode).toBe(200);
    const orderId = created.json().data.id;

    const off = await adminCall("PUT", `ports/${refs.hamburg}`, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toMatchObject({ code: "DEHAM", enabled: false });
    expect((await publicList("port?keyword=DEHAM")).total).toBe(0);
    expect((await app.inject({ method: "GET", url: `/api/port/${refs.hamburg}` })).statusCode).toBe(404);
    expect(await db.$count(ports, eq(ports.id, refs.hamburg))).toBe(1);

    const refused = await call(app, people.owner.token, "POST", "/api/order/booking", fclBooking(refs, { pod_id: refs.hamburg }));
    expect(refused.statusCode).toBe(400);
    expect(errorFields(refused)).toContain("pod_id");

    const order = await call(app, people.owner.token, "GET", `/api/order/${orderId}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({ pod_id: refs.hamburg, pod_name: "Hamburg" });

    const on = await adminCall("PUT", `ports/${refs.hamburg}`, { enabled: true });
    expect(on.json().data.enabled).toBe(true);
    expect((await publicList("port?keyword=DEHAM")).total).toBe(1);
  });

  // PostgreSQL may be shared by several servers; the embedded database belongs to this process alone
  it.runIf(process.env.TEST_ENGINE === "postgres")(
    "sees a change made by another server (straight in the database) at once, not after a minute",
    async () => {
      const before = (await publicList("currency?keyword=JPY")).list[0].name;
      await db.update(currencies).set({ name_en: "Yen (elsewhere)" }).where(eq(currencies.code, "JPY"));
      expect((await publicList("currency?keyword=JPY")).list[0].name).toBe("Yen (elsewhere)");
      await db.update(currencies).set({ name_en: before }).where(eq(currencies.code, "JPY"));
      expect((await publicList("currency?keyword=JPY")).list[0].name).toBe(before);
    },
  );
});

describe("a re-seed of the shipped lists", () => {
  it("leaves what an admin changed or disabled as the admin left it, and still refreshes the rest", async () => {
    const cosco = await adminCall("GET", "carriers?keyword=COSU");
    const id = cosco.json().data.list[0].id;
    await adminCall("PUT", `carriers/${id}`, { name_en: "COSCO (our name)", enabled: false });
    const [msc] = await db.select().from(carriers).where(eq(carriers.code, "MSCU"));
    // a shipped entry nobody touched, changed behind the seed's back: the seed puts its name back
    await db.update(carriers).set({ name_en: "stale" }).where(eq(carriers.id, msc.id));

    await db.delete(appMeta).where(eq(appMeta.name, "reference_version"));
    await seedAll(db, { demo: false });

    const [after] = await db.select().from(carriers).where(eq(carriers.id, id));
    expect(after).toMatchObject({ name_en: "COSCO (our name)", status: 0 });
    expect((await db.select().from(carriers).where(eq(carriers.id, msc.id)))[0].name_en).toBe(msc.name_en);
    // the admin's own entries are there once
    expect(await db.$count(ports, and(eq(ports.code, "CNZZA"), eq(ports.status, 1)))).toBe(1);
    expect((await publicList("carrier?keyword=COSU")).total).toBe(0);
  });
});

// Two servers on one PostgreSQL, each with its own pool and so its own kept answers.
const onPostgres = process.env.TEST_ENGINE === "postgres";
describe.runIf(onPostgres)("two servers on one database", async () => {
  if (!onPostgres) return;
  const copy = await postgresCopy();
  const handles: DbHandle[] = [];
  const instance = async () => {
    const handle = openPostgres(copy.url.toString(), 3);
    handles.push(handle);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" });
    const server = await buildApp({ config, db: handle, ownsDb: false, logger: false, mail: { start: false } });
    await server.ready();
    return server;
  };
  const a = await instance();
  const b = await instance();
  afterAll(async () => {
    await a.close();
    await b.close();
    for (const handle of handles) await handle.close();
    await copy.drop();
  });
  const user = await createUser(handles[0].db, { roles: ["admin"] });
  const token = await loginAs(a, user.username);
  const listed = async (server: typeof a, keyword: string) =>
    (await server.inject({ method: "GET", url: `/api/port?keyword=${keyword}`, headers: { lang: "en" } })).json().data.total;

  it("answers a port added, renamed or disabled on one from the other at once", async () => {
    expect(await listed(b, "CNZZB")).toBe(0); // b keeps this answer
    const added = await a.inject({
      method: "POST",
      url: "/api/admin/reference/ports",
      headers: auth(token),
      payload: { code: "CNZZB", name_cn: "乙港", name_en: "Port B" },
    });
    expect(added.statusCode).toBe(200);
    expect(await listed(b, "CNZZB")).toBe(1);
    const off = await a.inject({
      method: "PUT",
      url: `/api/admin/reference/ports/${added.json().data.id}`,
      headers: auth(token),
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await listed(b, "CNZZB")).toBe(0);
  });
});
