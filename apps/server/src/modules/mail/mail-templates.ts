import {
  type BillComment,
  CUT_OFF_NAMES,
  fieldLabel,
  isCutOffCode,
  type Lang,
  type OrderAction,
  redlineTarget,
} from "@haiyun/shared";
import { AMOUNT_LABEL, ORDER_HEADLINES } from "./order-headlines";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** One layout for every mail: the plain text is the source, the HTML a faithful copy of it. */
function compose(subject: string, paragraphs: string[], signature: string): MailContent {
  const text = `${paragraphs.join("\n\n")}\n\n-- \n${signature}\n`;
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");
  const html = `<!doctype html><html><body style="font-family:Arial,'PingFang SC','Microsoft YaHei',sans-serif;color:#222;line-height:1.6"><div style="max-width:560px;margin:0 auto;padding:24px">${body}<p style="color:#888;font-size:12px;border-top:1px solid #eee;padding-top:12px">${escapeHtml(signature)}</p></div></body></html>`;
  return { subject, text, html };
}

const cutOffName = (code: string, lang: Lang) => (isCutOffCode(code) ? CUT_OFF_NAMES[code][lang] : code);

const SIGNATURE = { cn: "海运订舱平台", en: "Haiyun Sea Freight" };

export function resetCodeMail(lang: Lang, code: string, minutes: number): MailContent {
  return lang === "cn"
    ? compose(
        `您的密码重置验证码：${code}`,
        [
          `您好，`,
          `您正在重置海运订舱平台的登录密码，验证码为：${code}`,
          `验证码 ${minutes} 分钟内有效，且只能使用一次。如果这不是您本人的操作，请忽略本邮件，您的密码不会改变。`,
        ],
        SIGNATURE.cn,
      )
    : compose(
        `Your password reset code: ${code}`,
        [
          `Hello,`,
          `Someone asked to reset the password of your Haiyun account. Your verification code is: ${code}`,
          `The code is valid for ${minutes} minutes and can be used once. If this was not you, ignore this mail: your password stays as it is.`,
        ],
        SIGNATURE.en,
      );
}

export function passwordChangedMail(lang: Lang): MailContent {
  return lang === "cn"
    ? compose(
        "您的密码已修改",
        [
          "您好，",
          "您的海运订舱平台账户密码刚刚被修改，其他设备上的登录已全部退出。",
          "如果这不是您本人的操作，请立即通过“忘记密码”重置密码并联系我们。",
        ],
        SIGNATURE.cn,
      )
    : compose(
        "Your password was changed",
        [
          "Hello,",
          "The password of your Haiyun account was just changed, and every other signed-in device was signed out.",
          "If this was not you, reset your password with “Forgot password” at once and contact us.",
        ],
        SIGNATURE.en,
      );
}

export function welcomeMail(lang: Lang, linkman: string, loginUrl: string): MailContent {
  return lang === "cn"
    ? compose("欢迎注册海运订舱平台", [`${linkman}，您好：`, "您的账户已创建，可以使用注册邮箱登录：", loginUrl], SIGNATURE.cn)
    : compose(
        "Welcome to Haiyun",
        [`Dear ${linkman},`, "Your account has been created. Sign in with the e-mail you registered:", loginUrl],
        SIGNATURE.en,
      );
}

/** An account an admin opened: the link sets its first password (the reset code flow, a longer-lived code). */
export function inviteMail(lang: Lang, linkman: string, link: string, code: string, hours: number): MailContent {
  return lang === "cn"
    ? compose(
        "您的海运订舱平台账户已开通",
        [
          `${linkman}，您好：`,
          "管理员已为您开通海运订舱平台账户，登录名为本邮箱。请打开以下链接设置密码：",
          link,
          `验证码：${code}，${hours} 小时内有效，且只能使用一次。`,
        ],
        SIGNATURE.cn,
      )
    : compose(
        "Your Haiyun account is ready",
        [
          `Dear ${linkman},`,
          "An administrator has opened a Haiyun account for you; you sign in with this e-mail address. Open this link to set your password:",
          link,
          `Verification code: ${code}, valid for ${hours} hours and usable once.`,
        ],
        SIGNATURE.en,
      );
}

export function contactUsMail(lang: Lang, from: { name: string; email: string }, subject: string, content: string): MailContent {
  return lang === "cn"
    ? compose(`[网站留言] ${subject}`, [`来自：${from.name} <${from.email}>`, content], SIGNATURE.cn)
    : compose(`[Contact form] ${subject}`, [`From: ${from.name} <${from.email}>`, content], SIGNATURE.en);
}

/** What an order mail tells besides its action (a transition that mails tells its owner). */
export interface OrderMailFacts {
  order_no: string;
  status_name: string;
  reason: string;
  /** an invoice's amount or a change fee, with its currency ("" when none) */
  amount: string;
  /** the bill-of-lading number, once operations published the bill */
  mbl_no: string;
  /** operations' confirmation, when there is one */
  so_no: string;
  vessel: string;
  voyage: string;
  etd: string | null;
  /** the cut-offs as local times at the port of loading with their offsets, and the port's name in the reader's language */
  cutoffs: { city: string; items: { code: string; at: string }[] } | null;
  link: string;
  /** the comments pinned to fields of a returned bill (bill_fail only) */
  comments?: readonly BillComment[];
}

