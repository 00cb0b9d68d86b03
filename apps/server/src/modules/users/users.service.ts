import { emailSchema, type Lang, LIMITS, ROLES, type Role, translate } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { AppError, fieldError } from "../../lib/app-error";
import { hashPassword, isAcceptablePassword } from "./passwords";
import { findUserByUsername } from "./users.repository";

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

/** One way in for every account: the CLI, the demo seed and (later) registration. */
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
  if (await findUserByUsername(db, email.data)) throw new AppError("USER_EMAIL_TAKEN", { status: 409 });
  const password_hash = await hashPassword(input.password);
  const linkman = input.linkman ?? "";
  const [row] = await db
    .insert(users)
    .values({
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
    })
    .onConflictDoNothing()
    .returning();
  // a concurrent insert of the same e-mail lost the race on the unique index
  if (!row) throw new AppError("USER_EMAIL_TAKEN", { status: 409 });
  return row;
}
