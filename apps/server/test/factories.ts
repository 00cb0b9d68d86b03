import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../src/db/client";
import { type ContactRow, contacts, countries, type FileRow, files, type UserRow, users } from "../src/db/schema";
import { hashPassword } from "../src/modules/auth/passwords";

// Test data with overrides (STYLE "Tests"): each factory writes one valid row straight to the
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
