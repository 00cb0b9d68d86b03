import { addDays, businessToday } from "@haiyun/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, fclBooking, orderTestApp } from "./order-fixtures";

// One business day (Asia/Shanghai, time/business-date.ts) for the quote list, the quote detail, the
// estimate, a booking from a quote and the RFQ form, judged with a fixed clock either side of
// midnight in Shanghai, which is 16:00 UTC: at 16:30 UTC it is already tomorrow there.

const realNow = new Date();
const midnight = Date.UTC(realNow.getUTCFullYear(), realNow.getUTCMonth(), realNow.getUTCDate(), 16);
const BEFORE = midnight - 20 * 60_000; // 15:40 UTC: the last minutes of the day in Shanghai
const AFTER = midnight + 30 * 60_000; // 16:30 UTC: the next day in Shanghai, still the same day in UTC
const yesterday = new Date(midnight).toISOString().slice(0, 10); // Shanghai's day before midnight
const today = addDays(yesterday, 1); // and after it

vi.useFakeTimers({ toFake: ["Date"] });
vi.setSystemTime(BEFORE);
afterAll(() => {
  vi.useRealTimers();
});

const { app, refs, people } = await orderTestApp({ owner: ["shipper"], forwarder: ["forwarder"] });

// a session is renewed once it is an hour old, by the clock the database keeps (which may be the
// real one): each account follows its renewed token, as the web client does
const tokens = { owner: people.owner.token, forwarder: people.forwarder.token };
async function as(who: keyof typeof tokens, method: "GET" | "POST", url: string, payload?: unknown, lang?: "cn" | "en") {
  const res = await call(app, tokens[who], method, url, payload, { lang });
  const renewed = res.headers["x-renewed-token"];
  if (typeof renewed === "string") tokens[who] = renewed;
  return res;
}

async function rate(sdate: string, edate: string) {
  const res = await as("forwarder", "POST", "/api/rate", {
    carrier_id: refs.maersk,
    pol_id: refs.ningbo,
    pod_id: refs.rotterdam,
    to_id: refs.rotterdam,
    sdate,
    edate,
    transit_days: 28,
    currency: "USD",
    spaces: [
      { container_id: refs.hq40, price: "2800.00" },
      { container_id: refs.gp20, price: "1500.00" },
    ],
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.id as number;
}

let startsToday: number;
let endedYesterday: number;
beforeAll(async () => {
  startsToday = await rate(today, addDays(today, 30));
  endedYesterday = await rate(addDays(yesterday, -10), yesterday);
});

const listed = async () => {
  const res = await as("owner", "GET", `/api/quote?pol_id=${refs.ningbo}`);
  expect(res.statusCode).toBe(200);
  return new Map((res.json().data.list as { id: number; status: number }[]).map((quote) => [quote.id, quote.status]));
};

describe("the business day, either side of midnight in Shanghai", () => {
  it("is Shanghai's calendar day", () => {
    vi.setSystemTime(BEFORE);
    expect(businessToday()).toBe(yesterday);
    vi.setSystemTime(AFTER);
    expect(businessToday()).toBe(today);
  });

  it("lists a rate ending today and one starting tomorrow as not yet valid, before midnight", async () => {
    vi.setSystemTime(BEFORE);
    const quotes = await listed();
    expect(quotes.get(endedYesterday)).toBe(1);
    expect(quotes.get(startsToday)).toBe(0);
  });

  it("after midnight: the rate starting today is valid in the list and the detail, the one ended yesterday is gone (not the answer kept before midnight)", async () => {
    vi.setSystemTime(AFTER);
    const quotes = await listed();
    expect(quotes.get(startsToday)).toBe(1);
    expect(quotes.has(endedYesterday)).toBe(false);

    const detail = await as("owner", "GET", `/api/quote/${startsToday}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.status).toBe(1);
    expect((await as("owner", "GET", `/api/quote/${endedYesterday}`)).statusCode).toBe(404);
    const estimate = await as("owner", "POST", "/api/quote/estimate", {
      quote_id: endedYesterday,
      spaces: [{ container_id: refs.hq40, count: 1 }],
    });
    expect(estimate.statusCode).toBe(404);
  });

  it("after midnight: books from the rate starting today, not from the one ended yesterday", async () => {
    vi.setSystemTime(AFTER);
    const ended = await as("owner", "POST", "/api/order/booking", fclBooking(refs, { quote_id: endedYesterday }));
    expect(ended.statusCode).toBe(409);
    expect(ended.json().errors[0].field).toBe("quote_id");
    const live = await as("owner", "POST", "/api/order/booking", fclBooking(refs, { quote_id: startsToday }));
    expect(live.statusCode).toBe(200);
  });

  it("after midnight: refuses an RFQ ready yesterday, in the reader's language, and takes one ready today", async () => {
    vi.setSystemTime(AFTER);
    const rfq = (ready_date: string) => ({
      pol: refs.ningbo,
      pod: refs.rotterdam,
      to: refs.rotterdam,
      carrier: refs.maersk,
      rate: startsToday,
      ready_date,
      description: "Furniture",
      booking_space: "2 x 40HQ",
      target_rate: "USD 1800",
      potential_vol: "24 x 40HQ a year",
      sales: "Wang Fang",
    });
    for (const [lang, text] of [
      ["cn", "日期不能早于今天"],
      ["en", "The date cannot be in the past"],
    ] as const) {
      const res = await as("owner", "POST", "/api/system/send_rfq", rfq(yesterday), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        expect.objectContaining({ field: "ready_date", message: expect.stringContaining(text) }),
      ]);
    }
    const ok = await as("owner", "POST", "/api/system/send_rfq", rfq(today));
    expect(ok.statusCode).toBe(200);
  });

  it("after midnight: refuses a booking ready yesterday", async () => {
    vi.setSystemTime(AFTER);
    const res = await as("owner", "POST", "/api/order/booking", fclBooking(refs, { ready_date: yesterday }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("ready_date");
  });
});
