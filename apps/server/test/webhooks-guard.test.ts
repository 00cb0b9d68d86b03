import http from "node:http";
import type { AddressInfo } from "node:net";
import { WEBHOOK_MAX_PER_USER } from "@haiyun/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { isPublicAddress } from "../src/modules/webhooks/address-guard";
import { sendWebhook } from "../src/modules/webhooks/webhook-sender";
import { queryRows } from "./helpers";
import { call, fclBooking, orderTestApp } from "./order-fixtures";
import { WebhookReceiver } from "./webhook-receiver";

// What a subscription may not do: reach this machine or a private network unless the admin allows
// it (checked when subscribing and again at each send), follow a redirect, outnumber the limit, or
// be seen, listed, deleted or sent again by another user (404, as a missing one).

vi.mock("../src/modules/dcsa/resources", async () => (await import("./webhook-resources")).mockedResources());

const { app, db, refs, people, signIn } = await orderTestApp({ owner: ["shipper"], stranger: ["shipper"] });
const { owner, stranger } = people;
const receiver = new WebhookReceiver();
const SECRET = "a-secret-of-the-subscriber-0123456789";
const allowPrivate = (on: boolean) => app.configService.set({ webhook_allow_private: on ? "true" : "false" });

beforeAll(async () => {
  await receiver.start();
  receiver.secret = SECRET;
});
afterAll(() => receiver.stop());

const subscribe = (token: string, body: Record<string, unknown>, lang: "cn" | "en" = "en") =>
  call(app, token, "POST", "/api/userinfo/webhooks", body, { lang });
