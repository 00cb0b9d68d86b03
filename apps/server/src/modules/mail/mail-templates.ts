import {
  type BillComment,
  CUT_OFF_NAMES,
  fieldLabel,
  isCutOffCode,
  type Lang,
  type OrderAction,
  redlineTarget,
} from "@haiyun/shared";

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
  /** the cut-offs as local times at the port of loading, and that zone's city in the reader's language */
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

// One headline per action of the transition table (packages/shared order-transitions.ts), typed so
// that a new action fails the type check until it says what its mail reads — or null: a draft
// saved or deleted by its owner sends nothing.
const ORDER_HEADLINES: Record<OrderAction, { cn: string; en: string } | null> = {
  save: null,
  delete: null,
  submit: {
    cn: "我们已收到您的订舱 {no}，操作部将尽快向船公司订舱。",
    en: "We received your booking {no}; operations will book it with the carrier shortly.",
  },
  cancel: { cn: "您的订舱 {no} 已取消。", en: "Your booking {no} was cancelled." },
  confirm_booking: {
    cn: "您的订舱 {no} 已确认，请在截止时间前补充提单信息。",
    en: "Your booking {no} is confirmed; please send the shipping instructions before the cut-off.",
  },
  reject_booking: { cn: "很抱歉，您的订舱 {no} 未能确认。", en: "We are sorry: your booking {no} could not be confirmed." },
  supply_save: { cn: "订单 {no} 的补料信息已保存。", en: "The shipping instructions of {no} were saved." },
  supply_submit: { cn: "我们已收到订单 {no} 的补料信息。", en: "We received the shipping instructions of {no}." },
  publish_bill: { cn: "订单 {no} 的提单草稿已发布，请确认。", en: "The draft bill of lading of {no} is ready for your check." },
  bill_pass: { cn: "您已确认订单 {no} 的提单。", en: "You approved the bill of lading of {no}." },
  bill_fail: { cn: "您已退回订单 {no} 的提单草稿。", en: "You returned the draft bill of lading of {no}." },
  pay: { cn: "我们已收到订单 {no} 的付款水单。", en: "We received the payment receipt of {no}." },
  reject_payment: {
    cn: "订单 {no} 的付款未能确认，请重新上传水单。",
    en: "The payment of {no} could not be confirmed; please upload the receipt again.",
  },
  issue_invoice: {
    cn: "订单 {no} 的发票已开具，请上传电放保函。",
    en: "The invoice of {no} was issued; please upload the telex release guarantee.",
  },
  telex: { cn: "我们已收到订单 {no} 的电放保函。", en: "We received the telex release guarantee of {no}." },
  release: { cn: "订单 {no} 已电放，订单完成。", en: "{no} was released by telex: the order is complete." },
  cancel_by_ops: { cn: "您的订单 {no} 已被操作部取消。", en: "Your order {no} was cancelled by operations." },
  amend_si: {
    cn: "操作部已代您修改订单 {no} 的补料信息（补料提交后修改需收取改单费）。",
    en: "Operations amended the shipping instructions of {no} for you (changes after submission incur a change fee).",
  },
  // Entries of each feature go directly under its marker (parallel work lands without collisions).
  // -- booking updates and amendments --
  update_booking: { cn: "我们已收到您对订舱 {no} 的更新。", en: "We received your update of booking {no}." },
  request_update: {
    cn: "操作部请您更新订舱 {no}，请查看标注的字段并重新提交。",
    en: "Operations ask you to update booking {no}: please check the fields they marked and submit it again.",
  },
  request_amendment: {
    cn: "我们已收到您对订舱 {no} 的修改申请，操作部将尽快处理。",
    en: "We received your amendment request for booking {no}; operations will decide shortly.",
  },
  accept_amendment: {
    cn: "您对订舱 {no} 的修改申请已接受，修改后的订舱已生效。",
    en: "Your amendment of booking {no} was accepted: the amended booking now applies.",
  },
  decline_amendment: {
    cn: "您对订舱 {no} 的修改申请未被接受，订舱保持不变。",
    en: "Your amendment of booking {no} was declined: the booking stays as it was.",
  },
  update_confirmation: {
    cn: "操作部已更新订舱 {no} 的船期（船名航次、开船/到港日期或截止时间），请查看最新信息。",
    en: "Operations updated the sailing of booking {no} (vessel and voyage, ETD/ETA or cut-offs): please check the new details.",
  },

  // -- cancellation requests --
  request_cancellation: {
    cn: "我们已收到您取消订单 {no} 的申请，操作部确认前订单照常进行。",
    en: "We received your request to cancel {no}; the order goes on until operations decide.",
  },
  accept_cancellation: {
    cn: "您取消订单 {no} 的申请已获同意，订单已取消。",
    en: "Your request to cancel {no} was accepted: the order is cancelled.",
  },
  decline_cancellation: {
    cn: "您取消订单 {no} 的申请未获同意，订单继续进行。",
    en: "Your request to cancel {no} was declined: the order goes on.",
  },

  // -- shipping-instruction revisions --
  revise_si: {
    cn: "我们已收到订单 {no} 的补料修改申请，操作部处理前当前补料保持有效。",
    en: "We received your shipping-instruction revision of {no}; the current instruction stands until operations decide.",
  },
  accept_revision: {
    cn: "操作部已接受订单 {no} 的补料修改，修改后的补料已生效（如已发布提单草稿，将重新出具）。",
    en: "Operations accepted the shipping-instruction revision of {no}: it is now the instruction (a published bill draft will be issued again).",
  },
  decline_revision: {
    cn: "操作部未接受订单 {no} 的补料修改，原补料保持不变。",
    en: "Operations declined the shipping-instruction revision of {no}; the instruction stays as it was.",
  },
};

/** The line an amount gets, by action (an invoice, a change fee). */
const AMOUNT_LABEL: Record<string, { cn: string; en: string }> = {
  issue_invoice: { cn: "发票金额", en: "Invoice amount" },
  amend_si: { cn: "改单费", en: "Change fee" },
  request_cancellation: { cn: "取消费（如获同意）", en: "Cancellation fee (if accepted)" },
  accept_cancellation: { cn: "取消费", en: "Cancellation fee" },
  revise_si: { cn: "修改费", en: "Revision fee" },
  accept_revision: { cn: "修改费（已计入订单费用）", en: "Revision fee (charged on the order)" },
};

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
