import { type Lang, ROLE, registrationSchema, translate } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, fieldError } from "../../lib/app-error";
import type { MultipartForm } from "../../lib/multipart";
import { parseOrThrow } from "../../lib/validation";
import { assertNotCommon } from "../auth/password-policy";
import { hashPassword } from "../auth/passwords";
import type { FileStore } from "../files/file-store";
import { storeFile } from "../files/files.service";
import { enqueueMail } from "../mail/mail.service";
import { welcomeMail } from "../mail/mail-templates";
import { countryExists } from "../reference/countries.service";
import type { SystemConfig } from "../system/config.service";
import { profileColumns } from "./profile-columns";
import { findUserByUsername, insertUser, setUserImages } from "./users.repository";

// In mode 1 an empty company profile is saved with a default text
export const DEFAULT_PROFILE = { cn: "该公司暂未填写简介。", en: "This company has not written a profile yet." };

const emailTaken = (lang: Lang) =>
  new AppError("USER_EMAIL_TAKEN", { errors: [{ field: "username", message: translate("USER_EMAIL_TAKEN", lang) ?? "" }] });

export interface RegistrationContext {
  config: SystemConfig;
  passwordMin: number;
  lang: Lang;
  publicUrl: string;
  fileStore: FileStore;
}

/** The text parts registration takes; the images `logo` and `license` travel beside them. */
export const REGISTRATION_FIELDS = registrationSchema().keyof().options;

/** A new shipper account, its images, and a welcome mail — all or nothing. */
export async function register(db: Db, form: MultipartForm, ctx: RegistrationContext) {
  const body = parseOrThrow(registrationSchema(ctx.passwordMin), form.fields, ctx.lang);
  assertNotCommon(body.password, ctx.lang);
  if (await findUserByUsername(db, body.username)) {
    throw emailTaken(ctx.lang);
  }
  if (!(await countryExists(db, body.country_id))) throw fieldError("country_id", "v.invalid", ctx.lang);
  const isExtended = ctx.config.app_mode === "2";
  const profile = body.profile || (isExtended ? "" : DEFAULT_PROFILE[ctx.lang]);
  const password_hash = await hashPassword(body.password);

  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: body.username,
      password_hash,
      roles: [ROLE.SHIPPER],
      lang: ctx.lang,
      ...profileColumns(body),
      profile,
    });
    // the unique index decides a race between two registrations of one e-mail
    if (!user) throw emailTaken(ctx.lang);
    const images: { logo?: number; license?: number } = {};
    for (const kind of ["logo", "license"] as const) {
      const file = form.files[kind];
      if (file) images[kind] = (await storeFile(tx, user.id, kind, file, ctx.fileStore)).id;
    }
    if (images.logo || images.license) await setUserImages(tx, user.id, images);
    await enqueueMail(tx, {
      to: user.username,
      lang: ctx.lang,
      kind: "welcome",
      ...welcomeMail(ctx.lang, user.linkman, `${ctx.publicUrl}/login`),
    });
    return { id: user.id, username: user.username };
  });
}
