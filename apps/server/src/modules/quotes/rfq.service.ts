import { businessToday, type Lang, normaliseLang, type Rfq, type RfqView, translate } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { AppError, type FieldError, notFound } from "../../lib/app-error";
import { offsetOf } from "../../lib/pagination";
import { enqueueMail } from "../mail/mail.service";
import { type RfqMailFacts, rfqMail } from "../mail/mail-templates";
import { findQuote, type QuoteRow } from "./quotes.repository";
import { findRecipient, insertRfq, listReceived } from "./rfq.repository";

// POST /system/send_rfq: the request is kept and mailed to the quote's
// forwarder (or to web_contact_email) in the recipient's language, with a copy to the requester,
// in one transaction with the mails' outbox rows.

type Names = { name_cn: string | null; name_en: string | null } | null;
const nameOf = (names: Names, lang: Lang) => (names ? ((lang === "cn" ? names.name_cn : names.name_en) ?? "") : "");

export interface Requester {
  id: number;
  username: string;
  lang: string;
  company1: string;
  company2: string;
  linkman: string;
  phone: string;
}

/** The payload's route and carrier must be the quote's, its forwarder (when named) the quote's owner. */
function checkAgainstQuote(body: Rfq, quote: QuoteRow, lang: Lang) {
  const wrong: FieldError[] = [];
  const refuse = (field: string) => wrong.push({ field, message: translate("v.invalid", lang) ?? "v.invalid" });
  if (body.pol !== quote.pol_id) refuse("pol");
  if (body.pod !== quote.pod_id) refuse("pod");
  if (body.to !== quote.to_id) refuse("to");
  if (body.carrier !== quote.carrier_id) refuse("carrier");
  if (body.forwarder !== null && body.forwarder !== quote.owner_id) refuse("forwarder");
  if (wrong.length > 0) throw new AppError("VALIDATION_FAILED", { errors: wrong });
}

function factsOf(body: Rfq, quote: QuoteRow, requester: Requester, lang: Lang): RfqMailFacts {
  return {
    requester: {
      company: (lang === "cn" && requester.company2) || requester.company1,
      linkman: requester.linkman,
      email: requester.username,
      phone: requester.phone,
    },
    carrier: nameOf(quote.carrier, lang),
    pol: nameOf(quote.pol, lang),
    pod: nameOf(quote.pod, lang),
    to: nameOf(quote.to, lang),
    readyDate: body.ready_date,
    bookingSpace: body.booking_space,
    targetRate: body.target_rate,
    potentialVol: body.potential_vol,
    sales: body.sales,
    description: body.description,
    rateId: quote.id,
  };
}

export async function sendRfq(
  db: Db,
  requester: Requester,
  body: Rfq,
  contactEmail: string,
  lang: Lang,
): Promise<{ id: number }> {
  const quote = await findQuote(db, body.rate, businessToday());
  // a quote no longer live (or never one) is the same 404 as a missing id
  if (!quote) throw notFound();
  checkAgainstQuote(body, quote, lang);
  const forwarder = await findRecipient(db, quote.owner_id);
  const to = forwarder
    ? { email: forwarder.email, lang: normaliseLang(forwarder.lang) }
    : { email: contactEmail, lang: "cn" as Lang };
  const copyLang = normaliseLang(requester.lang);
  return db.transaction(async (tx) => {
    const id = await insertRfq(tx, {
      requester_id: requester.id,
      forwarder_id: forwarder ? quote.owner_id : null,
      rate_id: quote.id,
      pol_id: quote.pol_id,
      pod_id: quote.pod_id,
      to_id: quote.to_id,
      carrier_id: quote.carrier_id,
      ready_date: body.ready_date,
      description: body.description,
      booking_space: body.booking_space,
      target_rate: body.target_rate,
      potential_vol: body.potential_vol,
      sales: body.sales,
    });
    if (to.email) {
      await enqueueMail(tx, {
        to: to.email,
        reply_to: requester.username,
        lang: to.lang,
        kind: "rfq",
        ...rfqMail(to.lang, factsOf(body, quote, requester, to.lang), false),
      });
    }
    await enqueueMail(tx, {
      to: requester.username,
      lang: copyLang,
      kind: "rfq_copy",
      ...rfqMail(copyLang, factsOf(body, quote, requester, copyLang), true),
    });
    return { id };
  });
}

/** The RFQs a forwarder received (the /rate page's tab). */
export async function listReceivedRfqs(db: Db, forwarderId: number, query: { page: number; size: number }, lang: Lang) {
  const page = await listReceived(db, forwarderId, { offset: offsetOf(query.page, query.size), limit: query.size });
  const list: RfqView[] = page.rows.map((row) => ({
    id: row.id,
    rate_id: row.rate_id,
    requester_company: (lang === "cn" && row.requester.company2) || row.requester.company1,
    requester_linkman: row.requester.linkman,
    requester_email: row.requester.email,
    requester_phone: row.requester.phone,
    carrier_name: nameOf(row.carrier, lang),
    pol_name: nameOf(row.pol, lang),
    pod_name: nameOf(row.pod, lang),
    to_name: nameOf(row.to, lang),
    ready_date: row.ready_date,
    description: row.description,
    booking_space: row.booking_space,
    target_rate: row.target_rate,
    potential_vol: row.potential_vol,
    sales: row.sales,
    create_time: row.create_time.toISOString(),
  }));
  return { list, total: page.total };
}
