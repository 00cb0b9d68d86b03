import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { type BulkColumns, unnestInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { preparedPerDb } from "../../db/prepared";
import { type ContactRow, contacts, countries } from "../../db/schema";

export type { ContactRow };

import { containsPattern, keywordMatch, keywordPlaceholderMatch, pageOf, totalCount } from "../../lib/pagination";

/** The columns a caller writes: everything but the id, the owner and the timestamps (country already resolved). */
export type ContactValues = Omit<ContactRow, "id" | "owner_id" | "create_time" | "update_time">;

/** A contact as read back, with its country's names for the caller's language. */
export type ContactWithCountry = ContactRow & { country_name_cn: string | null; country_name_en: string | null };

export interface ContactFilter {
  keyword?: string;
  type?: number;
  offset: number;
  limit: number;
}

// contacts a statement: each column travels as one array parameter (db/bulk-insert.ts), so the
// batch bounds only one statement's arrays (and what the embedded database holds for it at once)
export const INSERT_BATCH_SIZE = 2000;

/** The contacts' columns and types for the bulk insert; a text column left out is stored empty. */
const CONTACT_COLUMNS: BulkColumns = {
  owner_id: "int",
  type: "int",
  company1: "text",
  company2: "text",
  linkman: "text",
  phone: "text",
  email: "text",
  address1: "text",
  address2: "text",
  city: "text",
  province: "text",
  country_id: "int",
  zip_code: "text",
  e_code: "text",
};
const OPTIONAL_TEXT = ["company2", "email", "address2", "province", "zip_code", "e_code"] as const;

const withCountry = {
  ...getTableColumns(contacts),
  country_name_cn: countries.name_cn,
  country_name_en: countries.name_en,
};

const KEYWORD_COLUMNS = [contacts.company1, contacts.company2, contacts.linkman, contacts.phone, contacts.email, contacts.city];

function whereOf(ownerId: number, filter: Pick<ContactFilter, "keyword" | "type">): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(contacts.owner_id, ownerId)];
  if (filter.type !== undefined) conditions.push(eq(contacts.type, filter.type));
  conditions.push(keywordMatch(KEYWORD_COLUMNS, filter.keyword));
  return and(...conditions);
}

// The address book is the page most often opened: its list is prepared once per filter shape
// (with or without a type, with or without a keyword), its values bound when it runs.
function listQueryOf(byType: boolean, byKeyword: boolean) {
  return preparedPerDb((db: Db) =>
    db
      .select({ ...withCountry, total: totalCount() })
      .from(contacts)
      .leftJoin(countries, eq(countries.id, contacts.country_id))
      .where(
        and(
          eq(contacts.owner_id, sql.placeholder("owner_id")),
          byType ? eq(contacts.type, sql.placeholder("type")) : undefined,
          byKeyword ? keywordPlaceholderMatch(KEYWORD_COLUMNS) : undefined,
        ),
      )
      .orderBy(desc(contacts.id))
      .offset(sql.placeholder("offset"))
      .limit(sql.placeholder("limit"))
      .prepare(`list_contacts_${Number(byType)}${Number(byKeyword)}`),
  );
}
const LIST_QUERIES = [
  [listQueryOf(false, false), listQueryOf(false, true)],
  [listQueryOf(true, false), listQueryOf(true, true)],
];

/** One owner's contacts, newest first (served by the (owner_id, id) index), and how many match. */
export async function listContacts(db: Db, ownerId: number, filter: ContactFilter) {
  const keyword = filter.keyword?.trim();
  const query = LIST_QUERIES[Number(filter.type !== undefined)][Number(!!keyword)](db);
  const rows = await query.execute({
    owner_id: ownerId,
    type: filter.type,
    keyword_pattern: keyword ? containsPattern(keyword) : undefined,
    offset: filter.offset,
    limit: filter.limit,
  });
  const page = await pageOf(rows, filter.offset, () => db.$count(contacts, whereOf(ownerId, filter)));
  return { rows: page.rows as ContactWithCountry[], total: page.total };
}

export async function findContact(db: Db, ownerId: number, id: number): Promise<ContactWithCountry | undefined> {
  const [row] = await db
    .select(withCountry)
    .from(contacts)
    .leftJoin(countries, eq(countries.id, contacts.country_id))
    .where(and(eq(contacts.id, id), eq(contacts.owner_id, ownerId)))
    .limit(1);
  return row;
}

export async function insertContact(db: Db, ownerId: number, values: ContactValues): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, owner_id: ownerId })
    .returning();
  return row;
}

/**
 * Inserts many contacts for one owner in multi-row statements of INSERT_BATCH_SIZE,
 * all or nothing: inside the caller's transaction when given one, else in its own.
 */
export async function insertContacts(db: Db, ownerId: number, rows: readonly ContactValues[]): Promise<number> {
  if (rows.length === 0) return 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
      await insertContactBatch(tx, ownerId, rows.slice(start, start + INSERT_BATCH_SIZE));
    }
  });
  return rows.length;
}

/** One statement of contacts for the owner, in the caller's transaction (at most INSERT_BATCH_SIZE rows). */
export async function insertContactBatch(db: Pick<Db, "execute">, ownerId: number, rows: readonly ContactValues[]) {
  if (rows.length === 0) return;
  const batch = rows.map((values) => {
    const row: Record<string, unknown> = { ...values, owner_id: ownerId };
    // what the table's defaults would store for a column not given
    for (const column of OPTIONAL_TEXT) row[column] ??= "";
    return row;
  });
  await db.execute(unnestInsert(contacts, CONTACT_COLUMNS, batch));
}

/** Updates one of the owner's contacts; undefined when it is not theirs or does not exist. */
export async function updateContact(db: Db, ownerId: number, id: number, values: ContactValues): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ ...values, update_time: sql`now()` })
    .where(and(eq(contacts.id, id), eq(contacts.owner_id, ownerId)))
    .returning();
  return row;
}

/** Deletes those of `ids` the owner holds and returns the ids actually deleted. */
export async function deleteOwnedContacts(db: Db, ownerId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.owner_id, ownerId), inArray(contacts.id, [...ids])))
    .returning({ id: contacts.id });
  return rows.map((row) => row.id);
}

/** The active countries' codes and names, for import cells that name a country either way. */
export function listCountryNames(db: Db) {
  return db
    .select({
      id: countries.id,
      code: countries.code,
      code3: countries.code3,
      name_cn: countries.name_cn,
      name_en: countries.name_en,
    })
    .from(countries)
    .where(eq(countries.status, 1));
}
