import {
  changePasswordSchema,
  emailSchema,
  type Lang,
  LIMITS,
  type ProfileBody,
  ROLES,
  type Role,
  translate,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/validation";
import { inAccountTransaction, revokeOtherSessions } from "../auth/auth.service";
import { assertNotCommon, passwordMin } from "../auth/password-policy";
import { hashPassword, isAcceptablePassword, verifyPassword } from "../auth/passwords";
import { fileLinks, findOwnedFile } from "../files/files.service";
import { enqueueMail } from "../mail/mail.service";
import { passwordChangedMail } from "../mail/mail-templates";
import { countryExists, countryName } from "../reference/countries.service";
import { ConfigService } from "../system/config.service";
import { profileColumns } from "./profile-columns";
import { toUserInfo } from "./user-info";
import {
  type AccountRow,
  findUserById,
  findUserByUsername,
  insertUser,
  setPasswordHash,
  updateUserProfile,
} from "./users.repository";

export { findUserById, findUserByUsername, recordLogin } from "./users.repository";

export interface NewUser {
  username: string;
  password: string;
  roles: Role[];
  linkman?: string;
  company1?: string;
  company2?: string;
  phone?: string;
  city?: string;
  address1?: string;
  country_id?: number | null;
}

/** One way in for every account: the CLI, the demo seed and the test helpers. */
export async function createUser(db: Db, input: NewUser, lang: Lang = "en", minPassword: number = LIMITS.PASSWORD_DEFAULT_MIN) {
  const email = emailSchema.safeParse(input.username);
  if (!email.success) throw fieldError("username", "v.email", lang);
  if (!isAcceptablePassword(input.password, minPassword)) {
    throw new AppError("USER_PASSWORD_WEAK", {
      params: { min: minPassword },
      errors: [{ field: "password", message: translate("USER_PASSWORD_WEAK", lang, { min: minPassword }) ?? "" }],
    });
  }
  const unknownRole = input.roles.find((r) => !(ROLES as string[]).includes(r));
  if (unknownRole || input.roles.length === 0) throw fieldError("role", "v.enum", lang, { options: ROLES.join(", ") });
  if (await findUserByUsername(db, email.data)) throw new AppError("USER_EMAIL_TAKEN");
  const password_hash = await hashPassword(input.password);
  const linkman = input.linkman ?? "";
  const row = await insertUser(db, {
    username: email.data,
    password_hash,
    roles: input.roles,
    linkman,
    first_name: linkman,
    company1: input.company1 ?? "",
    company2: input.company2 ?? "",
    phone: input.phone ?? "",
    city: input.city ?? "",
    address1: input.address1 ?? "",
    country_id: input.country_id ?? null,
  });
  // a concurrent insert of the same e-mail lost the race on the unique index
  if (!row) throw new AppError("USER_EMAIL_TAKEN");
  return row;
}

/** GET /userinfo: the profile fields plus the authorities the web's guards read. */
export async function presentUser(db: Db, user: AccountRow, lang: Lang) {
  const [links, country] = await Promise.all([
    fileLinks(db, [user.logo, user.license]),
    user.country_id ? countryName(db, user.country_id, lang) : "",
  ]);
  return toUserInfo(user, {
    countryName: country,
    logoUrl: user.logo ? (links.get(user.logo) ?? "") : "",
    licenseUrl: user.license ? (links.get(user.license) ?? "") : "",
  });
}

/** The signed-in user's profile, from the row read with the session on this request. */
export function getUserInfo(db: Db, account: AccountRow, lang: Lang) {
  return presentUser(db, account, lang);
}

async function assertFileOwned(db: Db, userId: number, field: "logo" | "license", id: number | null | undefined, lang: Lang) {
  if (!id) return;
  const file = await findOwnedFile(db, id, userId, field);
  if (!file) throw fieldError(field, "v.invalid", lang);
}

export async function updateProfile(db: Db, userId: number, sessionId: number, body: ProfileBody, lang: Lang) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  if (!(await countryExists(db, body.country_id))) throw fieldError("country_id", "v.invalid", lang);
  await assertFileOwned(db, userId, "logo", body.logo, lang);
  await assertFileOwned(db, userId, "license", body.license, lang);
  const saveFields = (tx: Db) =>
    updateUserProfile(tx, userId, {
      ...profileColumns(body),
      profile: body.profile,
      ...(body.logo !== undefined ? { logo: body.logo } : {}),
      ...(body.license !== undefined ? { license: body.license } : {}),
    });
  // a blank password keeps the current one; a new one goes the security
  // tab's way (current password, password_min, sessions, notice), the fields in its transaction
  if (body.password?.trim()) {
    await changePassword(db, userId, sessionId, body.current_password ?? "", body.password, lang, saveFields);
  } else {
    await saveFields(db);
  }
  const updated = await findUserById(db, userId);
  if (!updated) throw notFound();
  return presentUser(db, updated, lang);
}

/**
 * The one way a signed-in user changes their password, from the security tab and
 * from the profile save alike: the current password, the config's password_min,
 * no common password; then every other session ends and the owner is told by mail. `alongside`
 * writes in the same transaction (the profile fields), so a refused change saves nothing at all.
 */
export async function changePassword(
  db: Db,
  userId: number,
  sessionId: number,
  current: string,
  next: string,
  lang: Lang,
  alongside?: (tx: Db) => Promise<unknown>,
) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound();
  // read here, not handed in, so neither caller can forget the minimum in force
  const config = await new ConfigService(db).get();
  parseOrThrow(changePasswordSchema(passwordMin(config)), { current_password: current, password: next }, lang);
  if (!(await verifyPassword(user.password_hash, current))) {
    throw new AppError("AUTH_PASSWORD_WRONG", {
      errors: [{ field: "current_password", message: translate("AUTH_PASSWORD_WRONG", lang) ?? "" }],
    });
  }
  assertNotCommon(next, lang);
  const passwordHash = await hashPassword(next);
  await inAccountTransaction(db, userId, async (tx) => {
    await alongside?.(tx);
    await setPasswordHash(tx, userId, passwordHash);
    await revokeOtherSessions(tx, userId, sessionId);
    const mailLang = (user.lang === "en" ? "en" : "cn") as Lang;
    await enqueueMail(tx, { to: user.username, lang: mailLang, kind: "password_changed", ...passwordChangedMail(mailLang) });
  });
}
