import { createHash, randomBytes } from "node:crypto";
import { ORDER_STATUS } from "@haiyun/shared";
import type { Db } from "../src/db/client";
import {
  type ContactRow,
  carriers,
  contacts,
  containerTypes,
  countries,
  type FileRow,
  files,
  type OrderRow,
  orderDocuments,
  orderEvents,
  orders,
  ports,
  type UserRow,
  users,
} from "../src/db/schema";
import { hashPassword } from "../src/modules/auth/passwords";

// Test data with overrides: each factory writes one valid row straight to the
// database and returns it; a test names only what it is about: `createUser(db, { enabled: false })`.

export const FACTORY_PASSWORD = "Sturdy-pass-42";
// argon2 is slow on purpose: hash the shared test password once per test file
let passwordHash: Promise<string> | undefined;
const hashed = () => {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  return passwordHash;
};

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${sequence}-${randomBytes(3).toString("hex")}`;
};

export async function createUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      username: `user-${next()}@example.com`,
      password_hash: await hashed(),
      roles: ["shipper"],
      // a bare account, as an admin's `user:create` makes one: profile fields are what a test sets
      ...overrides,
    })
    .returning();
  return row;
}

export async function createContact(
  db: Db,
  ownerId: number,
  overrides: Partial<typeof contacts.$inferInsert> = {},
): Promise<ContactRow> {
  const [country] = overrides.country_id ? [] : await db.select({ id: countries.id }).from(countries).limit(1);
  const [row] = await db
    .insert(contacts)
    .values({
      owner_id: ownerId,
      type: 1,
      company1: `OCEAN SHIPPER ${next().toUpperCase()} LTD.`,
      linkman: "ZHANG WEI",
      phone: "+862158880000",
      address1: "NO. 88 HUAIHAI ROAD",
      city: "SHANGHAI",
      country_id: country?.id,
      ...overrides,
    })
    .returning();
  return row;
}

/** A stored file (bytes in its row): a tiny JPEG-signed blob unless `data` is given. */
export async function createFile(
  db: Db,
  ownerId: number | null,
  overrides: Partial<typeof files.$inferInsert> & { data?: Buffer } = {},
): Promise<FileRow> {
  const data = overrides.data ?? Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(60)]);
  const [row] = await db
    .insert(files)
    .values({
      owner_id: ownerId,
      purpose: "logo",
      name: "logo.jpg",
      mime: "image/jpeg",
      size: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
      token: randomBytes(18).toString("base64url"),
      ...overrides,
      data,
    })
    .returning();
  return row;
}

/**
 * An order of `ownerId` written straight in the status asked for (status 0, FCL, no parties unless
 * a test adds them): the test-only way to put an order where a transition starts. With
 * `withEvent`, a creation event as the booking routes would have written it.
 */
export async function createOrder(
  db: Db,
  ownerId: number,
  overrides: Partial<typeof orders.$inferInsert> = {},
  withEvent = false,
): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({
      order_no: `HYT${next()
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, "")}`,
      owner_id: ownerId,
      status: 0,
      container_mode: 1,
      cust_ref_no: "REF-FACTORY",
      ...overrides,
    })
    .returning();
  if (withEvent) {
    await db.insert(orderEvents).values({
      order_id: row.id,
      action: row.status === ORDER_STATUS.DRAFT ? "save" : "submit",
      from_status: null,
      to_status: row.status,
      actor_id: ownerId,
      actor_role: "owner",
    });
  }
  return row;
}

/**
 * A document of an order with its file (a small PDF unless `data` is given): operations' by
 * default, the customer's attachment with `{ role: "owner", uploadedBy }`.
 */
export async function createDocument(
  db: Db,
  order: { id: number; owner_id: number },
  type: number,
  options: { role?: "owner" | "ops"; uploadedBy?: number | null; data?: Buffer; name?: string; consumedBy?: string } = {},
) {
  const data = options.data ?? Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(40)]);
  const file = await createFile(db, order.owner_id, {
    purpose: options.role === "owner" ? "order_attachment" : "order_document",
    name: options.name ?? `document-${type}.pdf`,
    mime: "application/pdf",
    data,
  });
  const [row] = await db
    .insert(orderDocuments)
    .values({
      order_id: order.id,
      document_type: type,
      file_id: file.id,
      uploaded_by: options.uploadedBy ?? null,
      uploader_role: options.role ?? "ops",
      consumed_by: options.consumedBy ?? null,
    })
    .returning();
  return { ...row, file };
}

/** Every seeded port's, carrier's and container type's id by its code (CNSHA, COSU, 40HQ…). */
export async function referenceIds(db: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const table of [ports, carriers, containerTypes]) {
    for (const row of await db.select({ id: table.id, code: table.code }).from(table)) ids[row.code] = row.id;
  }
  return ids;
}

/** A valid POST /rate body on the seeded reference data (ids from referenceIds); a test overrides what it is about. */
export const rateBody = (ids: Record<string, number>, overrides: Record<string, unknown> = {}) => ({
  carrier_id: ids.COSU,
  pol_id: ids.CNSHA,
  pod_id: ids.DEHAM,
  to_id: ids.DEHAM,
  sdate: "2026-12-01",
  edate: "2026-12-31",
  transit_days: 32,
  currency: "USD",
  remark: "via Suez",
  spaces: [
    { container_id: ids["20GP"], price: "1234.5" },
    { container_id: ids["40HQ"], price: "999999.99" },
  ],
  ...overrides,
});
