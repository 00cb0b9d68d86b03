import type { FastifyInstance, InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";
import { buildExtraApp, setupApp } from "./helpers";

// Behind a load balancer every request comes from the balancer's address, so the
// per-address limits (here the contact form's 5 a minute) need the client's address from
// X-Forwarded-For — but only when TRUST_PROXY names the balancer; otherwise anyone could pick
// a fresh address for each request by sending the header.

const CONTACT_FORM_PER_MINUTE = 5;
const BALANCER = "10.20.30.40";

const ctx = await setupApp();

const contactMessage = (forwardedFor: string, from = BALANCER): InjectOptions => ({
  method: "POST",
  url: "/api/system/contact_us",
  payload: { email: "someone@example.com", name: "Someone", subject: "Rates", content: "Hello" },
  headers: { "x-forwarded-for": forwardedFor },
  remoteAddress: from,
});

async function statuses(app: FastifyInstance, requests: InjectOptions[]): Promise<number[]> {
  const codes: number[] = [];
  for (const request of requests) codes.push((await app.inject(request)).statusCode);
  return codes;
}

const fromOneClient = (client: string, from?: string) =>
  Array.from({ length: CONTACT_FORM_PER_MINUTE }, () => contactMessage(client, from));

describe("the client's address behind a proxy", () => {
  it("ignores X-Forwarded-For by default: two clients behind one balancer share its limit", async () => {
    const app = await buildExtraApp(ctx.db);
    expect(await statuses(app, fromOneClient("203.0.113.1"))).toEqual([200, 200, 200, 200, 200]);
    expect((await app.inject(contactMessage("203.0.113.2"))).statusCode).toBe(429);
  });

  it("with TRUST_PROXY=true, believes the header from anyone (only for a server no client reaches directly)", async () => {
    const app = await buildExtraApp(ctx.db, {}, { TRUST_PROXY: "true" });
    expect(await statuses(app, fromOneClient("203.0.113.7"))).toEqual([200, 200, 200, 200, 200]);
    expect((await app.inject(contactMessage("203.0.113.8"))).statusCode).toBe(200);
  });

  it("with TRUST_PROXY naming the balancer, counts each forwarded client apart", async () => {
    const app = await buildExtraApp(ctx.db, {}, { TRUST_PROXY: `127.0.0.1, ${BALANCER}` });
    expect(await statuses(app, fromOneClient("203.0.113.1"))).toEqual([200, 200, 200, 200, 200]);
    expect((await app.inject(contactMessage("203.0.113.1"))).statusCode).toBe(429);
    expect((await app.inject(contactMessage("203.0.113.2"))).statusCode).toBe(200);
    // a client reaching the server directly cannot choose its address by sending the header
    const direct = "198.51.100.9";
    expect(await statuses(app, fromOneClient("203.0.113.3", direct))).toEqual([200, 200, 200, 200, 200]);
    expect((await app.inject(contactMessage("203.0.113.4", direct))).statusCode).toBe(429);
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless set, and reads true or a list of addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "off" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4,::1, fd00::/8" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.4",
      "::1",
      "fd00::/8",
    ]);
  });

  it("stops the server naming the variable for anything else, a hop count too (Fastify would trust no hop)", () => {
    for (const value of ["maybe", "10.0.0.0/33", "10.0.0.1,", "1", "lb.internal"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
