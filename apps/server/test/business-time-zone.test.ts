import { addDays } from "@haiyun/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, fclBooking, orderTestApp } from "./order-fixtures";

// One business time zone, the admin setting app_timezone (docs/PRODUCT-RULES.md, "The business
// day"): it decides "today" for quotes, bookings from a quote, ready dates and order numbers. With
// Asia/Shanghai and the clock at 00:30 in Shanghai, a rate that ended yesterday there neither quotes
// nor books — no day's grace for a zone somewhere else on Earth; set to Los Angeles, where it is
// still that day, the boundary moves with it.

const realNow = new Date();
// 16:30 UTC: 00:30 the next day in Shanghai, 08:30 or 09:30 the same day in Los Angeles
const CLOCK = Date.UTC(realNow.getUTCFullYear(), realNow.getUTCMonth(), realNow.getUTCDate() + 1, 16, 30);
const utcDay = new Date(CLOCK).toISOString().slice(0, 10);
const shanghaiToday = addDays(utcDay, 1);
const shanghaiYesterday = utcDay;

vi.useFakeTimers({ toFake: ["Date"] });
vi.setSystemTime(CLOCK);
afterAll(() => {
  vi.useRealTimers();
});

const { app, refs, people } = await orderTestApp({ owner: ["shipper"], forwarder: ["forwarder"] });

// a session is renewed once an hour old by the database's clock: follow the renewed token
const tokens = { owner: people.owner.token, forwarder: people.forwarder.token };
async function as(who: keyof typeof tokens, method: "GET" | "POST", url: string, payload?: unknown) {
  const res = await call(app, tokens[who], method, url, payload);
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

const useZone = (zone: string) => app.configService.set({ app_timezone: zone });
const quoted = async (id: number) => {
  const res = await as("owner", "GET", `/api/quote?pol_id=${refs.ningbo}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.list as { id: number }[]).some((quote) => quote.id === id);
};

let endedYesterday: number;
beforeAll(async () => {
  await useZone("Asia/Shanghai");
  endedYesterday = await rate(addDays(shanghaiYesterday, -10), shanghaiYesterday);
});

describe("the business time zone (app_timezone)", () => {
  it("is in the public config", async () => {
    const res = await app.inject({ method: "GET", url: "/api/system/config" });
    const pairs = res.json().data as { name: string; value: string }[];
    expect(pairs.find((pair) => pair.name === "app_timezone")?.value).toBe("Asia/Shanghai");
  });

  it("Shanghai at 00:30: a rate that ended yesterday does not quote and cannot be booked", async () => {
    await useZone("Asia/Shanghai");
    expect(await quoted(endedYesterday)).toBe(false);
    expect((await as("owner", "GET", `/api/quote/${endedYesterday}`)).statusCode).toBe(404);
    const booked = await as("owner", "POST", "/api/order/booking", fclBooking(refs, { quote_id: endedYesterday }));
    expect(booked.statusCode).toBe(409);
    expect(booked.json().errors[0].field).toBe("quote_id");
    // yesterday's ready date is in the past; today's is not
    const ready = await as("owner", "POST", "/api/order/booking", fclBooking(refs, { ready_date: shanghaiYesterday }));
    expect(ready.statusCode).toBe(400);
    expect(ready.json().errors[0].field).toBe("ready_date");
    const today = await as("owner", "POST", "/api/order/booking", fclBooking(refs, { ready_date: shanghaiToday }));
    expect(today.statusCode, today.body).toBe(200);
    // the order number carries Shanghai's day
    expect(today.json().data.order_no.slice(2, 8)).toBe(shanghaiToday.slice(2).replaceAll("-", ""));
  });

  it("Los Angeles, where it is still yesterday: the same rate quotes and books, and the day of the number follows", async () => {
    await useZone("America/Los_Angeles");
    try {
      expect(await quoted(endedYesterday)).toBe(true);
      expect((await as("owner", "GET", `/api/quote/${endedYesterday}`)).statusCode).toBe(200);
      const booked = await as("owner", "POST", "/api/order/booking", fclBooking(refs, { quote_id: endedYesterday }));
      expect(booked.statusCode, booked.body).toBe(200);
      expect(booked.json().data.order_no.slice(2, 8)).toBe(shanghaiYesterday.slice(2).replaceAll("-", ""));
      const ready = await as("owner", "POST", "/api/order/booking", fclBooking(refs, { ready_date: shanghaiYesterday }));
      expect(ready.statusCode, ready.body).toBe(200);
    } finally {
      await useZone("Asia/Shanghai");
    }
  });
});
