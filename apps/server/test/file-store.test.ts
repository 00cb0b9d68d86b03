import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { files } from "../src/db/schema";
import { DiskFileStore, fileStoreFor, IN_ROW_STORE } from "../src/modules/files/file-store";
import { auth, buildExtraApp, createTestUser, loginAs, multipart, setupApp } from "./helpers";

// Beside an on-disk embedded database, file bytes live in DATA_DIR/files, not in PGlite.
const dir = mkdtempSync(path.join(tmpdir(), "haiyun-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ctx = await setupApp();
const app = await buildExtraApp(ctx.db, { fileStore: new DiskFileStore(dir) });
const { db } = ctx.db;

const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(size - 4)]);
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function upload(token: string, data: Buffer) {
  const { payload, headers } = multipart([
    { name: "purpose", value: "logo" },
    { name: "file", filename: "logo.jpg", data },
  ]);
  const res = await app.inject({ method: "POST", url: "/api/upload", headers: { ...headers, ...auth(token) }, payload });
  expect(res.statusCode).toBe(200);
  return res.json().data as { file: number; url: string };
}

describe("files beside the embedded database", () => {
  it("keeps the bytes in a file named by their SHA-256, the row without them, and serves them back", async () => {
    const token = await loginAs(app, (await createTestUser(ctx.db)).username);
    const bytes = jpeg(300 * 1024);
    const { file, url } = await upload(token, bytes);
    const onDisk = path.join(dir, sha(bytes).slice(0, 2), sha(bytes));
    expect(readFileSync(onDisk).equals(bytes)).toBe(true);
    const [row] = await db.select().from(files).where(eq(files.id, file));
    expect(row.data).toBeNull();
    expect(row.sha256).toBe(sha(bytes));
    const download = await app.inject({ method: "GET", url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
  });

  it("stores the same bytes once, leaving no temporary file behind", async () => {
    const token = await loginAs(app, (await createTestUser(ctx.db)).username);
    const bytes = jpeg(10 * 1024);
    const [a, b] = await Promise.all([upload(token, bytes), upload(token, bytes)]);
    expect(a.file).not.toBe(b.file);
    const folder = path.join(dir, sha(bytes).slice(0, 2));
    expect(readdirSync(folder).filter((name) => name.startsWith(sha(bytes)))).toEqual([sha(bytes)]);
  });

  it("serves rows written before the store existed from the row itself", async () => {
    const owner = await createTestUser(ctx.db);
    const token = await loginAs(ctx.app, owner.username);
    const bytes = jpeg(2048);
    // uploaded through the app that keeps bytes in the row, then read through the disk-store app
    const { payload, headers } = multipart([
      { name: "purpose", value: "logo" },
      { name: "file", filename: "old.jpg", data: bytes },
    ]);
    const res = await ctx.app.inject({ method: "POST", url: "/api/upload", headers: { ...headers, ...auth(token) }, payload });
    expect(res.statusCode).toBe(200);
    const download = await app.inject({ method: "GET", url: res.json().data.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(existsSync(path.join(dir, sha(bytes).slice(0, 2), sha(bytes)))).toBe(false);
  });
});

describe("which store a configuration implies", () => {
  it("keeps bytes in the row on PostgreSQL and in memory, beside the database on disk", () => {
    expect(fileStoreFor(ctx.db)).toBe(IN_ROW_STORE);
    expect(ctx.app.fileStore).toBe(IN_ROW_STORE);
    expect(fileStoreFor({ filesDir: "/srv/haiyun/files" })).toBeInstanceOf(DiskFileStore);
  });
});

describe("downloads", () => {
  it("carry the SHA-256 of what they send, and the UTF-8 name beside an ASCII one", async () => {
    const owner = await createTestUser(ctx.db);
    const token = await loginAs(ctx.app, owner.username);
    const bytes = jpeg(4096);
    const { payload, headers } = multipart([
      { name: "purpose", value: "logo" },
      { name: "file", filename: "公司标志 (1).jpg", data: bytes },
    ]);
    const res = await ctx.app.inject({ method: "POST", url: "/api/upload", headers: { ...headers, ...auth(token) }, payload });
    const download = await ctx.app.inject({ method: "GET", url: res.json().data.url });
    expect(download.headers["x-checksum-sha256"]).toBe(sha(download.rawPayload));
    expect(download.headers["x-checksum-sha256"]).toBe(sha(bytes));
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="file"; filename*=UTF-8''${encodeURIComponent("公司标志 ").replace(/'/g, "%27")}%281%29.jpg`,
    );
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
  });
});
