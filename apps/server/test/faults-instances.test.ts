import { ORDER_STATUS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../src/db/schema";
import type { OutgoingMail } from "../src/modules/mail/mail-transport";
import { enqueueMail } from "../src/modules/mail/outbox.repository";
import { createOrder, createUser } from "./factories";
import { twoInstances } from "./faults-postgres";
import { auth, loginAs } from "./helpers";
import { confirmBody, eventsOf, referenceIds } from "./order-fixtures";

// Faults: two instances of the server on one PostgreSQL, each with its own pool and
// mail worker, as two processes would be. bench/faults.mjs does the same with real processes.
const onPostgres = process.env.TEST_ENGINE === "postgres";
describe.runIf(onPostgres)("two instances on one PostgreSQL", async () => {
  // a skipped suite's body still runs to collect its tests: set nothing up on PGlite
  if (!onPostgres) return;
  const sent: string[] = [];
  // each instance its own mail worker and a slow server: the other worker looks at the queue meanwhile
  const transport = () => ({
    send: async (mail: OutgoingMail) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent.push(mail.messageId);
    },
    close() {},
  });
  const { a, b, db } = await twoInstances(() => ({ start: false, transport: transport() }));
  const refs = await referenceIds(db);
  const shipper = await createUser(db);
  const operator = await createUser(db, { roles: ["operator"] });
  const operatorToken = await loginAs(a, operator.username);

  it("takes a session made on one instance on the other, and a sign-out on either ends it on both", async () => {
    const token = await loginAs(a, shipper.username);
    expect((await b.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) })).statusCode).toBe(200);
    expect((await b.inject({ method: "POST", url: "/api/system/logout", headers: auth(token) })).statusCode).toBe(200);
    expect((await a.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) })).statusCode).toBe(401);
  });

  it("makes one transition of the same confirm sent to both at once: one 200, one 409, one event", async () => {
    for (let round = 0; round < 5; round++) {
      const order = await createOrder(db, shipper.id, { status: ORDER_STATUS.AWAITING_BOOKING });
      const responses = await Promise.all(
        [a, b].map((app) =>
          app.inject({
            method: "PUT",
            url: `/api/ops/order/${order.id}/confirm`,
            headers: auth(operatorToken),
            payload: confirmBody(refs.maersk),
          }),
        ),
      );
      expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      expect((await eventsOf(db, order.id)).map((event) => event.action)).toEqual(["confirm_booking"]);
    }
  });

  it("sends each outbox mail once while both workers drain the queue at the same time", async () => {
    const before = sent.length;
    for (let i = 0; i < 30; i++) {
      await enqueueMail(db, {
        to: `faults-${i}@example.com`,
        lang: "en",
        kind: "test",
        subject: `mail ${i}`,
        text: "",
        html: "",
      });
    }
    // with the five confirmations' mails of the test before
    const queued = (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, "pending"))).length;
    expect(queued).toBeGreaterThanOrEqual(30);
    const handled = await Promise.all([a.mailWorker.drain(), b.mailWorker.drain(), a.mailWorker.drain(), b.mailWorker.drain()]);
    const ours = sent.slice(before);
    expect(handled.reduce((sum, n) => sum + n, 0)).toBe(queued);
    expect(ours).toHaveLength(queued);
    expect(new Set(ours).size).toBe(queued);
    const rows = await db.select({ status: outbox.status }).from(outbox);
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });
});
