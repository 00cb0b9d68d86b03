import { type AddressInfo, createServer } from "node:net";
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { contactMessages, countries, outbox } from "../src/db/schema";
import { createTestUser, multipart, setupApp, someAddress, TEST_PASSWORD, waitFor } from "./helpers";
import { startMailSink } from "./mail-sink";

// Mail is queued in the outbox inside the business
// transaction and sent by the worker over SMTP_URL, with retries; without SMTP_URL it goes to the log.
const FAST_WORKER = { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 4 };
/** With a 50 ms poll a mail leaves in well under a second; this much leaves room for a loaded machine (a wait, not a bound). */
const MAIL_WAIT_MS = 15_000;

/** A port nobody listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

const sink = await startMailSink();
const live = await setupApp({ mail: { start: true, worker: FAST_WORKER } }, { SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
afterAll(() => sink.close());
const [china] = await live.db.db.select().from(countries).where(eq(countries.code, "CN"));

function forget(app: typeof live.app, username: string, lang: "cn" | "en" = "en") {
  return app.inject({
    method: "POST",
    url: "/api/system/forget",
    headers: { lang },
    payload: { username },
    remoteAddress: someAddress(),
  });
}
function login(app: typeof live.app, username: string, password: string, lang: "cn" | "en" = "en") {
  return app.inject({
    method: "POST",
    url: "/api/system/login",
    headers: { lang },
    payload: { username, password },
    remoteAddress: someAddress(),
  });
}
const outboxRow = (db: typeof live.db.db, to: string, kind = "reset_code") =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(outbox.id)
    .then((rows) => rows[0]);
/** The outbox row once the worker has tried it (sent, or back to pending after a failure, or failed). */
const triedRow = (db: typeof live.db.db, to: string, kind = "reset_code") =>
  waitFor(async () => {
    const row = await outboxRow(db, to, kind);
    return row && row.attempts > 0 && row.status !== "sending" && row;
  }, MAIL_WAIT_MS);
/** The messages the sink got for `to`, once there are `count` of them. */
const received = (to: string, count = 1) => waitFor(() => sink.to(to).length >= count && sink.to(to), MAIL_WAIT_MS);

describe("over SMTP", () => {
  it("mails a reset code in Chinese to a user who reads Chinese, and that code resets the password", async () => {
    const user = await createTestUser(live.db);
    expect((await forget(live.app, user.username)).statusCode).toBe(200);
    expect(await triedRow(live.db.db, user.username)).toMatchObject({ status: "sent", last_error: null });
    const [mail] = await received(user.username);

    const code = codeIn(mail.text ?? "") as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`您的密码重置验证码：${code}`);
    expect(mail.text).toContain(`验证码为：${code}`);
    expect(mail.html).toContain(code);
    expect(mail.from?.value[0].address).toBe("no-reply@haiyun.local");
    expect(mail.messageId).toMatch(/^<outbox-\d+-\d+@haiyun>$/);

    const reset = await live.app.inject({
      method: "POST",
      url: "/api/system/password",
      payload: { username: user.username, vcode: code, password: "Fresh-tide-2024" },
      remoteAddress: someAddress(),
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(live.app, user.username, "Fresh-tide-2024")).statusCode).toBe(200);
    expect((await login(live.app, user.username, TEST_PASSWORD)).statusCode).toBe(400);
    const [, changed] = await received(user.username, 2);
    expect(changed.subject).toBe("您的密码已修改");
  });
  it("writes in English to a user whose last sign-in was in English, whatever language asks for the code", async () => {
    const user = await createTestUser(live.db);
    expect((await login(live.app, user.username, TEST_PASSWORD, "en")).statusCode).toBe(200);
    expect((await forget(live.app, user.username, "cn")).statusCode).toBe(200);
    expect(await triedRow(live.db.db, user.username)).toMatchObject({ status: "sent", lang: "en" });
    const [mail] = await received(user.username);
    const code = codeIn(mail.text ?? "") as string;
    expect(mail.subject).toBe(`Your password reset code: ${code}`);
    expect(mail.text).toContain(`Your verification code is: ${code}`);
    expect(mail.html).toContain(code);
  });

  function register(username: string) {
    const fields = {
      username,
      password: TEST_PASSWORD,
      linkman: "ZHAO LEI",
      phone: "+862161234567",
      company1: "SHANGHAI BLUE SEA CO., LTD.",
    };
    const more = { address1: "NO. 99 PUDONG AVENUE", city: "SHANGHAI", country_id: String(china.id), agree: "true" };
    const { payload, headers } = multipart(Object.entries({ ...fields, ...more }).map(([name, value]) => ({ name, value })));
    return live.app.inject({
      method: "POST",
      url: "/api/userinfo",
      headers: { ...headers, lang: "cn" },
      payload,
      remoteAddress: someAddress(),
    });
  }

  it("queues no mail for a registration that is refused", async () => {
    const username = `refused-${Date.now()}@example.com`;
    expect((await register(username)).statusCode).toBe(200);
    const before = await live.db.db.$count(outbox);
    expect((await register(username.toUpperCase())).statusCode).toBe(409);
    expect(await live.db.db.$count(outbox)).toBe(before);
    expect(await live.db.db.$count(outbox, eq(outbox.to, username.toUpperCase()))).toBe(0);
  });
  it("sends the welcome mail a registration queued, in the registrant's language", async () => {
    const username = `welcome-${Date.now()}@example.com`;
    expect((await register(username)).statusCode).toBe(200);
    expect(await triedRow(live.db.db, username, "welcome")).toMatchObject({ status: "sent" });
    const [mail] = await received(username);
    expect(mail.subject).toBe("欢迎注册海运订舱平台");
    expect(mail.text).toContain("ZHAO LEI，您好");
  });
});

