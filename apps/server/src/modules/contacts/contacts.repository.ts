import { DICTIONARIES, LANGS, type Lang, REFERENCE_STATUS } from "@haiyun/shared";
import { and, count, desc, eq, getTableColumns, inArray, lt, type SQL, sql } from "drizzle-orm";
import { type BulkColumns, unnestInsert } from "../../db/bulk-insert";
import type { Db } from "../../db/client";
import { isoUtc, jsonFields, nameOfCode, pageText, referenceName } from "../../db/json-text";
import { preparedPerDb } from "../../db/prepared";
import { type ContactRow, contacts, countries } from "../../db/schema";

export type { ContactRow };

import { containsPattern, keywordMatch, keywordPlaceholderMatch } from "../../lib/pagination";

/** The columns a caller writes: everything but the id, the owner and the timestamps (country already resolved). */
export type ContactValues = Omit<ContactRow, "id" | "owner_id" | "create_time" | "update_time">;

/** A contact as read back, with its country's names for the caller's language. */
export type ContactWithCountry = ContactRow & { country_name_cn: string | null; country_name_en: string | null };

/** The export's filter: the list's, without its page. */
export type ContactExportFilter = Pick<ContactFilter, "keyword" | "type">;

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

// The address book as answered (contactViewSchema's keys and order): the type and the country
// named in the reader's language (presentContact in contacts.service.ts answers one contact alike).
function contactFields(lang: Lang): SQL {
  return jsonFields([
    ["id", contacts.id],
    ["type", contacts.type],
    ["type_name", nameOfCode(sql`${contacts.type}`, DICTIONARIES.contact_type, lang)],
    ["company1", contacts.company1],
    ["company2", contacts.company2],
    ["linkman", contacts.linkman],
    ["phone", contacts.phone],
    ["email", contacts.email],
    ["address1", contacts.address1],
    ["address2", contacts.address2],
    ["city", contacts.city],
    ["province", contacts.province],
    ["country_id", contacts.country_id],
    ["country_name", referenceName(countries, sql`${contacts.country_id}`, lang)],
    ["zip_code", contacts.zip_code],
    ["e_code", contacts.e_code],
    ["create_time", isoUtc(sql`${contacts.create_time}`)],
    ["update_time", isoUtc(sql`${contacts.update_time}`)],
  ]);
}

// The address book is the page most often opened: its list is one statement answering the page's
// JSON text, prepared once per filter shape (with or without a type, with or without a keyword)
// and language, its values bound when it runs. The total counts the owner's matches through the
// (owner_id, id) index.
function listQueryOf(byType: boolean, byKeyword: boolean, lang: Lang) {
  return preparedPerDb((db: Db) => {
    const where = and(
      eq(contacts.owner_id, sql.placeholder("owner_id")),
      byType ? eq(contacts.type, sql.placeholder("type")) : undefined,
      byKeyword ? keywordPlaceholderMatch(KEYWORD_COLUMNS) : undefined,
    );
    const rows = sql`select ${contactFields(lang)} from ${contacts} where ${where}
      order by ${contacts.id} desc limit ${sql.placeholder("limit")} offset ${sql.placeholder("offset")}`;
    const total = sql`select count(*) from ${contacts} where ${where}`;
    return pageText(db, rows, sql`"row"."id" desc`, total).prepare(`list_contacts_${Number(byType)}${Number(byKeyword)}_${lang}`);
  });
}
const LIST_QUERIES = new Map(
  [false, true].flatMap((byType) =>
    [false, true].flatMap((byKeyword) =>
      LANGS.map((lang) => [`${byType}|${byKeyword}|${lang}`, listQueryOf(byType, byKeyword, lang)] as const),
    ),
  ),
);

/** One owner's contacts, newest first (served by the (owner_id, id) index), and how many match: the page's JSON text. */
export async function listContacts(db: Db, ownerId: number, filter: ContactFilter, lang: Lang): Promise<string> {
  const keyword = filter.keyword?.trim();
  const query = LIST_QUERIES.get(`${filter.type !== undefined}|${!!keyword}|${lang}`);
  if (!query) throw new Error("no prepared contact list for this shape");
  const [{ text }] = await query(db).execute({
    owner_id: ownerId,
    type: filter.type,
    keyword_pattern: keyword ? containsPattern(keyword) : undefined,
    offset: filter.offset,
    limit: filter.limit,
  });
  return text;
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
const exportWhere = (ownerId: number, filter: ContactExportFilter) =>
  and(
    eq(contacts.owner_id, ownerId),
    filter.type === undefined ? undefined : eq(contacts.type, filter.type),
    keywordMatch(KEYWORD_COLUMNS, filter.keyword),
  );

/** How many of the owner's contacts the filter selects (the export's rows), and the highest id of them. */
export async function countContactsFor(db: Db, ownerId: number, filter: ContactExportFilter) {
  const [row] = await db
    .select({ n: count(), last: sql<number | null>`max(${contacts.id})` })
    .from(contacts)
    .where(exportWhere(ownerId, filter));
  return { count: row?.n ?? 0, lastId: Number(row?.last ?? 0) };
}

/**
 * A batch of the owner's contacts for the export, newest first, below `beforeId` (keyset paging:
 * each batch is read from the (owner_id, id) index where the last one stopped), with the country's
 * code and names.
 */
export function listContactsBatch(db: Db, ownerId: number, filter: ContactExportFilter, beforeId: number, limit: number) {
  return db
    .select({
      ...getTableColumns(contacts),
      country_code: countries.code,
      country_name_cn: countries.name_cn,
      country_name_en: countries.name_en,
    })
    .from(contacts)
    .leftJoin(countries, eq(countries.id, contacts.country_id))
    .where(and(exportWhere(ownerId, filter), lt(contacts.id, beforeId)))
    .orderBy(desc(contacts.id))
    .limit(limit);
}

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
    .where(eq(countries.status, REFERENCE_STATUS.ENABLED));
}
