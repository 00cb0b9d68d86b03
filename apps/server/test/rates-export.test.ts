import { get } from "node:http";
import { getHeapStatistics } from "node:v8";
import * as XLSX from "@e965/xlsx";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EXPORTS_PER_PROCESS, exportSlots } from "../src/lib/export";
import { auth, createTestUser, loginAs, queryRows, setupApp, waitFor } from "./helpers";

// The rate export streams: several large exports at once keep the heap bounded and each file is
// complete (every rate, newest first, its prices under the right container types); one export a
// user and EXPORTS_PER_PROCESS in all, past that a localised 429 with Retry-After.
const ctx = await setupApp();
const { db } = ctx.db;

const LARGE = 12_000;

/** `count` rates for `ownerId` in SQL: remark "r<g>" (g grows with the id), 20GP and 40HQ prices, 45HQ on every third. */
async function makeRates(ownerId: number, count: number) {
  await db.execute(sql`
    insert into rates (owner_id, carrier_id, pol_id, pod_id, to_id, sdate, edate, transit_days, currency, remark)
    select ${ownerId}::int, (select id from carriers where code = 'COSU'), (select id from ports where code = 'CNSHA'),
           (select id from ports where code = 'DEHAM'), (select id from ports where code = 'DEHAM'),
           date '2026-12-01', date '2026-12-31', case when g % 10 = 0 then null else 30 end, 'USD', 'r' || g
    from generate_series(1, ${count}::int) g order by g`);
  await db.execute(sql`
    insert into rate_spaces (rate_id, container_id, price)
    select r.id, c.id, (case c.code when '20GP' then 1000 when '40HQ' then 2000 else 3000 end + (substr(r.remark, 2)::int % 1000))::numeric(8, 2)
    from rates r join container_types c on c.code in ('20GP', '40HQ', '45HQ')
    where r.owner_id = ${ownerId}::int and (c.code <> '45HQ' or substr(r.remark, 2)::int % 3 = 0)`);
}

async function forwarder() {
  const user = await createTestUser(ctx.db, ["forwarder"]);
  return { id: user.id, token: await loginAs(ctx.app, user.username) };
}

const exportOf = (token: string, query = "", lang: "cn" | "en" = "en") =>
  ctx.app.inject({ method: "GET", url: `/api/rate/export${query}`, headers: auth(token, lang) });

function rowsOf(file: Buffer): string[][] {
  const book = XLSX.read(file, { type: "buffer", dense: true });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: false, defval: "" });
}

describe("rate export: streamed", () => {
  it(`runs ${EXPORTS_PER_PROCESS} large exports at once with the heap bounded, each file complete and right`, async () => {
    const owners = [];
    for (let i = 0; i < EXPORTS_PER_PROCESS; i++) {
      const owner = await forwarder();
      await makeRates(owner.id, LARGE);
      owners.push(owner);
    }
    globalThis.gc?.();
    const base = getHeapStatistics().used_heap_size;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, getHeapStatistics().used_heap_size);
    }, 5);
    let answers: Awaited<ReturnType<typeof exportOf>>[];
    try {
      answers = await Promise.all(owners.map((owner) => exportOf(owner.token)));
    } finally {
      clearInterval(sampler);
    }
    // the whole lists as objects and SheetJS' workbooks took several hundred MB here; a stream holds
    // a batch a file. The bound is generous: the sampled heap holds garbage not yet collected too
    // (70–110 MB measured), and the answers' own bytes.
    const grownMb = (peak - base) / 2 ** 20;
    expect(grownMb).toBeLessThan(200);

    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("spreadsheetml");
      expect(res.headers["content-disposition"]).toContain('filename="rates.xlsx"');
      const rows = rowsOf(res.rawPayload);
      expect(rows).toHaveLength(LARGE + 1);
      expect(rows[0]).toEqual([
        "Carrier",
        "Port of loading",
        "Port of discharge",
        "Place of delivery",
        "Valid from",
        "Valid until",
        "Transit days",
        "Currency",
        "Remark",
        "20GP",
        "40HQ",
        "45HQ",
      ]);
      // every rate once, newest first
      rows.slice(1).forEach((row, i) => {
        const g = LARGE - i;
        if (row[8] !== `r${g}`) expect(row[8]).toBe(`r${g}`);
        const price = (base: number) => `${base + (g % 1000)}.00`;
        const expected = [price(1000), price(2000), g % 3 === 0 ? price(3000) : ""];
        if (row.slice(9).join() !== expected.join()) expect(row.slice(9)).toEqual(expected);
      });
      expect(rows[2].slice(0, 8)).toEqual([
        "COSCO Shipping Lines",
        "Shanghai",
        "Hamburg",
        "Hamburg",
        "2026-12-01",
        "2026-12-31",
        "30",
        "USD",
      ]);
      expect(rows[1][6]).toBe("");
    }
    // a slot is given back once its stream has closed, just after the last bytes went out
    await waitFor(() => exportSlots.running === 0);
  }, 300_000);

  it("writes names in the caller's language and only the filtered rates; a sheet with no rate has the header alone", async () => {
    const owner = await forwarder();
    await makeRates(owner.id, 30);
    const cn = await exportOf(owner.token, "", "cn");
    expect(cn.headers["content-disposition"]).toContain("filename*=UTF-8''%E8%BF%90%E4%BB%B7.xlsx");
    const rows = rowsOf(cn.rawPayload);
    expect(rows[0].slice(0, 2)).toEqual(["船公司", "起运港"]);
    expect(rows[1].slice(0, 4)).toEqual(["中远海运集运", "上海", "汉堡", "汉堡"]);
    const [{ id: ningbo }] = await queryRows<{ id: number }>(db, sql`select id from ports where code = 'CNNGB'`);
    const none = await exportOf(owner.token, `?pol_id=${ningbo}`);
    expect(none.statusCode).toBe(200);
    expect(rowsOf(none.rawPayload)).toEqual([
      [
        "Carrier",
        "Port of loading",
        "Port of discharge",
        "Place of delivery",
        "Valid from",
        "Valid until",
        "Transit days",
        "Currency",
        "Remark",
      ],
    ]);
    // text the XML must escape comes back as written
    await db.execute(sql`update rates set remark = ${'<a & "b">\tc'} where owner_id = ${owner.id}`);
    expect(rowsOf((await exportOf(owner.token)).rawPayload)[1][8]).toBe('<a & "b">\tc');
  });
});

