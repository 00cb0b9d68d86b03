import { randomBytes } from "node:crypto";
import { LIMITS } from "@haiyun/shared";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contacts, files, users } from "../src/db/schema";
import { ECHO_MAX_CHARS, MAX_LISTED_ERROR_CHARS } from "../src/lib/bounded-errors";
import { writeTextTemplate } from "../src/lib/spreadsheet";
import { createFile, createUser } from "./factories";
import { auth, buildExtraApp, createTestUser, loginAs, type MultipartPart, multipart, queryRows, setupApp } from "./helpers";

// What an outside abuse run broke, each as the test that would have caught it.
const ctx = await setupApp();
const { app } = ctx;
const { db } = ctx.db;

async function freshUser(roles = ["shipper"]) {
  const user = await createTestUser(ctx.db, roles);
  return { id: user.id, token: await loginAs(app, user.username) };
}

function post(url: string, token: string, parts: MultipartPart[], lang: "cn" | "en" = "en") {
  const { payload, headers } = multipart(parts);
  return app.inject({ method: "POST", url, headers: { ...headers, ...auth(token, lang) }, payload });
}

/** A JPEG-signed file of `size` bytes (the upload checks the signature, not the pixels). */
const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);

describe("an import whose header is padded to a megabyte, with a thousand bad rows", () => {
  it("answers a bounded error list, and the heap never nears the server's cap", async () => {
    const { id, token } = await freshUser();
    // as the abuse run sent it: a CSV (a spreadsheet program caps a cell at 32,767 characters)
    const headers = ["type", "company1", "company2", "linkman", `ph${" ".repeat(1024 * 1024)}one`, "email"];
    headers.push("address1", "address2", "city", "province", "country", "zip_code", "e_code");
    const badRow = ["9", "lower case", "", "", "abc", "not-an-email", "", "", "", "", "Atlantis", "", ""];
    const file = Buffer.from([headers, ...Array.from({ length: 1000 }, () => badRow)].map((row) => row.join(",")).join("\r\n"));

    let peak = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const res = await post("/api/customer/contact/import", token, [{ name: "file", filename: "padded.csv", data: file }]);
    clearInterval(sampler);

    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error_code).toBe("IMPORT_BAD_HEADERS"); // a 1 MB cell is never taken for a header
    expect(res.body.length).toBeLessThan(4096);
    expect(peak).toBeLessThan(384 * 1024 * 1024);
    expect(await db.$count(contacts, eq(contacts.owner_id, id))).toBe(0);
  });

  it("clips what each row error repeats and caps the whole list, still counting every error", async () => {
    const { token } = await freshUser();
    const headers = ["type", "company1", "company2", "linkman", `phone${" ".repeat(90)}`, "email"];
    headers.push("address1", "address2", "city", "province", "country", "zip_code", "e_code");
    const badRow = ["9", "lower case", "", "", "abc", "not-an-email", "", "", "", "", "Atlantis", "", ""];
    const file = writeTextTemplate("Contacts", [headers, ...Array.from({ length: 3000 }, () => badRow)]);
    const res = await post("/api/customer/contact/import", token, [{ name: "file", filename: "bad.xlsx", data: file }]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error_code).toBe("IMPORT_ROWS_INVALID");
    expect(body.msg).toMatch(/\d{4,}/); // the count names every error, not only the listed ones
    expect(body.errors.length).toBeGreaterThan(100);
    expect(body.errors.length).toBeLessThanOrEqual(1000);
    expect(res.body.length).toBeLessThan(MAX_LISTED_ERROR_CHARS + 4096);
    for (const error of body.errors) expect(error.column.length).toBeLessThanOrEqual(ECHO_MAX_CHARS);
  });
});