const countWebhooks = async () => (await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM webhooks`))[0]?.n;
const deliveriesOf = (webhookId: number) =>
  queryRows<{ id: number; status: string; attempts: number; response_code: number | null; error: string }>(
    db,
    sql`SELECT * FROM webhook_deliveries WHERE webhook_id = ${webhookId} ORDER BY id`,
  );
async function submitBooking(token: string) {
  const res = await call(app, token, "POST", "/api/order/booking", fclBooking(refs));
  expect(res.statusCode, res.body).toBe(200);
}
async function subscribedWhileAllowed(token: string): Promise<number> {
  await allowPrivate(true);
  const res = await subscribe(token, { url: receiver.url, events: ["booking"], secret: SECRET });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id;
}

describe("the address guard", () => {
  it("tells public addresses from loopback, private, link-local, CGNAT, multicast and mapped ones", () => {
    for (const address of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
      expect(isPublicAddress(address), address).toBe(true);
    const refused = [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "0.0.0.0",
    ];
    refused.push(
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fd12::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
    );
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses an IPv6 address that carries a refused IPv4 one: translated, 6to4, Teredo, NAT64", () => {
    const refused = [
      "::ffff:0:127.0.0.1",
      "::ffff:0:a00:1",
      "2002:7f00:1::",
      "2002:a9fe:a9fe::1",
      // Teredo: the client (last 32 bits inverted) is 127.0.0.1; then the server (bits 32-63) is
      "2001:0:4136:e378:8000:63bf:80ff:fffe",
      "2001:0:7f00:1:8000:63bf:f7f7:f7f7",
      "64:ff9b::7f00:1",
      "fe80::1%eth0",
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    // the same forms around a public IPv4 address (8.8.8.8) stay public
    for (const address of ["2002:808:808::1", "2001:0:4136:e378:8000:63bf:f7f7:f7f7"])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses a private address on subscribing while the setting is off, in the caller's language", async () => {
    await allowPrivate(false);
    const before = await countWebhooks();
    const urls = [
      receiver.url,
      "http://localhost:8080/hook",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::ffff:127.0.0.1]/hook",
      "http://[::ffff:0:127.0.0.1]/hook",
      "http://[2002:7f00:1::]/hook",
      "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook",
      "http://[::1]:9/hook",
      "http://10.0.0.7/hook",
      "https://100.64.0.1/hook",
    ];
    for (const url of urls) {
      const res = await subscribe(owner.token, { url, events: ["booking"] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg, url).toMatch(/not public|private network|cannot be resolved/);
    }
    const cn = await subscribe(owner.token, { url: receiver.url, events: ["booking"] }, "cn");
    expect(cn.json().msg).toContain("内网");
    expect(cn.json().errors[0].field).toBe("url");
    for (const url of ["ftp://example.com/hook", "not a url", "http://user:pw@example.com/", "javascript:alert(1)"]) {
      const res = await subscribe(owner.token, { url, events: ["booking"] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg, url).toContain("http:// or https://");
    }
    expect(await countWebhooks()).toBe(before);
  });

  it("checks again at each send: a private address is not reached once the setting is off", async () => {
    const id = await subscribedWhileAllowed(owner.token);
    await allowPrivate(false);
    try {
      await submitBooking(owner.token);
      const before = receiver.received.length;
      expect(await app.webhookWorker.tick()).toBe(1);
      expect(receiver.received.length).toBe(before);
      const [row] = await deliveriesOf(id);
      expect(row).toMatchObject({ status: "pending", attempts: 1, response_code: null });
      expect(row?.error).toContain("refused address 127.0.0.1");
    } finally {
      await allowPrivate(true);
    }
    await call(app, owner.token, "DELETE", `/api/userinfo/webhooks/${id}`);
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: "failed", error: "subscription deleted" });
  });

  it("checks the IPv4 address inside an IPv6 one at each send too", async () => {
    await allowPrivate(true);
    const res = await subscribe(owner.token, { url: "http://[2002:7f00:1::]:9/hook", events: ["booking"] });
    expect(res.statusCode, res.body).toBe(200);
    const id: number = res.json().data.id;
    await allowPrivate(false);
    try {
      await submitBooking(owner.token);
      await app.webhookWorker.tick();
      const [row] = await deliveriesOf(id);
      expect(row).toMatchObject({ status: "pending", attempts: 1, response_code: null });
      expect(row?.error).toContain("refused address 2002:7f00:1::");
    } finally {
      await allowPrivate(true);
    }
    await call(app, owner.token, "DELETE", `/api/userinfo/webhooks/${id}`);
  });

  it("does not follow a redirect: a 3xx is a failed attempt", async () => {
    const id = await subscribedWhileAllowed(owner.token);
    receiver.status = 302;
    try {
      await submitBooking(owner.token);
      const before = receiver.received.length;
      await app.webhookWorker.tick();
      expect(receiver.received.slice(before).map((r) => r.path)).toEqual(["/hook"]);
      const [row] = await deliveriesOf(id);
      expect(row).toMatchObject({ status: "pending", response_code: 302 });
      expect(row?.error).toContain("redirect");
    } finally {
      receiver.status = 200;
    }
    await call(app, owner.token, "DELETE", `/api/userinfo/webhooks/${id}`);
  });
});

describe("a send", () => {
  it("gives up on a receiver that does not answer, as a failed attempt", async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silent.address() as AddressInfo;
      const outcome = await sendWebhook({
        url: `http://localhost:${port}/hook`,
        body: "{}",
        secret: SECRET,
        eventId: "e",
        allowPrivate: true,
        timeoutMs: 100,
      });
      expect(outcome).toEqual({ code: null, error: "no answer within 0.1 s" });
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe("the webhook_allow_private setting", () => {
  it("is the admin's alone: set in the console, never in the public config, refused to others", async () => {
    const admin = await signIn(["admin"]);
    const put = (token: string, value: string) =>
      call(app, token, "PUT", "/api/admin/config", { values: { webhook_allow_private: value } });
    expect((await put(owner.token, "true")).statusCode).toBe(403);
    expect((await put(admin.token, "maybe")).statusCode).toBe(400);
    expect((await put(admin.token, "false")).statusCode).toBe(200);
    const refused = await subscribe(owner.token, { url: receiver.url, events: ["booking"] });
    expect(refused.statusCode).toBe(400);
    expect((await put(admin.token, "true")).statusCode).toBe(200);
    expect((await subscribe(owner.token, { url: receiver.url, events: ["booking"] })).statusCode).toBe(200);
    const adminView = (await call(app, admin.token, "GET", "/api/admin/config")).json().data;
    expect(adminView).toContainEqual({ name: "webhook_allow_private", value: "true" });
    const open = await app.inject({ method: "GET", url: "/api/system/config" });
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain("webhook_allow_private");
  });
});

