import type { LocaleShape } from "../zh-CN";

export const register: LocaleShape["register"] = {
  title: "Create an account",
  subtitle: "Fill in the details below to open your member account",
  steps: { basic: "Basic information", business: "Business information", documents: "Documents" },
  sections: { account: "Sign-in details", company: "Company" },
  fields: { username: "Username (e-mail)", password: "Password", confirm: "Confirm password" },
  usernamePlaceholder: "The e-mail you will sign in with",
  passwordHint: "At least {{min}} characters; avoid common passwords",
  phonePlaceholder: "e.g. +8657488880000",
  documentsHint:
    "Company logo and business license are optional; jpg or png only, at most 2 MB. They are sent together with your registration.",
  pickImage: "Choose image",
  removeImage: "Remove {{name}}",
  agreePrefix: "I have read and agree to the",
  and: "and the",
  termsOfUse: "Terms of Use",
  privacyPolicy: "Privacy Policy",
  defaultTerms:
    "Welcome to the portal. By registering you confirm that the company and contact details you give are true and accurate, and you are responsible for the bookings, shipping instructions and bill approvals made under your account. Keep your password safe and do not transfer or lend your account. These terms may be updated as the service requires; continuing to use the portal after an update means you accept it.",
  defaultPrivacy:
    "We collect your e-mail, contact person, phone, company and address only to provide the booking service: to let you sign in, to contact you about shipments and to prepare shipping documents. We do not pass these details to third parties unrelated to your bookings without your consent. You can review and change your details at any time in your member profile.",
  close: "Close",
  defaultProfile: "This company has not written a profile yet.",
  actions: { cancel: "Cancel", back: "Back", next: "Next", submit: "Register" },
  submitting: "Submitting {{percent}}%",
  stepInvalid: "Please check required fields or format",
  failed: "Registration failed, please try again",
  haveAccount: "Already have an account?",
  toLogin: "Sign in",
};