describe("rate export: container types", () => {
  it("keeps the column and prices of a container type an admin disabled since, in the usual order", async () => {
    const owner = await forwarder();
    await makeRates(owner.id, 3);
    await db.execute(sql`update container_types set status = 0 where code = '40HQ'`);
    try {
      const rows = rowsOf((await exportOf(owner.token)).rawPayload);
      expect(rows[0].slice(9)).toEqual(["20GP", "40HQ", "45HQ"]);
      // newest first: r3 (45HQ on every third), r2, r1
      expect(rows.slice(1).map((row) => [row[8], ...row.slice(9)])).toEqual([
        ["r3", "1003.00", "2003.00", "3003.00"],
        ["r2", "1002.00", "2002.00", ""],
        ["r1", "1001.00", "2001.00", ""],
      ]);
    } finally {
      await db.execute(sql`update container_types set status = 1 where code = '40HQ'`);
    }
  });
});

describe("rate export: how many at once", () => {
  it("refuses a user's second export while the first runs, and any export past the process's limit: 429 with Retry-After", async () => {
    const owner = await forwarder();
    await makeRates(owner.id, 5);
    const release = exportSlots.take(owner.id);
    try {
      const busy = await exportOf(owner.token, "", "cn");
      expect(busy.statusCode).toBe(429);
      expect(busy.headers["retry-after"]).toBe("10");
      expect(busy.json()).toMatchObject({ code: 1, error_code: "RATE_EXPORT_BUSY" });
      expect(busy.json().msg).toContain("导出");
      const en = await exportOf(owner.token);
      expect(en.json().msg).toBe(
        "Too many exports are running: please wait for the current one to finish and try again in 10 seconds",
      );
    } finally {
      release();
    }
    expect((await exportOf(owner.token)).statusCode).toBe(200);
    await waitFor(() => exportSlots.running === 0);

    // the process's slots all taken by others: a third user waits too
    const others = Array.from({ length: EXPORTS_PER_PROCESS }, (_, i) => exportSlots.take(-1 - i));
    try {
      expect((await exportOf(owner.token)).statusCode).toBe(429);
    } finally {
      for (const free of others) free();
    }
    expect((await exportOf(owner.token)).statusCode).toBe(200);
    await waitFor(() => exportSlots.running === 0);
  });

  it("frees the slot when the client goes away mid-download", async () => {
    const owner = await forwarder();
    await makeRates(owner.id, 4000);
    const address = new URL(await ctx.app.listen({ port: 0, host: "127.0.0.1" }));
    // the answer's head arrives, then the client hangs up without reading the file
    await new Promise<void>((resolve, reject) => {
      const request = get(
        { host: address.hostname, port: address.port, path: "/api/rate/export", headers: auth(owner.token) },
        (res) => {
          expect(res.statusCode).toBe(200);
          request.destroy();
          resolve();
        },
      );
      request.on("error", (err) => (request.destroyed ? resolve() : reject(err)));
    });
    await waitFor(() => exportSlots.running === 0, 20_000);
    expect((await exportOf(owner.token)).statusCode).toBe(200);
  });
});