describe("subscriptions", () => {
  it(`are at most ${WEBHOOK_MAX_PER_USER} per user, refused past that in both languages`, async () => {
    await allowPrivate(true);
    const user = await signIn(["shipper"]);
    for (let i = 0; i < WEBHOOK_MAX_PER_USER; i += 1) {
      expect((await subscribe(user.token, { url: `${receiver.url}${i}`, events: ["vgm"] })).statusCode).toBe(200);
    }
    const over = await subscribe(user.token, { url: receiver.url, events: ["vgm"] });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toBe(
      `An account may hold at most ${WEBHOOK_MAX_PER_USER} webhook subscriptions; delete one you no longer use first`,
    );
    expect((await subscribe(user.token, { url: receiver.url, events: ["vgm"] }, "cn")).json().msg).toContain(
      `最多 ${WEBHOOK_MAX_PER_USER} 个`,
    );
    // a deleted one frees its place
    const first = (await call(app, user.token, "GET", "/api/userinfo/webhooks")).json().data.list[0].id;
    expect((await call(app, user.token, "DELETE", `/api/userinfo/webhooks/${first}`)).statusCode).toBe(200);
    expect((await subscribe(user.token, { url: receiver.url, events: ["vgm"] })).statusCode).toBe(200);
  });

  it("cannot pass the limit by asking many times at once", async () => {
    await allowPrivate(true);
    const user = await signIn(["shipper"]);
    const answers = await Promise.all(
      Array.from({ length: WEBHOOK_MAX_PER_USER + 3 }, (_, i) =>
        subscribe(user.token, { url: `${receiver.url}${i}`, events: ["vgm"] }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(WEBHOOK_MAX_PER_USER);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(3);
    expect((await call(app, user.token, "GET", "/api/userinfo/webhooks")).json().data.total).toBe(WEBHOOK_MAX_PER_USER);
  });

  it("refuses bad bodies with 400 and keeps nothing", async () => {
    await allowPrivate(true);
    const before = await countWebhooks();
    for (const body of [
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ["nothing"] },
      { url: receiver.url, events: ["booking"], secret: "short" },
      { url: "", events: ["booking"] },
      { url: receiver.url, events: ["booking"], extra: 1 },
    ]) {
      expect((await subscribe(owner.token, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await countWebhooks()).toBe(before);
  });

  it("of another user are answered as missing ones (404) and never listed", async () => {
    const id = await subscribedWhileAllowed(owner.token);
    await submitBooking(owner.token);
    const [delivery] = await deliveriesOf(id);
    const other = await subscribedWhileAllowed(stranger.token);
    const paths = [
      ["GET", `/api/userinfo/webhooks/${id}/deliveries`, "/api/userinfo/webhooks/999999/deliveries"],
      [
        "POST",
        `/api/userinfo/webhooks/${id}/deliveries/${delivery?.id}/redeliver`,
        `/api/userinfo/webhooks/${id}/deliveries/999999/redeliver`,
      ],
      ["DELETE", `/api/userinfo/webhooks/${id}`, "/api/userinfo/webhooks/999999"],
    ] as const;
    for (const [method, theirs, missing] of paths) {
      const foreign = await call(app, stranger.token, method, theirs);
      const absent = await call(app, stranger.token, method, missing);
      expect(foreign.statusCode, theirs).toBe(404);
      expect(foreign.body).toBe(absent.body);
    }
    // a delivery of another subscription, named under one's own, is missing too
    const crossed = await call(
      app,
      stranger.token,
      "POST",
      `/api/userinfo/webhooks/${other}/deliveries/${delivery?.id}/redeliver`,
    );
    expect(crossed.statusCode).toBe(404);
    const theirList = (await call(app, stranger.token, "GET", "/api/userinfo/webhooks")).json().data.list;
    expect(theirList.map((w: { id: number }) => w.id)).toEqual([other]);
    expect(await deliveriesOf(id)).toHaveLength(1);
    expect((await call(app, owner.token, "GET", `/api/userinfo/webhooks/${id}/deliveries`)).json().data.total).toBe(1);
  });
});
