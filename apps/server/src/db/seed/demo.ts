import { ROLE, type Role } from "@haiyun/shared";
import { and, eq } from "drizzle-orm";
import { createUser, findUserByUsername } from "../../modules/users/users.service";
import type { Db } from "../client";
import { businesses, countries, forwarders, ports, routes, systemConfig, users } from "../schema";
import { seedDemoContacts } from "./demo-contacts";
import { seedDemoOrders } from "./demo-orders";
import { seedDemoRates } from "./demo-rates";

export const DEMO_PASSWORD = "Haiyun-demo-2026";

/**
 * Raise it when the demo data changes (these files, demo-*.ts): a start with SEED_DEMO runs the
 * demo seed only when the database's demo_version differs (seed/index.ts).
 */
export const DEMO_REVISION = 1;

export const DEMO_ACCOUNTS: { username: string; role: Role; linkman: string; company1: string; company2: string }[] = [
  {
    username: "shipper@haiyun.demo",
    role: ROLE.SHIPPER,
    linkman: "LI MING",
    company1: "NINGBO EVERBRIGHT TRADING CO., LTD.",
    company2: "宁波永辉贸易有限公司",
  },
  {
    username: "forwarder@haiyun.demo",
    role: ROLE.FORWARDER,
    linkman: "WANG FANG",
    company1: "SHANGHAI BLUE OCEAN LOGISTICS CO., LTD.",
    company2: "上海蓝海国际物流有限公司",
  },
  {
    username: "operator@haiyun.demo",
    role: ROLE.OPERATOR,
    linkman: "ZHAO LEI",
    company1: "HAIYUN OPERATIONS",
    company2: "海运平台操作部",
  },
  { username: "admin@haiyun.demo", role: ROLE.ADMIN, linkman: "ADMIN", company1: "HAIYUN", company2: "海运平台" },
];

async function idsOf(db: Db, table: typeof ports | typeof routes | typeof businesses, codes: string[]) {
  const rows = await db.select({ id: table.id, code: table.code }).from(table);
  return rows.filter((r) => codes.includes(r.code)).map((r) => r.id);
}

const DEMO_CONTACT = { web_contact_email: "service@haiyun.demo", web_contact_phone: "+86 574 8700 0000" };

/** Demo data: one account per role. Idempotent: existing accounts are left alone. */
export async function seedDemo(db: Db): Promise<void> {
  const [china] = await db.select({ id: countries.id }).from(countries).where(eq(countries.code, "CN"));
  const firstSeed = !(await findUserByUsername(db, DEMO_ACCOUNTS[0].username));
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByUsername(db, account.username)) continue;
    await createUser(db, {
      username: account.username,
      password: DEMO_PASSWORD,
      roles: [account.role],
      linkman: account.linkman,
      company1: account.company1,
      company2: account.company2,
      phone: "+8657487000000",
      city: account.role === ROLE.SHIPPER ? "NINGBO" : "SHANGHAI",
      address1: account.role === ROLE.SHIPPER ? "NO. 1 ZHONGSHAN EAST ROAD" : "NO. 100 HUANGPU ROAD",
      country_id: china?.id ?? null,
    });
  }
  // The demo forwarder has filled in business information, so the directory has someone to show.
  const forwarder = await findUserByUsername(db, "forwarder@haiyun.demo");
  if (forwarder && forwarder.ports.length === 0) {
    await db
      .update(users)
      .set({
        ports: await idsOf(db, ports, ["CNSHA", "CNNGB", "NLRTM", "USLAX"]),
        routes: await idsOf(db, routes, ["USWC", "NEU", "MED"]),
        businesses: await idsOf(db, businesses, ["FCL", "LCL", "CUS"]),
        profile: "SHANGHAI BLUE OCEAN LOGISTICS IS A NVOCC SERVING THE TRANS-PACIFIC AND ASIA-EUROPE TRADES.",
      })
      .where(eq(users.id, forwarder.id));
    await db
      .insert(forwarders)
      .values({ code: "BLUEOCEAN", name_cn: "上海蓝海国际物流", name_en: "Shanghai Blue Ocean Logistics", user_id: forwarder.id })
      .onConflictDoNothing();
  }
  // The demo site has a customer-service desk to show: its contact details, where messages go.
  // Only on the first demo seed, into values still empty: what an admin sets later stays.
  if (firstSeed) {
    for (const [name, value] of Object.entries(DEMO_CONTACT)) {
      await db.insert(systemConfig).values({ name, value }).onConflictDoNothing();
      await db
        .update(systemConfig)
        .set({ value })
        .where(and(eq(systemConfig.name, name), eq(systemConfig.value, "")));
    }
  }
  await seedDemoContacts(db);
  await seedDemoOrders(db);
  await seedDemoRates(db);
}
