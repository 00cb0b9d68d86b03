import type { LocaleShape } from "../zh-CN";

export const forgot: LocaleShape["forgot"] = {
  title: "Reset your password",
  steps: { email: "Verify e-mail", reset: "New password" },
  intro: "Enter the e-mail you registered with and we will send a 6-digit verification code to it.",
  fields: { username: "E-mail", vcode: "Verification code", password: "New password", confirm: "Confirm new password" },
  usernamePlaceholder: "Your registered e-mail",
  vcodePlaceholder: "6 digits",
  sendCode: "Send code",
  resend: "Send again",
  resendIn: "Send again in {{seconds}} s",
  codeSent: "If {{email}} is registered, a verification code is on its way to it.",
  sendFailed: "Failed to send the verification code",
  changeEmail: "Use another e-mail",
  passwordHint: "At least {{min}} characters; avoid common passwords",
  submit: "Reset password",
  failed: "Failed to reset the password",
  backToLogin: "Back to sign-in",
};