describe("POST /api/system/contact_us", () => {
  const message = (email: string) => ({
    email,
    name: "Chen Jing",
    subject: "Reefer rates to Hamburg",
    content: "Do you quote 40RH from Ningbo?",
  });
  const send = (body: object, lang: "cn" | "en" = "en") =>
    live.app.inject({
      method: "POST",
      url: "/api/system/contact_us",
      headers: { lang },
      payload: body,
      remoteAddress: someAddress(),
    });

  it("keeps the message, and mails nobody while no contact address is set", async () => {
    const email = `quiet-${Date.now()}@example.com`;
    const before = await live.db.db.$count(outbox);
    const res = await send(message(email));
    expect(res.statusCode).toBe(200);
    const rows = await live.db.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toMatchObject([
      { name: "Chen Jing", subject: "Reefer rates to Hamburg", content: "Do you quote 40RH from Ningbo?", lang: "en" },
    ]);
    expect(await live.db.db.$count(outbox)).toBe(before);
  });
  it("mails the site's contact address with the sender as Reply-To", async () => {
    await live.app.configService.set({ web_contact_email: "team@haiyun.test" });
    try {
      const email = `customer-${Date.now()}@example.com`;
      expect((await send(message(email))).statusCode).toBe(200);
      expect(await triedRow(live.db.db, "team@haiyun.test", "contact_us")).toMatchObject({ status: "sent", reply_to: email });
      const [mail] = await received("team@haiyun.test");
      expect(mail.replyTo?.value[0].address).toBe(email);
      expect(mail.subject).toBe("[网站留言] Reefer rates to Hamburg");
      expect(mail.text).toContain("Do you quote 40RH from Ningbo?");
    } finally {
      await live.app.configService.set({ web_contact_email: "" });
    }
  });

  it("refuses an invalid e-mail and stores nothing", async () => {
    const before = await live.db.db.$count(contactMessages);
    const res = await send(message("chen jing@example"), "cn");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: "VALIDATION_FAILED",
      errors: [{ field: "email", message: "请输入有效的邮箱地址" }],
    });
    expect(await live.db.db.$count(contactMessages)).toBe(before);
  });
});

// a second app on its own database, whose SMTP server is not listening (yet)
const downPort = await freePort();
const down = await setupApp({ mail: { start: true, worker: FAST_WORKER } }, { SMTP_URL: `smtp://127.0.0.1:${downPort}` });

describe("while SMTP is down", () => {
  let revived: Awaited<ReturnType<typeof startMailSink>> | undefined;
  afterAll(() => revived?.close());
  let givenUp: string;

  it("marks a mail failed after maxAttempts tries", async () => {
    givenUp = (await createTestUser(down.db)).username;
    expect((await forget(down.app, givenUp)).statusCode).toBe(200);
    const row = await waitFor(async () => {
      const found = await outboxRow(down.db.db, givenUp);
      return found?.status === "failed" && found;
    });
    expect(row).toMatchObject({ attempts: 4, sent_at: null, last_error: expect.any(String) });
  });
  it("keeps the mail pending, then delivers it exactly once when the server listens again", async () => {
    const user = await createTestUser(down.db);
    expect((await forget(down.app, user.username)).statusCode).toBe(200);
    const waiting = await triedRow(down.db.db, user.username);
    expect(waiting).toMatchObject({ status: "pending", last_error: expect.stringMatching(/ECONNREFUSED/) });

    revived = await startMailSink(downPort);
    const sent = await waitFor(async () => {
      const row = await outboxRow(down.db.db, user.username);
      return row?.status === "sent" && row;
    }, MAIL_WAIT_MS);
    expect(sent.sent_at).toBeInstanceOf(Date);
    // a few more polls: nothing is sent twice, and the mail given up on stays given up
    await sleep(300);
    expect(revived.to(user.username)).toHaveLength(1);
    expect(revived.to(givenUp)).toHaveLength(0);
    expect((await outboxRow(down.db.db, givenUp)).status).toBe("failed");
  });
});

// a third app without SMTP_URL, its worker not started, its log captured
let log = "";
const logStream = new Writable({
  write(chunk, _encoding, done) {
    log += chunk.toString();
    done();
  },
});
const quiet = await setupApp({ logger: { level: "info", stream: logStream } });

describe("without SMTP_URL", () => {
  const queuedCode = async (to: string) => codeIn((await outboxRow(quiet.db.db, to)).text) as string;
  it("leaves queued mail alone while the worker is not started", async () => {
    const user = await createTestUser(quiet.db);
    expect((await forget(quiet.app, user.username)).statusCode).toBe(200);
    await sleep(300);
    // not even tried: no attempt counted, nothing written to the log
    expect(await outboxRow(quiet.db.db, user.username)).toMatchObject({ status: "pending", attempts: 0 });
    expect(log).not.toContain(await queuedCode(user.username));
  });
  it("writes the mail, code included, to the server log when drained", async () => {
    const user = await createTestUser(quiet.db);
    expect((await forget(quiet.app, user.username)).statusCode).toBe(200);
    await quiet.app.mailWorker.drain();
    expect(await triedRow(quiet.db.db, user.username)).toMatchObject({ status: "sent", last_error: null });
    const code = await queuedCode(user.username);
    const line = log.split("\n").find((l) => l.includes(`验证码为：${code}`)) as string;
    expect(line).toBeDefined();
    expect(JSON.parse(line)).toMatchObject({ level: 30, mail: { to: user.username, subject: `您的密码重置验证码：${code}` } });
  });
});