describe("POST /api/upload under load and abuse", () => {
  it("stores ten 2 MiB images sent at once, each byte for byte, while /api/health answers", async () => {
    const { id, token } = await freshUser();
    const images = Array.from({ length: 10 }, () => jpeg(2 * 1024 * 1024));
    const health = app.inject({ method: "GET", url: "/api/health" });
    const results = await Promise.all(
      images.map((data, i) =>
        post("/api/upload", token, [
          { name: "purpose", value: "logo" },
          { name: "file", filename: `logo-${i}.jpg`, data },
        ]),
      ),
    );
    expect((await health).statusCode).toBe(200);
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const [i, res] of results.entries()) {
      const download = await app.inject({ method: "GET", url: res.json().data.url });
      expect(download.rawPayload.equals(images[i])).toBe(true);
    }
    expect(await db.$count(files, eq(files.owner_id, id))).toBe(10);
  });

  it("refuses a repeated purpose part, and stores nothing", async () => {
    const { id, token } = await freshUser();
    const res = await post("/api/upload", token, [
      { name: "purpose", value: "logo" },
      { name: "purpose", value: "license" },
      { name: "file", filename: "a.jpg", data: jpeg(100) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: "purpose", message: "May be sent only once" }]);
    expect(await db.$count(files, eq(files.owner_id, id))).toBe(0);
  });

  it(`allows ${LIMITS.UPLOADS_PER_MINUTE} uploads a minute per user, then 429`, async () => {
    const { token } = await freshUser();
    const other = await freshUser();
    const one = (bearer: string) =>
      post("/api/upload", bearer, [
        { name: "purpose", value: "logo" },
        { name: "file", filename: "a.jpg", data: jpeg(64) },
      ]);
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.UPLOADS_PER_MINUTE + 1; i++) codes.push((await one(token)).statusCode);
    expect(codes.slice(0, -1).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await one(other.token)).statusCode).toBe(200); // counted per user, not per server
  });

  it("refuses an account past its 24-hour allowance with a message, and stores nothing", async () => {
    const { id, token } = await freshUser();
    for (let i = 0; i < LIMITS.UPLOAD_DAILY_FILES; i++) await createFile(db, id, { name: `old-${i}.jpg`, data: jpeg(10) });
    const res = await post("/api/upload", token, [
      { name: "purpose", value: "logo" },
      { name: "file", filename: "a.jpg", data: jpeg(64) },
    ]);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error_code: "UPLOAD_QUOTA_EXCEEDED", msg: expect.stringContaining("200") });
    expect(await db.$count(files, eq(files.owner_id, id))).toBe(LIMITS.UPLOAD_DAILY_FILES);
  });
});

describe("files of a disabled account", () => {
  it("stops serving them while the owner is disabled, and serves them again once re-enabled", async () => {
    const { id } = await createUser(db);
    const file = await createFile(db, id);
    const url = `/api/file/${file.id}/${file.token}`;
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    await db.update(users).set({ enabled: false }).where(eq(users.id, id));
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    await db.update(users).set({ enabled: true }).where(eq(users.id, id));
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
  });
});

describe("strict bodies and order of checks", () => {
  it("refuses a body on logout and keeps the session", async () => {
    const { token } = await freshUser();
    const res = await app.inject({ method: "POST", url: "/api/system/logout", headers: auth(token), payload: { all: true } });
    expect(res.statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) })).statusCode).toBe(200);
  });

  it("answers a stranger's malformed body with 401, not with field errors", async () => {
    const res = await app.inject({ method: "POST", url: "/api/customer/contact", payload: { type: "x", zz: 1 } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toBeUndefined();
  });
});

describe("response headers", () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await freshUser());
  });

  it("marks API answers no-store, the sign-in token first of all", async () => {
    const user = await createTestUser(ctx.db);
    const login = await app.inject({
      method: "POST",
      url: "/api/system/login",
      payload: { username: user.username, password: "Sturdy-pass-42" },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("no-store");
    const profile = await app.inject({ method: "GET", url: "/api/userinfo", headers: auth(token) });
    expect(profile.headers["cache-control"]).toBe("no-store");
  });

  it("sends no HSTS over plain HTTP", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("sends HSTS when the portal is reached by https", async () => {
    const secure = await buildExtraApp(ctx.db, {}, { PUBLIC_URL: "https://booking.example.com" });
    const res = await secure.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  });
});

describe("the files table", () => {
  it("keeps file bytes out of line without compression (they are compressed formats already)", async () => {
    const [row] = await queryRows<{ storage: string }>(
      db,
      sql`select attstorage as storage from pg_attribute where attrelid = 'files'::regclass and attname = 'data'`,
    );
    expect(row.storage).toBe("e");
  });
});
