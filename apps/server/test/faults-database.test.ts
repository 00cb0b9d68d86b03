import { afterAll, describe, expect, it } from "vitest";
import { startDatabaseProxy } from "../../../bench/faults-proxy.mjs";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openPostgres } from "../src/db/postgres";
import { isDatabaseUnavailable } from "../src/db/unavailable";
import { createUser } from "./factories";
import { postgresCopy } from "./faults-postgres";
import { auth, loginAs, someAddress, waitFor } from "./helpers";

// Faults: the database out of reach is a 503 with a clear message in the caller's
// language — never a 500 or a request that hangs — /api/health says so, and the service comes
// back by itself. PostgreSQL is reached through a proxy this file takes down; the real one stays up.

describe("which failures mean the database is out of reach", () => {
  it("knows a refused or cut connection, also wrapped by Drizzle, and not a query the database refused", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("terminating connection"), { code: "57P01" }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], "connect failed"))).toBe(true);
    const duplicate = Object.assign(new Error("duplicate key value"), { code: "23505" });
    expect(isDatabaseUnavailable(new Error("Failed query: insert", { cause: duplicate }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

const onPostgres = process.env.TEST_ENGINE === "postgres";
describe.runIf(onPostgres)("PostgreSQL out of reach", async () => {
  // a skipped suite's body still runs to collect its tests: set nothing up on PGlite
  if (!onPostgres) return;
  const copy = await postgresCopy();
  const proxy = await startDatabaseProxy({ host: copy.url.hostname, port: Number(copy.url.port || 5432) });
  const proxied = new URL(copy.url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  const db = openPostgres(proxied.toString(), 5);
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" });
  const app = await buildApp({ config, db, ownsDb: false, logger: false, mail: { start: false } });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.close();
    await proxy.down();
    await copy.drop();
  });

  const user = await createUser(db.db);
  const token = await loginAs(app, user.username);
  const health = (lang: "cn" | "en") => app.inject({ method: "GET", url: "/api/health", headers: { lang } });
  const userinfo = (lang: "cn" | "en" = "en") => app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token, lang) });
  const login = () =>
    app.inject({
      method: "POST",
      url: "/api/system/login",
      headers: { lang: "cn" },
      payload: { username: user.username, password: "Not-the-password-9" },
      remoteAddress: someAddress(),
    });

  it("answers 503 with the message in each language, says so on /api/health, and resumes once the database is back", async () => {
    expect((await userinfo()).statusCode).toBe(200);
    await proxy.down();
    // a session remembered in the process is answered without the database until the instance
    // notices that its session listener was cut too
    await waitFor(() => !app.sessionMemory.isTrusted);
    try {
      const english = await userinfo("en");
      expect(english.statusCode, english.body).toBe(503);
      expect(english.headers["retry-after"]).toBe("5");
      expect(english.json()).toEqual({
        code: 1,
        error_code: "DB_UNAVAILABLE",
        msg: "The database cannot be reached at the moment, please try again shortly",
      });
      const chinese = await login();
      expect(chinese.statusCode, chinese.body).toBe(503);
      expect(chinese.json().msg).toBe("数据库暂时无法连接，请稍后重试");
      const probe = await health("cn");
      expect(probe.statusCode).toBe(503);
      expect(probe.json()).toEqual({
        code: 1,
        error_code: "DB_UNAVAILABLE",
        msg: "数据库暂时无法连接，请稍后重试",
        data: { status: "degraded", db: "down" },
      });
      expect((await health("en")).json().msg).toBe("The database cannot be reached at the moment, please try again shortly");
      // a probe that sends a token: its session is looked up before the route runs
      const signedIn = await app.inject({ method: "GET", url: "/api/health", headers: auth(token, "en") });
      expect(signedIn.statusCode, signedIn.body).toBe(503);
      expect(signedIn.json()).toMatchObject({ code: 1, error_code: "DB_UNAVAILABLE" });
    } finally {
      await proxy.up();
    }
    // nothing restarted: the pool opens new connections on its own
    await waitFor(async () => (await health("en")).statusCode === 200, 20_000, 100);
    expect((await userinfo()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(400);
  });

  it("cuts connections the pool holds (the database went away mid-flight) and still recovers", async () => {
    // several requests at once: the pool holds several connections, all cut together
    await Promise.all(Array.from({ length: 5 }, () => userinfo()));
    await proxy.down();
    await waitFor(() => !app.sessionMemory.isTrusted);
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => userinfo()));
      expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503, 503, 503]);
    } finally {
      await proxy.up();
    }
    await waitFor(async () => (await userinfo()).statusCode === 200, 20_000, 100);
    const again = await Promise.all(Array.from({ length: 5 }, () => userinfo()));
    expect(again.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });
});
