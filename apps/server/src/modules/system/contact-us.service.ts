import type { Lang } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { enqueueMail } from "../mail/mail.service";
import { contactUsMail } from "../mail/mail-templates";
import { insertContactMessage } from "./contact-messages.repository";

export interface ContactUsInput {
  email: string;
  name: string;
  subject: string;
  content: string;
}

/** POST /system/contact_us: kept, and mailed to web_contact_email when one is set. */
export async function submitContactUs(db: Db, input: ContactUsInput, recipient: string, lang: Lang, ip: string) {
  await db.transaction(async (tx) => {
    await insertContactMessage(tx, { ...input, lang, ip });
    if (recipient) {
      // the site's team reads Chinese first (the fallback language); the sender is the reply address
      await enqueueMail(tx, {
        to: recipient,
        reply_to: input.email,
        lang: "cn",
        kind: "contact_us",
        ...contactUsMail("cn", { name: input.name, email: input.email }, input.subject, input.content),
      });
    }
  });
}
