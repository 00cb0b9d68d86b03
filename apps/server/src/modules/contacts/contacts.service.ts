import { type Contact, type ContactView, DICTIONARIES, type Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { fieldError, notFound } from "../../lib/app-error";
import { offsetOf } from "../../lib/pagination";
import { findListedCountry } from "../reference/countries.service";
import {
  type ContactRow,
  type ContactWithCountry,
  deleteOwnedContacts,
  findContact,
  insertContact,
  listContacts,
  updateContact,
} from "./contacts.repository";

export interface ContactListQuery {
  page: number;
  size: number;
  keyword?: string;
  type?: number;
}

interface CountryNames {
  name_cn: string;
  name_en: string;
}

function typeName(type: number, lang: Lang): string {
  const entry = DICTIONARIES.contact_type.find((item) => item.value === type);
  if (!entry) return "";
  return lang === "cn" ? entry.name_cn : entry.name_en;
}

/** Contact / party, with the type and country named in the caller's language. */
function presentContact(row: ContactRow, country: CountryNames | null, lang: Lang): ContactView {
  return {
    id: row.id,
    type: row.type as ContactView["type"], // the column holds 1–4 only (the shared schema checks on write)
    type_name: typeName(row.type, lang),
    company1: row.company1,
    company2: row.company2,
    linkman: row.linkman,
    phone: row.phone,
    email: row.email,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    province: row.province,
    country_id: row.country_id,
    country_name: country ? (lang === "cn" ? country.name_cn : country.name_en) : "",
    zip_code: row.zip_code,
    e_code: row.e_code,
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
  };
}

function presentJoined(row: ContactWithCountry, lang: Lang): ContactView {
  const country =
    row.country_name_cn !== null && row.country_name_en !== null
      ? { name_cn: row.country_name_cn, name_en: row.country_name_en }
      : null;
  return presentContact(row, country, lang);
}

/** The contact form's country must be one the country list offers. */
async function requireCountry(db: Db, id: number, lang: Lang): Promise<CountryNames> {
  const country = await findListedCountry(db, id);
  if (!country) throw fieldError("country_id", "v.unknown_country", lang);
  return country;
}

/** GET /customer/contact: the page's JSON text (contactViewSchema's rows), written by the database. */
export function listOwnContacts(db: Db, ownerId: number, query: ContactListQuery, lang: Lang): Promise<string> {
  const filter = {
    keyword: query.keyword || undefined,
    type: query.type,
    offset: offsetOf(query.page, query.size),
    limit: query.size,
  };
  return listContacts(db, ownerId, filter, lang);
}

export async function getOwnContact(db: Db, ownerId: number, id: number, lang: Lang): Promise<ContactView> {
  const row = await findContact(db, ownerId, id);
  // someone else's record is a 404, exactly like a missing one
  if (!row) throw notFound();
  return presentJoined(row, lang);
}

export async function createOwnContact(db: Db, ownerId: number, body: Contact, lang: Lang): Promise<ContactView> {
  const country = await requireCountry(db, body.country_id, lang);
  const row = await insertContact(db, ownerId, body);
  return presentContact(row, country, lang);
}

export async function updateOwnContact(db: Db, ownerId: number, id: number, body: Contact, lang: Lang): Promise<ContactView> {
  const country = await requireCountry(db, body.country_id, lang);
  const row = await updateContact(db, ownerId, id, body);
  if (!row) throw notFound();
  return presentContact(row, country, lang);
}

/** Batch delete (DELETE /customer/contact): all of the ids or none of them. */
export async function deleteOwnContacts(db: Db, ownerId: number, ids: readonly number[]): Promise<{ deleted: number }> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const deleted = await deleteOwnedContacts(tx, ownerId, wanted);
    // one id that is not the caller's (or does not exist) rolls the whole batch back
    if (deleted.length !== wanted.length) throw notFound();
    return { deleted: deleted.length };
  });
}
