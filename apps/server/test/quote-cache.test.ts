import { businessToday, quoteListQuerySchema } from "@haiyun/shared";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { carriers, containerTypes, forwarders, ports, rateSpaces, rates, users } from "../src/db/schema";
import { QuoteCache } from "../src/modules/quotes/quote-cache";
import { type QuoteListAnswer, quoteListText } from "../src/modules/quotes/quotes.service";
import { rateBody, referenceIds } from "./factories";
import { auth, createTestUser, loginAs, setupApp, waitFor } from "./helpers";

// GET /quote keeps its answers per generation of the rates (quote-cache.ts, migration 0013's
// quote_generation, moved on by a trigger on every table the answer is made of), each new one
// NOTIFYed (migration 0027). The embedded database hears it within the write; PostgreSQL a moment
// after: a write made here behind the app's back is followed by waiting until the app heard it.

describe("the quote cache", () => {
  it("answers only in the generation an answer was kept in; another one drops the answers kept", () => {
    const cache = new QuoteCache<string>(10);
    cache.set("1", "a", "one");
    expect(cache.get("1", "a")).toBe("one");
    expect(cache.get("2", "a")).toBeUndefined();
    cache.set("2", "b", "two");
    expect(cache.get("1", "a")).toBeUndefined();
    expect(cache.size).toBe(1);
    // a database put back to an earlier state: its lower generation is another one too
    cache.set("1", "c", "restored");
    expect([cache.get("2", "b"), cache.get("1", "c")]).toEqual([undefined, "restored"]);
  });

  it("keeps at most its size, the least recently used going first; with no room it keeps nothing", () => {
    const cache = new QuoteCache<string>(2);
    cache.set("1", "a", "A");
    cache.set("1", "b", "B");
    cache.get("1", "a");
    cache.set("1", "c", "C");
    expect([cache.get("1", "a"), cache.get("1", "b"), cache.get("1", "c")]).toEqual(["A", undefined, "C"]);
    const none = new QuoteCache<string>(0);
    none.set("1", "a", "A");
    expect(none.enabled).toBe(false);
    expect(none.get("1", "a")).toBeUndefined();
  });
});

