import * as XLSX from "@e965/xlsx";
import { addDays, businessToday, compareContainerCodes } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { containerTypes, users } from "../src/db/schema";
import { rateBody, referenceIds } from "./factories";
import { auth, createTestUser, loginAs, setupApp } from "./helpers";

// A quote's forwarder name without a directory entry (company, else contact, else the login's name
// part) in the list, the detail and the kept answers; container types in their usual order in a
// quote's spaces, a rate sheet's and the reference list.
const ctx = await setupApp();
const { db } = ctx.db;
let ids: Record<string, number> = {};
const viewer = { token: "" };
const forwarder: Record<string, { id: number; username: string; token: string; rate: number }> = {};
const today = businessToday();
const containerCodes = new Map<number, string>();

async function forwarderWith(name: string, profile: { company1: string; linkman: string }, spaces: string[]) {
  const user = await createTestUser(ctx.db, ["forwarder"]);
  const token = await loginAs(ctx.app, user.username);
  await db.update(users).set(profile).where(eq(users.id, user.id));
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/rate",
    headers: auth(token),
    payload: rateBody(ids, {
      sdate: today,
      edate: addDays(today, 30),
      spaces: spaces.map((code, i) => ({ container_id: ids[code], price: `${1000 + i}.00` })),
    }),
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  forwarder[name] = { id: user.id, username: user.username, token, rate: res.json().data.id };
}

beforeAll(async () => {
  ids = await referenceIds(db);
  // a type added later, at the end of the list's own sort: it still takes its place by size and type
  const [added] = await db
    .insert(containerTypes)
    .values({ code: "45GP", iso_code: "L2G1", name_cn: "45尺普柜", name_en: "45ft General Purpose", sort: 999 })
    .returning({ id: containerTypes.id });
  ids["45GP"] = added.id;
  for (const row of await db.select({ id: containerTypes.id, code: containerTypes.code }).from(containerTypes)) {
    containerCodes.set(row.id, row.code);
  }
  await forwarderWith("company", { company1: "ACME LOGISTICS", linkman: "LI NA" }, ["40HQ", "20RF", "45HQ", "40GP", "20GP"]);
  await forwarderWith("contact", { company1: "  ", linkman: "CHEN JING" }, ["20GP"]);
  await forwarderWith("login", { company1: "", linkman: "" }, ["20GP"]);
  const user = await createTestUser(ctx.db, ["forwarder"]);
  viewer.token = await loginAs(ctx.app, user.username);
});

const names = async (lang: "cn" | "en") => {
  const res = await ctx.app.inject({ method: "GET", url: "/api/quote", headers: auth(viewer.token, lang) });
  expect(res.statusCode).toBe(200);
  const list = res.json().data.list as { id: number; forwarder_name: string }[];
  return Object.fromEntries(
    Object.entries(forwarder).map(([key, f]) => [key, list.find((q) => q.id === f.rate)?.forwarder_name]),
  );
};

describe("a quote's forwarder name without a directory entry", () => {
  it("is the company, else the contact, else the login's name part, in the list (and its kept answer) in both languages", async () => {
    const expected = {
      company: "ACME LOGISTICS",
      contact: "CHEN JING",
      login: forwarder.login.username.split("@")[0],
    };
    for (const lang of ["cn", "en"] as const) {
      expect(await names(lang)).toEqual(expected);
      // the same answer again, kept for this generation
      expect(await names(lang)).toEqual(expected);
    }
  });

  it("is the same in the detail", async () => {
    for (const [key, name] of [
      ["company", "ACME LOGISTICS"],
      ["contact", "CHEN JING"],
      ["login", forwarder.login.username.split("@")[0]],
    ]) {
      const res = await ctx.app.inject({ method: "GET", url: `/api/quote/${forwarder[key].rate}`, headers: auth(viewer.token) });
      expect(res.json().data.forwarder_name).toBe(name);
    }
  });
});

describe("container types in their usual order", () => {
  const USUAL = ["20GP", "40GP", "40HQ", "45HQ", "20RF"];
  const codeOf = (id: number) => containerCodes.get(id);

  it("orders a quote's spaces by size and type in the list and the detail, whatever order they were entered in", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/quote", headers: auth(viewer.token) });
    const quote = res.json().data.list.find((q: { id: number }) => q.id === forwarder.company.rate);
    expect(quote.spaces.map((s: { container_id: number }) => codeOf(s.container_id))).toEqual(USUAL);
    const detail = await ctx.app.inject({
      method: "GET",
      url: `/api/quote/${forwarder.company.rate}`,
      headers: auth(viewer.token),
    });
    expect(detail.json().data.spaces.map((s: { container_id: number }) => codeOf(s.container_id))).toEqual(USUAL);
  });

  it("orders a rate sheet's spaces the same way", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: `/api/rate/${forwarder.company.rate}`,
      headers: auth(forwarder.company.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.spaces.map((s: { container_id: number }) => codeOf(s.container_id))).toEqual(USUAL);
  });

  it("orders the reference list by size and type, across its pages", async () => {
    const all = await ctx.app.inject({ method: "GET", url: "/api/container?size=1000", headers: { lang: "en" } });
    const codes = all.json().data.list.map((type: { code: string }) => type.code);
    expect(codes.slice(0, 6)).toEqual(["20GP", "20HQ", "40GP", "40HQ", "45GP", "45HQ"]);
    expect(codes).toEqual([...codes].sort(compareContainerCodes));
    const page = await ctx.app.inject({ method: "GET", url: "/api/container?size=2&page=4", headers: { lang: "en" } });
    expect(page.json().data.list.map((type: { code: string }) => type.code)).toEqual(["20RF", "40RF"]);
  });

  it("orders the rate template's price columns the same way, its example valid from the business today", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/rate/template?lang=en",
      headers: auth(forwarder.company.token),
    });
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: "buffer" });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false });
    const prices = rows[0].slice(9);
    expect(prices.slice(0, 6)).toEqual(["20GP", "20HQ", "40GP", "40HQ", "45GP", "45HQ"]);
    expect(prices).toEqual([...prices].sort(compareContainerCodes));
    expect(rows[1][4]).toBe(today);
  });
});
