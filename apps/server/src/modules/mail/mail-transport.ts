import type { FastifyBaseLogger } from "fastify";
import type { Transporter } from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** stable per outbox row, so a receiver can drop a copy sent again after a crash */
  messageId: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set (pooled connections), else each mail goes to the log. */
export function createMailTransport(smtpUrl: string | undefined, log: FastifyBaseLogger): MailTransport {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, messageId: mail.messageId } },
          `mail (no SMTP_URL set):\n${mail.text}`,
        );
      },
      close() {},
    };
  }
  const url = new URL(smtpUrl);
  url.searchParams.set("pool", "true");
  // nodemailer is loaded with the first mail, not at start-up (docs/PERFORMANCE.md: a restart's processor time)
  let transporter: Promise<Transporter> | undefined;
  const connect = async () => (await import("nodemailer")).default.createTransport(url.toString());
  return {
    async send(mail) {
      transporter ??= connect();
      await (await transporter).sendMail(mail);
    },
    close() {
      // a transport that failed to load has nothing to close (its send already said why)
      void transporter?.then(
        (made) => made.close(),
        () => undefined,
      );
    },
  };
}