const ctx = await setupApp();
const { db } = ctx.db;
const day = (offset: number) =>
  new Date(Date.parse(`${businessToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
let ids: Record<string, number> = {};
let viewer: string;
let owner: number;
let rateId: number;

beforeAll(async () => {
  ids = await referenceIds(db);
  const forwarder = await createTestUser(ctx.db, ["forwarder"]);
  owner = forwarder.id;
  await db.insert(forwarders).values({ code: "CACHE-FWD", name_cn: "缓存货代", name_en: "CACHE FORWARDING", user_id: owner });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/rate",
    headers: auth(await loginAs(ctx.app, forwarder.username)),
    payload: rateBody(ids, {
      pol_id: ids.CNSZX,
      pod_id: ids.NLRTM,
      to_id: ids.NLRTM,
      sdate: day(-5),
      edate: day(30),
      remark: "",
      spaces: [{ container_id: ids["40HQ"], price: "1500.00" }],
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  rateId = res.json().data.id;
  viewer = await loginAs(ctx.app, (await createTestUser(ctx.db, ["forwarder"])).username);
});

async function generation(): Promise<string | null> {
  const result = await db.execute<{ n: string }>(sql`select n::text as n from quote_generation`);
  return (result as unknown as { rows: { n: string }[] }).rows[0]?.n ?? null;
}

/** A change made with the triggers off: it moves no generation on. */
const withoutTriggers = (change: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await change(tx);
  });

const onPostgres = process.env.TEST_ENGINE === "postgres";
/** A write that moves the generation on, done once the app heard of it. */
async function heard(write: () => Promise<unknown>) {
  const before = ctx.app.keptLists.heardState("quotes");
  await write();
  const now = () => ctx.app.keptLists.heardState("quotes");
  if (onPostgres) await waitFor(() => now() !== before);
  expect(now()).not.toBe(before);
}

async function answer(id = rateId) {
  const res = await ctx.app.inject({
    method: "GET",
    url: `/api/quote?pol_id=${ids.CNSZX}&pod_id=${ids.NLRTM}&field=price_${ids["40HQ"]}&order=asc`,
    headers: auth(viewer, "en"),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { list, total } = res.json().data;
  return { total, quote: list.find((q: { id: number }) => q.id === id) };
}

describe("GET /api/quote with its cache", () => {
  it("answers again what it kept until a change moves the generation on", async () => {
    expect((await answer()).quote.remark).toBe("");
    // a change made with the triggers off does not move the generation: the kept answer comes back
    await withoutTriggers((tx) => tx.update(rates).set({ remark: "UNSEEN" }).where(eq(rates.id, rateId)));
    expect((await answer()).quote.remark).toBe("");
    await heard(() => db.update(rates).set({ remark: "SEEN" }).where(eq(rates.id, rateId)));
    expect((await answer()).quote.remark).toBe("SEEN");
  });

  it("keeps nothing of a change rolled back", async () => {
    const before = await answer();
    await expect(
      db.transaction(async (tx) => {
        await tx.update(rates).set({ remark: "ROLLED BACK" }).where(eq(rates.id, rateId));
        throw new Error("abandoned");
      }),
    ).rejects.toThrow("abandoned");
    expect(await answer()).toEqual(before);
  });

  it("asks the database while the generation's row is missing, and a change puts the row back (a process that may miss a change)", async () => {
    // what a process does while it might not hear a new generation: it reads it from the database
    const cache = new QuoteCache<string>(10);
    const query = quoteListQuerySchema.parse({ pol_id: String(ids.CNSZX), pod_id: String(ids.NLRTM) });
    const remarkOf = async () => {
      const text = await quoteListText(db, cache, { query, lang: "en", withForwarder: true, heard: null }, JSON.stringify);
      return (JSON.parse(text) as QuoteListAnswer).list.find((q) => q.id === rateId)?.remark;
    };
    expect(await remarkOf()).toBe("SEEN");
    await withoutTriggers((tx) => tx.update(rates).set({ remark: "KEPT" }).where(eq(rates.id, rateId)));
    expect(await remarkOf()).toBe("SEEN");
    await db.execute(sql`delete from quote_generation`);
    await withoutTriggers((tx) => tx.update(rates).set({ remark: "NO GENERATION" }).where(eq(rates.id, rateId)));
    expect(await remarkOf()).toBe("NO GENERATION");
    await heard(() => db.update(rates).set({ remark: "" }).where(eq(rates.id, rateId)));
    expect(await generation()).toBe("1");
    expect(await remarkOf()).toBe("");
    expect((await answer()).quote.remark).toBe("");
  });

  it("is not moved on by a shipper's account, nor by a forwarder's save that changes nothing the quotes show", async () => {
    const before = await generation();
    const shipper = await createTestUser(ctx.db, ["shipper"]);
    await db.update(users).set({ company1: "ANOTHER SHIPPER LTD", enabled: false }).where(eq(users.id, shipper.id));
    await db.update(users).set({ phone: "+86 755 0000 0000" }).where(eq(users.id, owner));
    const [forwarder] = await db.select({ company1: users.company1 }).from(users).where(eq(users.id, owner));
    await db.update(users).set({ company1: forwarder.company1 }).where(eq(users.id, owner));
    expect(await generation()).toBe(before);
    await db.update(users).set({ company1: "RENAMED FORWARDER LTD" }).where(eq(users.id, owner));
    expect(await generation()).not.toBe(before);
  });

  it("shows a new name of a forwarder named by its contact or login, not by a company", async () => {
    const named = await createTestUser(ctx.db, ["forwarder"], `quote-names-${Date.now()}@example.com`);
    await db.update(users).set({ company1: "", linkman: "" }).where(eq(users.id, named.id));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/rate",
      headers: auth(await loginAs(ctx.app, named.username)),
      payload: rateBody(ids, {
        pol_id: ids.CNSZX,
        pod_id: ids.NLRTM,
        to_id: ids.NLRTM,
        sdate: day(-5),
        edate: day(30),
        remark: "",
        spaces: [{ container_id: ids["40HQ"], price: "1600.00" }],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id;
    const nameOf = async () => (await answer(id)).quote.forwarder_name;
    expect(await nameOf()).toBe(named.username.split("@")[0]);

    await heard(() => db.update(users).set({ linkman: "LI LEI" }).where(eq(users.id, named.id)));
    expect(await nameOf()).toBe("LI LEI");
    await heard(() => db.update(users).set({ linkman: "HAN MEIMEI" }).where(eq(users.id, named.id)));
    expect(await nameOf()).toBe("HAN MEIMEI");
    // without a contact, a new login e-mail names it
    await heard(() =>
      db
        .update(users)
        .set({ linkman: "", username: `renamed-${named.username}` })
        .where(eq(users.id, named.id)),
    );
    expect(await nameOf()).toBe(`renamed-${named.username.split("@")[0]}`);
  });

  it.each<[string, () => Promise<unknown>, (a: Awaited<ReturnType<typeof answer>>) => unknown, unknown]>([
    [
      "a price",
      () => db.update(rateSpaces).set({ price: "1400.00" }).where(eq(rateSpaces.rate_id, rateId)),
      (a) => a.quote.spaces[0].price,
      "1400.00",
    ],
    [
      "the forwarder's directory name",
      () => db.update(forwarders).set({ name_en: "RENAMED FORWARDING" }).where(eq(forwarders.user_id, owner)),
      (a) => a.quote.forwarder_name,
      "RENAMED FORWARDING",
    ],
    [
      "a port's name",
      () => db.update(ports).set({ name_en: "Rotterdam (renamed)" }).where(eq(ports.id, ids.NLRTM)),
      (a) => a.quote.pod_name,
      "Rotterdam (renamed)",
    ],
    [
      "a carrier's name",
      () => db.update(carriers).set({ name_en: "COSCO (renamed)" }).where(eq(carriers.id, ids.COSU)),
      (a) => a.quote.carrier_name,
      "COSCO (renamed)",
    ],
    [
      "a container type's name",
      () => db.update(containerTypes).set({ name_en: "40' high cube (renamed)" }).where(eq(containerTypes.id, ids["40HQ"])),
      (a) => a.quote.spaces[0].container_name,
      "40' high cube (renamed)",
    ],
    [
      "the forwarder's account, disabled",
      () => db.update(users).set({ enabled: false }).where(eq(users.id, owner)),
      (a) => a.quote,
      undefined,
    ],
  ])("shows a change to %s in the next answer", async (_what, change, read, expected) => {
    expect(read(await answer())).not.toEqual(expected);
    await heard(change);
    expect(read(await answer())).toEqual(expected);
  });
});
