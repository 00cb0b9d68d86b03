import type { LocaleShape } from "../zh-CN";

export const support: LocaleShape["support"] = {
  contactUs: {
    open: "Leave us a message",
    title: "Contact us",
    name: "Name",
    email: "E-mail",
    subject: "Subject",
    content: "Message",
    send: "Send",
    sent: "Your message was sent; we will answer soon",
    failed: "The message could not be sent",
  },
  upload: {
    failedTitle: "Upload failed",
    unknownError: "Unknown error",
  },
};
