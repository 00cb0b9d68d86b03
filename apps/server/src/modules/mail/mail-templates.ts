import type { Lang } from "@haiyun/shared";

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

export function contactUsMail(lang: Lang, from: { name: string; email: string }, subject: string, content: string): MailContent {
  return lang === "cn"
    ? compose(`[网站留言] ${subject}`, [`来自：${from.name} <${from.email}>`, content], SIGNATURE.cn)
    : compose(`[Contact form] ${subject}`, [`From: ${from.name} <${from.email}>`, content], SIGNATURE.en);
}
