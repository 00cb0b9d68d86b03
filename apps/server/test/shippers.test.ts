import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businesses, ports, routes, users } from "../src/db/schema";
import { storeFile } from "../src/modules/files/files.service";
import { auth, createTestUser, loginAs, pngImage, setupApp } from "./helpers";

const ctx = await setupApp();
const { db } = ctx.db;

type Lang = "cn" | "en";
type Ref = { id: number; code: string; name_cn: string; name_en: string };

async function refs(table: typeof businesses | typeof routes | typeof ports, codes: string[]): Promise<Record<string, Ref>> {
  const rows = await db
    .select({ id: table.id, code: table.code, name_cn: table.name_cn, name_en: table.name_en })
    .from(table)
    .where(inArray(table.code, codes));
  return Object.fromEntries(rows.map((row) => [row.code, row]));
}

const biz = await refs(businesses, ["FCL", "LCL", "CUS"]);
const lane = await refs(routes, ["USWC", "NEU"]);
const port = await refs(ports, ["CNSHA", "CNNGB", "NLRTM"]);

interface AccountOptions {
  roles?: string[];
  company1?: string;
  company2?: string;
  enabled?: boolean;
  businesses?: number[];
  routes?: number[];
  ports?: number[];
  logo?: boolean;
}

/** A user with the given roles and business information, optionally with an uploaded logo. */
async function createAccount(options: AccountOptions = {}) {
  const user = await createTestUser(ctx.db, options.roles ?? ["forwarder"]);
  const logo = options.logo ? await storeFile(db, user.id, "logo", { name: "logo.png", buffer: pngImage(4, 4) }) : null;
  await db
    .update(users)
    .set({
      company1: options.company1 ?? "",
      company2: options.company2 ?? "",
      linkman: "WANG FANG",
      phone: "+862100000000",
      address1: "NO. 100 HUANGPU ROAD",
      address2: "FLOOR 8",
      profile: "NVOCC",
      enabled: options.enabled ?? true,
      businesses: options.businesses ?? [],
      routes: options.routes ?? [],
      ports: options.ports ?? [],
      logo: logo?.id ?? null,
    })
    .where(eq(users.id, user.id));
  return user;
}

// Listed: two forwarders with business information.
const alpha = await createAccount({
  company1: "ALPHA OCEAN LOGISTICS",
  company2: "阿尔法海运",
  businesses: [biz.FCL.id, biz.LCL.id],
  routes: [lane.USWC.id],
  ports: [port.CNSHA.id, port.CNNGB.id],
  logo: true,
});
const bravo = await createAccount({ company1: "BRAVO 100% FREIGHT", businesses: [], routes: [], ports: [port.NLRTM.id] });
// Not listed: no business information, disabled, or not a forwarder at all.
const empty = await createAccount({ company1: "ALPHA EMPTY FORWARDER" });
const disabled = await createAccount({ company1: "ALPHA DISABLED", businesses: [biz.FCL.id] });
await db.update(users).set({ enabled: false }).where(eq(users.id, disabled.id));
const shipper = await createAccount({
  roles: ["shipper"],
  company1: "ALPHA SHIPPER",
  businesses: [biz.FCL.id],
  ports: [port.CNSHA.id],
});
const operator = await createAccount({ roles: ["operator"], company1: "ALPHA OPS", businesses: [biz.FCL.id] });

const LISTED = [bravo.id, alpha.id];

let operatorToken: string;
let shipperToken: string;
beforeAll(async () => {
  [operatorToken, shipperToken] = await Promise.all([loginAs(ctx.app, operator.username), loginAs(ctx.app, shipper.username)]);
});

const get = (path: string, token: string, lang: Lang = "en") =>
  ctx.app.inject({ method: "GET", url: `/api${path}`, headers: auth(token, lang) });
const idsOf = (res: Awaited<ReturnType<typeof get>>) => res.json().data.list.map((item: { id: number }) => item.id);

