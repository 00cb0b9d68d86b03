import { authoritiesOf, type Lang, type ProfileBody } from "@haiyun/shared";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, files, type UserRow, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/app-error";
import { changePassword } from "../account/account.service";
import { findUserById } from "../auth/users.repository";
import { fileUrl, findOwnedFile } from "../files/files.service";
import { profileColumns } from "./profile-columns";

const joinIds = (ids: number[]) => ids.join(",");

async function fileLinks(db: Db, ids: (number | null)[]) {
  const present = ids.filter((id): id is number => id !== null);
  if (present.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: files.id, token: files.token }).from(files).where(inArray(files.id, present));
  return new Map(rows.map((row) => [row.id, fileUrl(row)]));
}

/** GET /userinfo: the profile fields of spec §3 plus the authorities the web's guards read. */
export async function presentUser(db: Db, user: UserRow, lang: Lang) {
  const [country] = user.country_id ? await db.select().from(countries).where(eq(countries.id, user.country_id)).limit(1) : [];
  const links = await fileLinks(db, [user.logo, user.license]);
  const logoUrl = user.logo ? (links.get(user.logo) ?? "") : "";
  const licenseUrl = user.license ? (links.get(user.license) ?? "") : "";
  return {
    id: user.id,
    username: user.username,
    roles: user.roles,
    authorities: authoritiesOf(user.roles),
    linkman: user.linkman,
    first_name: user.first_name,
    phone: user.phone,
    company1: user.company1,
    company2: user.company2,
    address1: user.address1,
    address2: user.address2,
    city: user.city,
    province: user.province,
    country_id: user.country_id,
    country_name: country ? (lang === "cn" ? country.name_cn : country.name_en) : "",
    zip_code: user.zip_code,
    credit_no: user.credit_no,
    profile: user.profile,
    logo: user.logo,
    license: user.license,
    // the browser scales the picture; one stored image serves as its own thumbnail
    logo_url: logoUrl,
    logo_thumb: logoUrl,
    license_url: licenseUrl,
    license_thumb: licenseUrl,
    industries: joinIds(user.industries),
    businesses: joinIds(user.businesses),
    routes: joinIds(user.routes),
    ports: joinIds(user.ports),
    lang: user.lang,
    last_login_at: user.last_login_at?.toISOString() ?? null,
    last_login_ip: user.last_login_ip ?? "",
    create_time: user.create_time.toISOString(),
  };
}

async function assertFileOwned(db: Db, userId: number, field: "logo" | "license", id: number | null | undefined, lang: Lang) {
  if (!id) return;
  const file = await findOwnedFile(db, id, userId, field);
  if (!file) throw fieldError(field, "v.invalid", lang);
}

async function assertCountry(db: Db, id: number, lang: Lang) {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1);
  if (!row) throw fieldError("country_id", "v.invalid", lang);
}

export async function updateProfile(db: Db, userId: number, sessionId: number, body: ProfileBody, lang: Lang) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  await assertCountry(db, body.country_id, lang);
  await assertFileOwned(db, userId, "logo", body.logo, lang);
  await assertFileOwned(db, userId, "license", body.license, lang);
  const saveFields = (tx: Db) =>
    tx
      .update(users)
      .set({
        ...profileColumns(body),
        profile: body.profile,
        ...(body.logo !== undefined ? { logo: body.logo } : {}),
        ...(body.license !== undefined ? { license: body.license } : {}),
        update_time: sql`now()`,
      })
      .where(eq(users.id, userId));
  // spec §7: a blank password keeps the current one; issue 7, item 4: a new one goes the security
  // tab's way (current password, password_min, sessions, notice), the fields in its transaction
  if (body.password?.trim()) {
    await changePassword(db, userId, sessionId, body.current_password ?? "", body.password, lang, saveFields);
  } else {
    await saveFields(db);
  }
  const updated = await findUserById(db, userId);
  return presentUser(db, updated!, lang);
}