/** A redline's field as the reader names it ("收货人 · 地址1", "Container row 2 · Seal number"). */
function redlineName(path: string, lang: Lang): string {
  const target = redlineTarget(path);
  if (!target) return path;
  if (target.kind === "order") return fieldLabel(target.field, lang);
  const party = fieldLabel(target.kind === "party" ? target.party : "", lang);
  const head =
    target.kind === "party"
      ? party.charAt(0).toUpperCase() + party.slice(1)
      : lang === "cn"
        ? `第 ${target.index + 1} 行集装箱`
        : `Container row ${target.index + 1}`;
  return target.field === null ? head : `${head} · ${fieldLabel(target.field, lang)}`;
}

export function hasOrderMail(action: OrderAction): boolean {
  return ORDER_HEADLINES[action] !== null;
}

/** The owner's mail of `action`; null for an action that mails nothing (its headline is null). */
export function orderMail(lang: Lang, action: OrderAction, facts: OrderMailFacts): MailContent | null {
  const headlines = ORDER_HEADLINES[action];
  if (!headlines) return null;
  const headline = headlines[lang].replace("{no}", facts.order_no);
  const cn = lang === "cn";
  const lines = [cn ? "您好，" : "Hello,", headline, cn ? `当前状态：${facts.status_name}` : `Status now: ${facts.status_name}`];
  if (facts.reason) lines.push(cn ? `原因：${facts.reason}` : `Reason: ${facts.reason}`);
  if (action === "bill_fail" && facts.comments?.length) {
    const items = facts.comments.map((comment) => `- ${redlineName(comment.field, lang)}: ${comment.text}`);
    lines.push([cn ? "批注：" : "Comments:", ...items].join("\n"));
  }
  const amountLabel = AMOUNT_LABEL[action];
  if (facts.amount && amountLabel) lines.push(`${amountLabel[lang]}${cn ? "：" : ": "}${facts.amount}`);
  if (facts.mbl_no && action === "publish_bill") lines.push(cn ? `提单号：${facts.mbl_no}` : `MBL number: ${facts.mbl_no}`);
  if (facts.so_no) {
    const sailing = `${facts.vessel} ${facts.voyage}`.trim();
    lines.push(
      cn
        ? `订舱号：${facts.so_no}\n船名航次：${sailing}\n开船日期：${facts.etd ?? ""}`
        : `SO number: ${facts.so_no}\nVessel / voyage: ${sailing}\nETD: ${facts.etd ?? ""}`,
    );
  }
  if (facts.cutoffs) {
    const { city, items } = facts.cutoffs;
    const named = items.map(({ code, at }) => `${cutOffName(code, lang)} ${at}`).join(cn ? "；" : "; ");
    lines.push(
      cn ? `截止时间（装货港当地时间，${city}）：${named}` : `Cut-offs (local time at the port of loading, ${city}): ${named}`,
    );
  }
  lines.push(facts.link);
  const subject = cn ? `订单 ${facts.order_no}：${facts.status_name}` : `Order ${facts.order_no}: ${facts.status_name}`;
  return compose(subject, lines, SIGNATURE[lang]);
}

/** What a request for quotation says names already in the reader's language. */
export interface RfqMailFacts {
  requester: { company: string; linkman: string; email: string; phone: string };
  carrier: string;
  pol: string;
  pod: string;
  to: string;
  readyDate: string;
  bookingSpace: string;
  targetRate: string;
  potentialVol: string;
  sales: string;
  description: string;
  rateId: number;
}

/** The RFQ as its recipient reads it, or — `copy` — as the requester keeps it. */
export function rfqMail(lang: Lang, facts: RfqMailFacts, copy: boolean): MailContent {
  const route = `${facts.pol} → ${facts.pod} → ${facts.to}`;
  const who =
    `${facts.requester.company} / ${facts.requester.linkman} <${facts.requester.email}> ${facts.requester.phone}`.trim();
  if (lang === "cn") {
    return compose(
      `${copy ? "[询价副本] " : "[询价] "}${facts.carrier} ${route}`,
      [
        copy ? "您的询价已发送，以下为副本：" : "您收到一条新的询价：",
        `询价人：${who}`,
        `报价编号：${facts.rateId}\n船公司：${facts.carrier}\n航线：${route}\n货好日期：${facts.readyDate}`,
        `订舱需求：${facts.bookingSpace}\n目标价：${facts.targetRate}\n潜在货量：${facts.potentialVol}\n销售：${facts.sales}`,
        `货物描述：\n${facts.description}`,
      ],
      SIGNATURE.cn,
    );
  }
  return compose(
    `${copy ? "[RFQ copy] " : "[RFQ] "}${facts.carrier} ${route}`,
    [
      copy ? "Your request for quotation has been sent; this is your copy:" : "You have received a request for quotation:",
      `From: ${who}`,
      `Quote no.: ${facts.rateId}\nCarrier: ${facts.carrier}\nRoute: ${route}\nCargo ready: ${facts.readyDate}`,
      `Booking space: ${facts.bookingSpace}\nTarget rate: ${facts.targetRate}\nPotential volume: ${facts.potentialVol}\nSales: ${facts.sales}`,
      `Description:\n${facts.description}`,
    ],
    SIGNATURE.en,
  );
}

/** A short notice to a customer (a cut-off reminder): its lines, a link, the signature. */
export function noticeMail(lang: Lang, subject: string, lines: string[], link: string): MailContent {
  return compose(subject, [lang === "cn" ? "您好，" : "Hello,", ...lines, link], SIGNATURE[lang]);
}