describe("the forwarder directory", () => {
  it("lists only enabled forwarders with business information, newest first", async () => {
    const res = await get("/shipper", operatorToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(2);
    expect(idsOf(res)).toEqual(LISTED);
  });

  it("shows a forwarder's company card with names in the caller's language", async () => {
    const cn = (await get(`/shipper?company=${encodeURIComponent("alpha ocean")}`, operatorToken, "cn")).json().data.list[0];
    expect(cn).toMatchObject({
      id: alpha.id,
      company1: "ALPHA OCEAN LOGISTICS",
      company2: "阿尔法海运",
      username: alpha.username,
      linkman: "WANG FANG",
      phone: "+862100000000",
      address1: "NO. 100 HUANGPU ROAD",
      address2: "FLOOR 8",
      profile: "NVOCC",
      businesses_name: `${biz.FCL.name_cn}, ${biz.LCL.name_cn}`,
      routes_name: lane.USWC.name_cn,
      ports_name: `${port.CNSHA.name_cn}, ${port.CNNGB.name_cn}`,
      businesses: [biz.FCL.id, biz.LCL.id],
      routes: [lane.USWC.id],
      ports: [port.CNSHA.id, port.CNNGB.id],
    });
    expect(cn.businesses_name).toBe("整箱, 拼箱");
    expect(cn.password_hash).toBeUndefined();
    expect(cn.roles).toBeUndefined();

    const en = (await get(`/shipper/${alpha.id}`, operatorToken, "en")).json().data;
    expect(en).toMatchObject({
      businesses_name: "Full Container Load, Less than Container Load",
      routes_name: lane.USWC.name_en,
      ports_name: `${port.CNSHA.name_en}, ${port.CNNGB.name_en}`,
    });

    const bravoCard = (await get(`/shipper/${bravo.id}`, operatorToken)).json().data;
    expect(bravoCard).toMatchObject({ businesses_name: "", routes_name: "", ports_name: port.NLRTM.name_en, logo_thumb: "" });
  });

  it("links a logo that can be fetched", async () => {
    const card = (await get(`/shipper/${alpha.id}`, operatorToken)).json().data;
    expect(card.logo_thumb).toMatch(/^\/api\/file\/\d+\/[\w-]+$/);
    const image = await ctx.app.inject({ method: "GET", url: card.logo_thumb });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.rawPayload.equals(pngImage(4, 4))).toBe(true);
  });

  it.each([
    ["company1, ignoring case", "?company=alpha", [alpha.id]],
    ["company2", `?company=${encodeURIComponent("阿尔法")}`, [alpha.id]],
    ["a literal %", `?company=${encodeURIComponent("100%")}`, [bravo.id]],
    ["a % matching only itself", `?company=${encodeURIComponent("%")}`, [bravo.id]],
    ["a business", `?business_id=${biz.LCL.id}`, [alpha.id]],
    ["a business nobody offers", `?business_id=${biz.CUS.id}`, []],
    ["a port", `?port_id=${port.NLRTM.id}`, [bravo.id]],
    ["a route", `?route_id=${lane.USWC.id}`, [alpha.id]],
    ["a route nobody serves", `?route_id=${lane.NEU.id}`, []],
    ["business and port together", `?business_id=${biz.FCL.id}&port_id=${port.CNNGB.id}`, [alpha.id]],
    ["filters that exclude each other", `?business_id=${biz.FCL.id}&port_id=${port.NLRTM.id}`, []],
    ["cleared selects", "?business_id=&port_id=&route_id=&company=", LISTED],
  ])("filters by %s", async (_name, query, expected) => {
    const res = await get(`/shipper${query}`, operatorToken);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual(expected);
    expect(res.json().data.total).toBe(expected.length);
  });

  it("pages with the total", async () => {
    const first = await get("/shipper?page=1&size=1", operatorToken);
    const second = await get("/shipper?page=2&size=1", operatorToken);
    expect(first.json().data).toMatchObject({ total: 2 });
    expect([...idsOf(first), ...idsOf(second)]).toEqual(LISTED);
    expect((await get("/shipper?page=3&size=1", operatorToken)).json().data).toEqual({ list: [], total: 2 });
  });

  it.each(["?size=101", "?page=0", "?business_id=abc", "?port_id=-1", "?keyword=alpha"])(
    "refuses the query %s",
    async (query) => {
      const res = await get(`/shipper${query}`, operatorToken);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 1, error_code: "VALIDATION_FAILED" });
    },
  );

  it("answers 404 for anyone outside the directory", async () => {
    for (const id of [shipper.id, empty.id, disabled.id, operator.id, 2_000_000_000]) {
      const res = await get(`/shipper/${id}`, operatorToken);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 1, error_code: "RECORD_NOT_FOUND" });
    }
  });

  it("answers the same directory at /customer", async () => {
    const listRes = await get("/customer?company=alpha", shipperToken);
    expect(listRes.statusCode).toBe(200);
    expect(idsOf(listRes)).toEqual([alpha.id]);
    const one = await get(`/customer/${bravo.id}`, shipperToken);
    expect(one.json().data).toMatchObject({ id: bravo.id, company1: "BRAVO 100% FREIGHT" });
    expect((await get(`/customer/${shipper.id}`, shipperToken)).statusCode).toBe(404);
  });
});

