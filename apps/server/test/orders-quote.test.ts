import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rateSpaces, rates, users } from "../src/db/schema";
import { call, dayFromToday, fclBooking, lclBooking, orderRow, orderTestApp } from "./order-fixtures";

// Booking from a quote. The form sends only quote_id; the server keeps a snapshot
// of the live quote (forwarder, currency, prices, validity) and the booking amount, which later
// edits of the rate do not change; a quote no longer live is refused; a copy keeps a live link only.
const { app, db, refs, people } = await orderTestApp({ owner: ["shipper"], other: ["shipper"], forwarder: ["forwarder"] });

async function rate(prices: Record<number, string>, overrides: Record<string, unknown> = {}) {
  const res = await call(app, people.forwarder.token, "POST", "/api/rate", {
    carrier_id: refs.maersk,
    pol_id: refs.ningbo,
    pod_id: refs.rotterdam,
    to_id: refs.rotterdam,
    sdate: dayFromToday(-3),
    edate: dayFromToday(20),
    transit_days: 28,
    currency: "USD",
    spaces: Object.entries(prices).map(([id, price]) => ({ container_id: Number(id), price })),
    ...overrides,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().data.id as number;
}

let quoteId: number;
beforeAll(async () => {
  quoteId = await rate({ [refs.hq40]: "2800.25", [refs.gp20]: "1500.00" });
});

const book = (body: Record<string, unknown>, token = people.owner.token, lang: "cn" | "en" = "en") =>
  call(app, token, "POST", "/api/order/booking", body, { lang });

describe("booking from a quote", () => {
  it("keeps the live quote's snapshot and the amount, whatever the rate becomes afterwards", async () => {
    // 2 × 40HQ at 2800.25 + 1 × 20GP at 1500.00
    const res = await book(fclBooking(refs, { quote_id: quoteId }));
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id as number;
    const stored = await orderRow(db, id);
    expect(stored).toMatchObject({
      quote_id: quoteId,
      quote_forwarder_id: people.forwarder.user.id,
      quote_currency: "USD",
      quote_sdate: dayFromToday(-3),
      quote_edate: dayFromToday(20),
      quote_amount: "7100.50",
    });
    expect(stored.quote_prices).toEqual(
      expect.arrayContaining([
        { container_id: refs.hq40, price: "2800.25" },
        { container_id: refs.gp20, price: "1500.00" },
      ]),
    );

    // the forwarder edits the rate: new prices, new validity, another currency
    const edit = await call(app, people.forwarder.token, "PUT", `/api/rate/${quoteId}`, {
      carrier_id: refs.maersk,
      pol_id: refs.ningbo,
      pod_id: refs.rotterdam,
      to_id: refs.rotterdam,
      sdate: dayFromToday(-1),
      edate: dayFromToday(40),
      transit_days: 28,
      currency: "EUR",
      spaces: [{ container_id: refs.hq40, price: "9999.00" }],
    });
    expect(edit.statusCode).toBe(200);

    const detail = await call(app, people.owner.token, "GET", `/api/order/${id}`);
    expect(detail.statusCode).toBe(200);
    const data = detail.json().data;
    expect(data.booking_amount).toBe("7100.50");
    expect(data.booking_currency).toBe("USD");
    expect(data.quote).toMatchObject({
      id: quoteId,
      currency: "USD",
      sdate: dayFromToday(-3),
      edate: dayFromToday(20),
    });
    // the lines follow the spaces, in the usual container order
    expect(data.quote.lines).toEqual([
      { container_id: refs.gp20, container_name: expect.any(String), count: 1, price: "1500.00", amount: "1500.00" },
      { container_id: refs.hq40, container_name: expect.any(String), count: 2, price: "2800.25", amount: "5600.50" },
    ]);

    const list = await call(app, people.owner.token, "GET", "/api/order?page=1&size=10");
    const row = list.json().data.list.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ booking_amount: "7100.50", booking_currency: "USD" });
  });

  it("takes the prices on the server: a price or amount in the body is refused, not used", async () => {
    const res = await book(fclBooking(refs, { quote_id: quoteId, quote_amount: "1.00" }));
    expect(res.statusCode).toBe(400);
  });

  it("answers an order without a quote with no amount, and an estimate matching POST /quote/estimate", async () => {
    const plain = await book(fclBooking(refs));
    const id = plain.json().data.id as number;
    const detail = (await call(app, people.owner.token, "GET", `/api/order/${id}`)).json().data;
    expect(detail).toMatchObject({ booking_amount: null, booking_currency: "", quote: null });

    const fresh = await rate({ [refs.hq40]: "1000.10" });
    const saved = await book(fclBooking(refs, { quote_id: fresh, spaces: [{ container_id: refs.hq40, count: 3 }] }));
    const estimate = await call(app, people.owner.token, "POST", "/api/quote/estimate", {
      quote_id: fresh,
      spaces: [{ container_id: refs.hq40, count: 3 }],
    });
    const row = await orderRow(db, saved.json().data.id);
    expect(estimate.json().data.totals).toEqual([{ currency: "USD", amount: row.quote_amount }]);
    expect(row.quote_amount).toBe("3000.30");
  });

  it("refuses a quote that is no longer live, in the caller's language, and stores nothing", async () => {
    const expired = await rate({ [refs.hq40]: "100.00" });
    await db
      .update(rates)
      .set({ sdate: dayFromToday(-30), edate: dayFromToday(-2) })
      .where(eq(rates.id, expired));
    for (const [lang, text] of [
      ["cn", "该报价已过期"],
      ["en", "This quote has expired"],
    ] as const) {
      const res = await book(fclBooking(refs, { quote_id: expired, cust_ref_no: "EXPIRED" }), people.owner.token, lang);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toContain(text);
      expect(res.json().errors[0].field).toBe("quote_id");
    }
    const list = (await call(app, people.owner.token, "GET", "/api/order?keyword=EXPIRED")).json().data;
    expect(list.total).toBe(0);
  });

  it("refuses a made-up quote id like an expired one", async () => {
    const missing = await book(fclBooking(refs, { quote_id: 987654 }));
    expect(missing.statusCode).toBe(409);
    expect(missing.json().errors[0].field).toBe("quote_id");
  });

  it("refuses a container type the quote does not price, naming the row", async () => {
    const only40 = await rate({ [refs.hq40]: "1200.00" });
    const res = await book(fclBooking(refs, { quote_id: only40 }), people.owner.token, "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "spaces.1.container_id", message: "该报价没有此箱型的价格" }]);
  });

  it("refuses a carrier or route other than the quote's, naming each field, and stores nothing", async () => {
    const quoted = await rate({ [refs.hq40]: "1000.00", [refs.gp20]: "900.00" });
    const before = await call(app, people.owner.token, "GET", "/api/order?page=1&size=1");
    const moved = fclBooking(refs, { quote_id: quoted, carrier_id: refs.cosco, pod_id: refs.hamburg });
    const res = await book(moved, people.owner.token, "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: "carrier_id", message: "须与所选报价一致（取消关联报价后可修改）" },
      { field: "pod_id", message: "须与所选报价一致（取消关联报价后可修改）" },
    ]);
    const en = await book(fclBooking(refs, { quote_id: quoted, to_id: refs.hamburg }));
    expect(en.json().errors).toEqual([{ field: "to_id", message: "Must be the quote's (unlink the quote to change it)" }]);
    const after = await call(app, people.owner.token, "GET", "/api/order?page=1&size=1");
    expect(after.json().data.total).toBe(before.json().data.total);
    // without the quote the same route is an ordinary booking
    expect((await book(fclBooking(refs, { carrier_id: refs.cosco, pod_id: refs.hamburg }))).statusCode).toBe(200);
  });

  it("books only a full-container order from a quote", async () => {
    const res = await book(lclBooking(refs, { quote_id: quoteId }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("quote_id");
  });

  it("takes the snapshot again when a draft is saved again (the live prices of that moment)", async () => {
    const live = await rate({ [refs.hq40]: "500.00", [refs.gp20]: "400.00" });
    const draft = await book(fclBooking(refs, { action: "save", quote_id: live }));
    const id = draft.json().data.id as number;
    expect((await orderRow(db, id)).quote_amount).toBe("1400.00");
    await db.update(rateSpaces).set({ price: "600.00" }).where(eq(rateSpaces.rate_id, live));
    expect((await orderRow(db, id)).quote_amount).toBe("1400.00");
    const again = await call(app, people.owner.token, "PUT", `/api/order/booking/${id}`, fclBooking(refs, { quote_id: live }));
    expect(again.statusCode).toBe(200);
    expect((await orderRow(db, id)).quote_amount).toBe("1800.00");
  });

  it("copies a quote-based order with its quote while live, and drops the link with a notice once not", async () => {
    const live = await rate({ [refs.hq40]: "700.00", [refs.gp20]: "300.00" });
    const id = (await book(fclBooking(refs, { quote_id: live }))).json().data.id as number;
    const copy = await call(app, people.owner.token, "GET", `/api/order/docking/${id}`);
    expect(copy.json().data).toMatchObject({ quote_id: live });
    expect(copy.json().data.quote_dropped).toBeUndefined();

    await db
      .update(rates)
      .set({ sdate: dayFromToday(-30), edate: dayFromToday(-2) })
      .where(eq(rates.id, live));
    const later = (await call(app, people.owner.token, "GET", `/api/order/docking/${id}`)).json().data;
    expect(later).toMatchObject({ quote_id: null, quote_dropped: true });
    // the order itself keeps its snapshot
    expect((await call(app, people.owner.token, "GET", `/api/order/${id}`)).json().data.quote.id).toBe(live);
    // another customer reads nothing of it
    const other = await call(app, people.other.token, "GET", `/api/order/docking/${id}`);
    expect(other.statusCode).toBe(404);
  });

  it("refuses the quote of a forwarder account disabled since", async () => {
    const { user } = people.forwarder;
    const soon = await rate({ [refs.hq40]: "900.00", [refs.gp20]: "100.00" });
    await db.update(users).set({ enabled: false }).where(eq(users.id, user.id));
    try {
      const res = await book(fclBooking(refs, { quote_id: soon }));
      expect(res.statusCode).toBe(409);
    } finally {
      await db.update(users).set({ enabled: true }).where(eq(users.id, user.id));
    }
  });
});
