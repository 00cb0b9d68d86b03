import { and, count, eq, max } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { appMeta, currencies, REFERENCE_TABLES, users } from "../src/db/schema";
import { seedAll } from "../src/db/seed";
import { invalidateReference } from "../src/modules/reference/reference.service";
import { defined, setupApp } from "./helpers";

// Seeded, bilingual reference lists; `name` in the request's language.
const ctx = await setupApp();

interface Item {
  id: number;
  code: string;
  name: string;
  name_cn: string;
  name_en: string;
  [key: string]: unknown;
}

async function list(path: string, lang: "cn" | "en" = "en") {
  const res = await ctx.app.inject({ method: "GET", url: `/api/${path}`, headers: { lang } });
  expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ code: 0, msg: "ok" });
  return body.data as { list: Item[]; total: number };
}
const codes = (items: Item[]) => items.map((i) => i.code);

describe("ports", () => {
  it("lists over 300 UN/LOCODE ports, named in the caller's language", async () => {
    const cn = await list("port?size=1000", "cn");
    expect(cn.list.length).toBeGreaterThanOrEqual(300);
    expect(cn.total).toBeGreaterThanOrEqual(300);
    expect(cn.list.length).toBe(Math.min(cn.total, 1000));
    const shanghaiCn = cn.list.find((p) => p.code === "CNSHA");
    expect(shanghaiCn?.name).toBe("上海");
    for (const port of cn.list) expect(port.code).toMatch(/^[A-Z]{2}[A-Z0-9]{3}$/);

    const en = await list("port?size=1000", "en");
    expect(en.list.find((p) => p.code === "CNSHA")?.name).toBe("Shanghai");
    // internal columns stay on the server
    expect(en.list[0]).not.toHaveProperty("status");
    expect(en.list[0]).not.toHaveProperty("sort");
  });

  it("includes the main Chinese container ports", async () => {
    const { list: ports } = await list("port?size=1000");
    const main = "CNSHA CNNGB CNSZX CNYTN CNSHK CNCWN CNCAN CNNSA CNTAO CNTXG CNDLC CNXMN CNLYG CNYIK CNFOC".split(" ");
    expect(codes(ports)).toEqual(expect.arrayContaining(main));
  });

  it("pages through the list with a constant total", async () => {
    const first = await list("port?page=1&size=10");
    const second = await list("port?page=2&size=10");
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const firstIds = new Set(first.list.map((p) => p.id));
    expect(second.list.some((p) => firstIds.has(p.id))).toBe(false);
    // page 2 continues where page 1 ends in the full list
    const all = await list("port?size=20");
    expect(all.list.map((p) => p.id)).toEqual([...first.list, ...second.list].map((p) => p.id));
  });

  it("finds ports by English or Chinese name", async () => {
    const rotterdam = await list("port?keyword=rotter");
    expect(codes(rotterdam.list)).toContain("NLRTM");
    expect(rotterdam.total).toBe(rotterdam.list.length);
    const ningbo = await list(`port?keyword=${encodeURIComponent("宁波")}`, "cn");
    expect(codes(ningbo.list)).toContain("CNNGB");
    expect(ningbo.list.every((p) => p.name_cn.includes("宁波"))).toBe(true);
    const none = await list("port?keyword=zzzz-no-such-port");
    expect(none).toEqual({ list: [], total: 0 });
    // LIKE wildcards in the keyword are literal characters
    expect((await list("port?keyword=%25")).total).toBe(0);
  });

  it("answers one port by id, and 404 for an unknown id", async () => {
    const { list: ports } = await list("port?keyword=CNSHA");
    const shanghai = defined(
      ports.find((p) => p.code === "CNSHA"),
      "CNSHA",
    );
    const res = await ctx.app.inject({ method: "GET", url: `/api/port/${shanghai.id}`, headers: { lang: "cn" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: shanghai.id, code: "CNSHA", name: "上海", name_en: "Shanghai" });

    const missing = await ctx.app.inject({ method: "GET", url: "/api/port/999999", headers: { lang: "en" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 1, error_code: "RECORD_NOT_FOUND", msg: "Record not found" });
  });

  it.each([
    ["size over the cap", "port?size=1001", "size"],
    ["page 0", "port?page=0", "page"],
    ["a non-numeric size", "port?size=ten", "size"],
    ["an unknown parameter", "port?sort=name", "sort"],
  ])("refuses %s with a 400 naming it", async (_label, path, field) => {
    const res = await ctx.app.inject({ method: "GET", url: `/api/${path}`, headers: { lang: "en" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1, error_code: "VALIDATION_FAILED" });
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it("answers 400, not 500, for an id beyond the integer range", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/port/99999999999" });
    expect(res.statusCode).toBe(400);
  });
});

describe("other lists", () => {
  it("carriers carry their 4-letter SCAC", async () => {
    const { list: carriers } = await list("carrier?size=1000");
    expect(carriers.length).toBeGreaterThanOrEqual(20);
    for (const c of carriers) expect(c.code).toMatch(/^[A-Z]{4}$/);
    expect(codes(carriers)).toEqual(expect.arrayContaining(["MAEU", "MSCU", "CMDU", "COSU", "HLCU", "ONEY", "EGLV"]));
  });

  it("container types carry ISO 6346 size-type codes", async () => {
    const { list: types } = await list("container?size=1000");
    expect(types.length).toBeGreaterThanOrEqual(12);
    for (const t of types) expect(t.iso_code).toMatch(/^[24L][025][A-Z][0-9]$/);
    expect(types.find((t) => t.code === "40HQ")).toMatchObject({ iso_code: "45G1" });
  });

  it("package units (type 3) are UN/ECE Rec. 21 codes without weight units", async () => {
    const units = await list("unit?type=3&size=1000");
    expect(units.list.length).toBeGreaterThanOrEqual(20);
    expect(units.total).toBe(units.list.length);
    expect(codes(units.list)).not.toContain("KGM");
    expect(units.list.every((u) => u.type === 3)).toBe(true);
    expect(codes((await list("unit?size=1000")).list)).toContain("KGM");
  });

  it("currencies include CNY, USD and EUR", async () => {
    expect(codes((await list("currency?size=1000")).list)).toEqual(expect.arrayContaining(["CNY", "USD", "EUR"]));
  });

  it("countries cover ISO 3166, China named 中国 in Chinese", async () => {
    const { list: countries } = await list("country?size=1000", "cn");
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.find((c) => c.code === "CN")).toMatchObject({ name: "中国", code3: "CHN" });
  });

  it("incoterms are exactly the eleven of Incoterms 2020", async () => {
    const { list: terms } = await list("incoterm?size=1000");
    expect(codes(terms).sort()).toEqual(["CFR", "CIF", "CIP", "CPT", "DAP", "DDP", "DPU", "EXW", "FAS", "FCA", "FOB"]);
  });

  it("VGM methods are SOLAS method 1 and 2", async () => {
    const { list: methods, total } = await list("vgm-method");
    expect(total).toBe(2);
    expect(codes(methods).sort()).toEqual(["1", "2"]);
  });

  it.each(["freight-term", "industry", "business", "route", "charge"])("%s is filled in both languages", async (path) => {
    const cn = await list(`${path}?size=1000`, "cn");
    const en = await list(`${path}?size=1000`, "en");
    expect(cn.list.length).toBeGreaterThan(0);
    expect(en.list.map((i) => i.id)).toEqual(cn.list.map((i) => i.id));
    for (const [i, item] of cn.list.entries()) {
      expect(item.name).toBe(item.name_cn);
      expect(en.list[i].name).toBe(item.name_en);
      expect(item.name_cn.trim()).not.toBe("");
      expect(item.name_en.trim()).not.toBe("");
    }
    // at least some entries are really Chinese in cn
    expect(cn.list.some((i) => /[\u4e00-\u9fff]/.test(i.name))).toBe(true);
  });
});

// Answered from memory with an ETag; an edit through invalidateReference shows at once.
describe("caching", () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "GET", url: `/api/${url}`, headers: { lang: "en", ...headers } });
  const usdName = async () => (await list("currency?keyword=USD&size=1000")).list.find((c) => c.code === "USD")?.name_en;
  const renameUsd = (name_en: string) =>
    ctx.db.db
      .update(currencies)
      .set({ name_en })
      .where(and(eq(currencies.code, "USD"), eq(currencies.status, 1)));

  afterEach(() => vi.useRealTimers());

  it("answers with an ETag, public but revalidated, varying by language", async () => {
    const res = await get("port?size=5");
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/);
    expect(res.headers["cache-control"]).toBe("public, no-cache");
    expect(res.headers.vary).toContain("lang");
    const cn = await get("port?size=5", { lang: "cn" });
    expect(cn.headers.etag).not.toBe(res.headers.etag);
    expect(cn.json().data.list.map((p: Item) => p.id)).toEqual(res.json().data.list.map((p: Item) => p.id));
    // the same answer twice is the same text and the same tag
    const again = await get("port?size=5");
    expect(again.body).toBe(res.body);
    expect(again.headers.etag).toBe(res.headers.etag);
  });

  it("answers 304 with no body to a client holding the current answer, 200 otherwise", async () => {
    const first = await get("carrier?size=50");
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, "*"]) {
      const res = await get("carrier?size=50", { "if-none-match": ifNoneMatch });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.body).toBe("");
      expect(res.headers.etag).toBe(etag);
      expect(res.headers["cache-control"]).toBe("public, no-cache");
    }
    const stale = await get("carrier?size=50", { "if-none-match": '"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
    // another page is another answer
    expect((await get("carrier?size=50&page=2", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("answers one entry with an ETag and 304 too", async () => {
    const { list: ports } = await list("port?keyword=CNSHA");
    const first = await get(`port/${ports[0].id}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, no-cache");
    expect((await get(`port/${ports[0].id}`, { "if-none-match": first.headers.etag as string })).statusCode).toBe(304);
  });

  it("shows an edit at once after invalidateReference, with a new ETag", async () => {
    const before = await get("currency?keyword=USD&size=1000");
    const original = await usdName();
    try {
      await renameUsd("US dollar (edited)");
      invalidateReference(ctx.db.db, "currency");
      const after = await get("currency?keyword=USD&size=1000", { "if-none-match": before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(await usdName()).toBe("US dollar (edited)");
    } finally {
      await renameUsd(original as string);
      invalidateReference(ctx.db.db, "currency");
    }
    expect(await usdName()).toBe(original);
  });

  it("sees an edit made elsewhere (another server, a re-seed) within a minute", async () => {
    const original = await usdName();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      await renameUsd("US dollar (elsewhere)");
      // within the minute this process may still answer from memory
      vi.setSystemTime(Date.now() + 61_000);
      expect(await usdName()).toBe("US dollar (elsewhere)");
    } finally {
      vi.useRealTimers();
      await renameUsd(original as string);
      invalidateReference(ctx.db.db, "currency");
    }
  });

  it("does not remember an unknown id: an entry added later is found", async () => {
    const [{ last }] = await ctx.db.db.select({ last: max(currencies.id) }).from(currencies);
    const id = (last ?? 0) + 1000;
    expect((await get(`currency/${id}`)).statusCode).toBe(404);
    await ctx.db.db.insert(currencies).values({ id, code: "ZZT", name_cn: "测试币", name_en: "Test coin", status: 1 });
    try {
      const res = await get(`currency/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ id, code: "ZZT", name: "Test coin" });
    } finally {
      await ctx.db.db.delete(currencies).where(eq(currencies.id, id));
      invalidateReference(ctx.db.db, "currency");
    }
  });
});

describe("seeding", () => {
  it("is idempotent: seeding again changes no counts and no ids", async () => {
    const snapshot = async () => {
      const out: Record<string, number> = {};
      for (const [kind, table] of Object.entries(REFERENCE_TABLES)) {
        const [{ n }] = await ctx.db.db.select({ n: count() }).from(table);
        out[kind] = n;
      }
      const [{ n }] = await ctx.db.db.select({ n: count() }).from(users);
      out.users = n;
      return out;
    };
    const shanghaiId = async () =>
      defined(
        (await list("port?keyword=CNSHA")).list.find((p) => p.code === "CNSHA"),
        "CNSHA",
      ).id;
    const idBefore = await shanghaiId();

    // forget the seeded version, so each run really writes the reference lists again
    const forgetVersion = () => ctx.db.db.delete(appMeta).where(eq(appMeta.name, "reference_version"));

    // the first run adds the four demo accounts and the demo forwarder's directory entry;
    // the shipped reference lists stay as they were
    const before = await snapshot();
    await forgetVersion();
    await seedAll(ctx.db.db, { demo: true });
    const first = await snapshot();
    expect(first).toEqual({ ...before, users: before.users + 4, forwarder: before.forwarder + 1 });

    await forgetVersion();
    await seedAll(ctx.db.db, { demo: true });
    expect(await snapshot()).toEqual(first);
    expect(await shanghaiId()).toBe(idBefore);
    expect(await ctx.db.db.$count(appMeta, eq(appMeta.name, "reference_version"))).toBe(1);
  });
});