describe("directory authority", () => {
  it("is open to shippers, forwarders and operators", async () => {
    const forwarderToken = await loginAs(ctx.app, bravo.username);
    for (const token of [operatorToken, shipperToken, forwarderToken]) {
      expect((await get("/shipper", token)).statusCode).toBe(200);
    }
  });

  it("answers 401 without a token and 403 to a user without the shipper authority", async () => {
    const unauthenticated = await ctx.app.inject({ method: "GET", url: "/api/shipper" });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.json()).toMatchObject({ code: 1, error_code: "AUTH_REQUIRED" });

    const nobody = await createTestUser(ctx.db);
    await db.update(users).set({ roles: [] }).where(eq(users.id, nobody.id));
    const token = await loginAs(ctx.app, nobody.username);
    for (const path of ["/shipper", `/shipper/${alpha.id}`, "/customer", `/customer/${alpha.id}`]) {
      const res = await get(path, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 1, msg: "No permission", error_code: "AUTH_FORBIDDEN" });
    }
  });
});

// The list is JSON text written by the database (shippers.repository.ts), sent unparsed: each
// row must be what the entry's own route answers (serialised by its response schema).
describe("the directory's text", () => {
  it.each(["cn", "en"] as const)("answers each entry as its own route does, for every filter (%s)", async (lang) => {
    const gone = await createAccount({ company1: "CHARLIE 'QUOTED' \\ LINES", ports: [987_654, port.NLRTM.id, port.NLRTM.id] });
    const filters = [
      "",
      `company=alpha`,
      `business_id=${biz.FCL.id}`,
      `port_id=${port.NLRTM.id}`,
      `route_id=${lane.USWC.id}`,
      "page=2&size=1",
      "page=5&size=2",
    ];
    for (const filter of filters) {
      const res = await get(`/shipper?${filter}`, operatorToken, lang);
      expect(res.statusCode, res.body).toBe(200);
      const { list, total } = JSON.parse(res.body).data;
      const cards = await Promise.all(
        list.map(async (row: { id: number }) => (await get(`/shipper/${row.id}`, operatorToken, lang)).json().data),
      );
      expect(list, filter).toEqual(cards);
      const all = (await get(`/shipper?${filter.replace(/page=\d+&size=\d+/, "")}&size=100`, operatorToken, lang)).json().data;
      expect(total, filter).toBe(all.list.length);
    }
    const card = (await get(`/shipper/${gone.id}`, operatorToken, lang)).json().data;
    expect(card.ports_name).toBe([port.NLRTM, port.NLRTM].map((p) => (lang === "cn" ? p.name_cn : p.name_en)).join(", "));
    await db.update(users).set({ enabled: false }).where(eq(users.id, gone.id));
  });
});
