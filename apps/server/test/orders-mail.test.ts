import { ORDER_STATUS } from "@haiyun/shared";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { createOrder } from "./factories";
import { waitFor } from "./helpers";
import { startMailSink } from "./mail-sink";
import { call, confirmBody, dayFromToday, fclBooking, mailsTo, orderTestApp, type SignedIn } from "./order-fixtures";

// Every transition queues a mail to the order's owner, in the owner's language
// (users.lang), in the transaction of the change; the worker sends it. A refused action queues nothing.

const sink = await startMailSink();
const { app, db, refs, signIn, people } = await orderTestApp(
  { operator: ["operator"] },
  { mail: { start: true, worker: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 3 } } },
  { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: "https://haiyun.example" },
);
const { operator } = people;
afterAll(() => sink.close());

async function customerIn(lang: "cn" | "en"): Promise<SignedIn> {
  const who = await signIn();
  await db.update(users).set({ lang }).where(eq(users.id, who.user.id));
  return who;
}

describe("order mails", () => {
  it("mails the owner in Chinese when operations confirm, with the SO number and cut-offs in the port's local time", async () => {
    const owner = await customerIn("cn");
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
    // operations work in English: the mail follows the owner, not the actor
    const res = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/confirm`, confirmBody(refs.maersk));
    expect(res.statusCode).toBe(200);
    const [queued] = await mailsTo(db, owner.user.username);
    expect(queued).toMatchObject({ kind: "order_confirm_booking", lang: "cn", subject: `订单 ${order.order_no}：待补料` });
    expect(queued.text).toContain("订舱号：SO-4471002");
    expect(queued.text).toContain("船名航次：MAERSK ESSEX 612W");
    // no port of loading on this order: read in the home market's zone, and said so
    expect(queued.text).toContain("截止时间（装货港当地时间，上海）");
    expect(queued.text).toContain(`截单（截补料） ${dayFromToday(7)} 18:00 (UTC+8)`);
    expect(queued.text).toContain(`https://haiyun.example/bookings/${order.id}`);

    const sent = await waitFor(() => sink.to(owner.user.username)[0]);
    expect(sent.subject).toBe(`订单 ${order.order_no}：待补料`);
    expect(sent.text).toContain(`您的订舱 ${order.order_no} 已确认`);
  });

  it("mails the owner in English when operations reject, with the reason", async () => {
    const owner = await customerIn("en");
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_BOOKING });
    await call(
      app,
      operator.token,
      "PUT",
      `/api/ops/order/${order.id}/reject`,
      { reason: "NO SPACE ON THIS SAILING" },
      { lang: "cn" },
    );
    const [queued] = await mailsTo(db, owner.user.username);
    expect(queued).toMatchObject({ kind: "order_reject_booking", lang: "en", subject: `Order ${order.order_no}: Cancelled` });
    expect(queued.text).toContain("Reason: NO SPACE ON THIS SAILING");
    expect(queued.html).toContain("Reason: NO SPACE ON THIS SAILING");
  });

  it("mails a submit and a cancel, but not a draft saved or deleted by its owner", async () => {
    const owner = await customerIn("en");
    const draft = (await call(app, owner.token, "POST", "/api/order/booking", { ...fclBooking(refs), action: "save" })).json()
      .data;
    await call(app, owner.token, "DELETE", `/api/order/${draft.id}`);
    expect(await mailsTo(db, owner.user.username)).toEqual([]);
    const submitted = (await call(app, owner.token, "POST", "/api/order/booking", fclBooking(refs))).json().data;
    await call(app, owner.token, "PUT", "/api/order/cancel", { id: submitted.id, reason: "CHANGED" });
    expect((await mailsTo(db, owner.user.username)).map((mail) => mail.kind)).toEqual(["order_submit", "order_cancel"]);
  });

  it("queues nothing when the action is refused", async () => {
    const owner = await customerIn("cn");
    const order = await createOrder(db, owner.user.id, { status: ORDER_STATUS.AWAITING_SUPPLY });
    const res = await call(app, operator.token, "PUT", `/api/ops/order/${order.id}/reject`, { reason: "LATE" });
    expect(res.statusCode).toBe(409);
    expect(await mailsTo(db, owner.user.username)).toEqual([]);
  });
});
