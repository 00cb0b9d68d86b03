import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it is given; `port` 0 (the default)
 * takes a free one. Point the app at it with `SMTP_URL: smtp://127.0.0.1:${sink.port}`.
 */
export async function startMailSink(port = 0) {
  const received: { rcpt: string[]; mail: ParsedMail }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // plain SMTP: the app's transport would otherwise try STARTTLS against a self-signed certificate
    disabledCommands: ["STARTTLS"],
    logger: false,
    // the app's pooled connection is cut after this long once the sink closes
    closeTimeout: 100,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    /** the messages whose envelope names this recipient, oldest first */
    to: (address: string) => received.filter((r) => r.rcpt.includes(address)).map((r) => r.mail),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
