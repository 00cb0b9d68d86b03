import { type Lang, ROLE, registrationSchema, translate } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countries, users } from "../../db/schema";
import { AppError, fieldError } from "../../lib/app-error";
import type { MultipartForm } from "../../lib/multipart";
import { parseOrThrow } from "../../lib/validation";
import { assertNotCommon } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import { findUserByUsername } from "../auth/users.repository";
import type { FileStore } from "../files/file-store";
import { storeFile } from "../files/files.service";
import { welcomeMail } from "../mail/mail-templates";
import { enqueueMail } from "../mail/outbox.repository";
import type { SystemConfig } from "../system/config.service";
import { profileColumns } from "../userinfo/profile-columns";

// spec §3/§7: in mode 1 an empty company profile is saved with a default text
export const DEFAULT_PROFILE = { cn: "该公司暂未填写简介。", en: "This company has not written a profile yet." };

const emailTaken = (lang: Lang) =>
  new AppError("USER_EMAIL_TAKEN", {
    status: 409,
    errors: [{ field: "username", message: translate("USER_EMAIL_TAKEN", lang) ?? "" }],
  });

export interface RegistrationContext {
  config: SystemConfig;
  passwordMin: number;
  lang: Lang;
  publicUrl: string;
  fileStore: FileStore;
}

/** The text parts registration takes; the images `logo` and `license` travel beside them. */
export const REGISTRATION_FIELDS = registrationSchema().keyof().options;

/** spec §5 "Registration": a new shipper account, its images, and a welcome mail — all or nothing. */
export async function register(db: Db, form: MultipartForm, ctx: RegistrationContext) {
  const body = parseOrThrow(registrationSchema(ctx.passwordMin), form.fields, ctx.lang);
  assertNotCommon(body.password, ctx.lang);
  if (await findUserByUsername(db, body.username)) {
    throw emailTaken(ctx.lang);
  }
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, body.country_id));
  if (!country) throw fieldError("country_id", "v.invalid", ctx.lang);
  const isExtended = ctx.config.app_mode === "2";
  const profile = body.profile || (isExtended ? "" : DEFAULT_PROFILE[ctx.lang]);
  const password_hash = await hashPassword(body.password);

  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: body.username,
        password_hash,
        roles: [ROLE.SHIPPER],
        lang: ctx.lang,
        ...profileColumns(body),
        profile,
      })
      .onConflictDoNothing()
      .returning();
    // the unique index decides a race between two registrations of one e-mail
    if (!user) throw emailTaken(ctx.lang);
    const images: { logo?: number; license?: number } = {};
    for (const kind of ["logo", "license"] as const) {
      const file = form.files[kind];
      if (file) images[kind] = (await storeFile(tx as unknown as Db, user.id, kind, file.name, file.buffer, ctx.fileStore)).id;
    }
    if (images.logo || images.license) await tx.update(users).set(images).where(eq(users.id, user.id));
    await enqueueMail(tx, {
      to: user.username,
      lang: ctx.lang,
      kind: "welcome",
      ...welcomeMail(ctx.lang, user.linkman, `${ctx.publicUrl}/login`),
    });
    return { id: user.id, username: user.username };
  });
}
