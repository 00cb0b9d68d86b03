import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DiskFileStore, IN_ROW_STORE } from "../src/modules/files/file-store";
import { sweepUnnamedFiles } from "../src/modules/files/files.service";
import { createFile } from "./factories";
import { setupApp } from "./helpers";

// A process killed between an upload's bytes and its row's commit leaves bytes that no
// row names (beside an on-disk embedded database); the server removes them when it next starts.
const ctx = await setupApp();
const dir = mkdtempSync(path.join(tmpdir(), "haiyun-sweep-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bytesOf = (n: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(n)]);
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const onDisk = (sha256: string) => path.join(dir, sha256.slice(0, 2), sha256);

describe("sweeping stored bytes at start", () => {
  it("removes bytes no row names and unfinished writes, and keeps every file a row names", async () => {
    const store = new DiskFileStore(dir);
    const named = bytesOf(500);
    const shared = bytesOf(700);
    const orphan = bytesOf(300);
    for (const bytes of [named, shared, orphan]) await store.put(sha(bytes), bytes);
    await createFile(ctx.db.db, null, { data: named });
    // two rows name the same bytes (content-addressed): the file stays while either does
    await createFile(ctx.db.db, null, { data: shared });
    await createFile(ctx.db.db, null, { data: shared });
    const partial = `${onDisk(sha(orphan))}.0f3c.tmp`;
    writeFileSync(partial, orphan.subarray(0, 100));
    // not the store's: a folder or a name of another shape is left alone
    writeFileSync(path.join(dir, "README"), "not a stored file");

    expect(await sweepUnnamedFiles(ctx.db.db, store)).toEqual({ files: 1, partial: 1 });
    expect(existsSync(onDisk(sha(orphan)))).toBe(false);
    expect(existsSync(partial)).toBe(false);
    for (const bytes of [named, shared]) expect((await store.get(sha(bytes))).equals(bytes)).toBe(true);
    expect(readdirSync(dir)).toContain("README");
    // a second start finds nothing more to do
    expect(await sweepUnnamedFiles(ctx.db.db, store)).toEqual({ files: 0, partial: 0 });
  });

  it("does nothing where the bytes are in the rows, or before any file was stored", async () => {
    expect(await sweepUnnamedFiles(ctx.db.db, IN_ROW_STORE)).toEqual({ files: 0, partial: 0 });
    const empty = new DiskFileStore(path.join(dir, "never-made"));
    expect(await sweepUnnamedFiles(ctx.db.db, empty)).toEqual({ files: 0, partial: 0 });
  });
});
