import { businessToday } from "@haiyun/shared";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carriers, containerTypes, outbox, ports, rates, rfqs, users } from "../src/db/schema";
import { auth, createTestUser, loginAs, setupApp, waitFor } from "./helpers";
import { startMailSink } from "./mail-sink";

// POST /api/system/send_rfq — kept, mailed to the quote's forwarder in the
// forwarder's language with a copy to the requester in theirs (a real SMTP sink receives both);
// the forwarder reads it on GET /api/rate/rfq. Bad input names its field and stores nothing.

const sink = await startMailSink();
const ctx = await setupApp(
  { mail: { start: true, worker: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 3 } } },
  { SMTP_URL: `smtp://127.0.0.1:${sink.port}` },
);
const { db } = ctx.db;
afterAll(() => sink.close());

const ids: Record<string, number> = {};
const day = (offset: number) =>
  new Date(Date.parse(`${businessToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
let forwarder: { id: number; username: string; token: string };
let shipper: { id: number; username: string; token: string };
let quoteId: number;

async function account(roles: string[], lang: "cn" | "en") {
  const user = await createTestUser(ctx.db, roles);
  const token = await loginAs(ctx.app, user.username);
  // after the sign-in, which records the language it was made in
  await db
    .update(users)
    .set({ lang, company1: "NINGBO TRADING CO", linkman: "LI NA", phone: "+8657412345" })
    .where(eq(users.id, user.id));
  return { id: user.id, username: user.username, token };
}

beforeAll(async () => {
  for (const table of [ports, carriers, containerTypes]) {
    for (const row of await db.select({ id: table.id, code: table.code }).from(table)) ids[row.code] ??= row.id;
  }
  forwarder = await account(["forwarder"], "cn");
  shipper = await account(["shipper"], "en");
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/rate",
    headers: auth(forwarder.token),
    payload: {
      carrier_id: ids.COSU,
      pol_id: ids.CNSHA,
      pod_id: ids.DEHAM,
      to_id: ids.DEHAM,
      sdate: day(-1),
      edate: day(30),
      spaces: [{ container_id: ids["40HQ"], price: "2000" }],
    },
  });
  quoteId = res.json().data.id;
});

const rfq = (overrides: Record<string, unknown> = {}) => ({
  pol: ids.CNSHA,
  pod: ids.DEHAM,
  to: ids.DEHAM,
  carrier: ids.COSU,
  rate: quoteId,
  ready_date: day(3),
  description: "Furniture, 2 x 40HQ a month",
  booking_space: "2 x 40HQ",
  target_rate: "USD 1800",
  potential_vol: "24 x 40HQ a year",
  sales: "Wang Fang",
  ...overrides,
});

const send = (payload: unknown, lang: "cn" | "en" = "en") =>
  ctx.app.inject({ method: "POST", url: "/api/system/send_rfq", headers: auth(shipper.token, lang), payload: payload as object });
const stored = () => db.select().from(rfqs).orderBy(asc(rfqs.id));

describe("POST /api/system/send_rfq", () => {
  it("keeps the request and mails the forwarder in Chinese, the requester a copy in English", async () => {
    const res = await send(rfq());
    expect(res.statusCode).toBe(200);
    const [row] = await stored();
    expect(row).toMatchObject({
      requester_id: shipper.id,
      forwarder_id: forwarder.id,
      rate_id: quoteId,
      target_rate: "USD 1800",
    });

    const toForwarder = await waitFor(() => sink.to(forwarder.username)[0]);
    expect(toForwarder.subject).toBe("[询价] 中远海运集运 上海 → 汉堡 → 汉堡");
    expect(toForwarder.text).toContain("目标价：USD 1800");
    expect(toForwarder.text).toContain(`询价人：NINGBO TRADING CO / LI NA <${shipper.username}> +8657412345`);
    expect(toForwarder.replyTo?.text).toContain(shipper.username);
    const copy = await waitFor(() => sink.to(shipper.username)[0]);
    expect(copy.subject).toBe("[RFQ copy] COSCO Shipping Lines Shanghai → Hamburg → Hamburg");
    expect(copy.text).toContain("Booking space: 2 x 40HQ");
  });

  it("lists the received request for the forwarder, in the reader's language", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/rate/rfq", headers: auth(forwarder.token, "cn") });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      total: 1,
      list: [{ requester_email: shipper.username, pol_name: "上海", carrier_name: "中远海运集运", sales: "Wang Fang" }],
    });
    const other = await account(["forwarder"], "en");
    expect((await ctx.app.inject({ method: "GET", url: "/api/rate/rfq", headers: auth(other.token) })).json().data.total).toBe(0);
    expect((await ctx.app.inject({ method: "GET", url: "/api/rate/rfq", headers: auth(shipper.token) })).statusCode).toBe(403);
  });

  it.each([
    ["a ready date before today", { ready_date: day(-3) }, "ready_date", "The date cannot be in the past"],
    ["no description", { description: " " }, "description", "This field is required"],
    ["no sales", { sales: undefined }, "sales", "This field is required"],
    ["no target rate", { target_rate: "" }, "target_rate", "This field is required"],
    ["another route than the quote's", { pod: "CNNGB" }, "pod", "Invalid value"],
    ["another forwarder than the quote's", { forwarder: 999_999 }, "forwarder", "Invalid value"],
  ])("refuses %s, storing and mailing nothing", async (_name, overrides, field, message) => {
    const before = (await stored()).length;
    const mails = (await db.select().from(outbox)).length;
    // codes in the table are looked up now (the table is built before the ids are known)
    const resolved = Object.fromEntries(
      Object.entries(overrides).map(([key, value]) => [key, typeof value === "string" && value in ids ? ids[value] : value]),
    );
    const res = await send(rfq(resolved));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field, message })]));
    expect(await stored()).toHaveLength(before);
    expect(await db.select().from(outbox)).toHaveLength(mails);
  });

  it("answers an expired or missing quote as missing, and wants quote_rfq", async () => {
    await db
      .update(rates)
      .set({ edate: day(-5), sdate: day(-9) })
      .where(eq(rates.id, quoteId));
    expect((await send(rfq())).statusCode).toBe(404);
    await db
      .update(rates)
      .set({ edate: day(30), sdate: day(-1) })
      .where(eq(rates.id, quoteId));
    expect((await send(rfq({ rate: 999_999 }))).statusCode).toBe(404);
    const operator = await account(["operator"], "en");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/system/send_rfq",
      headers: auth(operator.token),
      payload: rfq(),
    });
    expect(res.statusCode).toBe(403);
  });
});
