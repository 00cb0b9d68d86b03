import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";

/**
 * Where a file's bytes live.
 *
 * On PostgreSQL they stay in the row: the network round trip is asynchronous. The embedded
 * PGlite runs inside the server's own thread, and storing 2 MiB there held the event loop for
 * 0.5–3 s (ten uploads stalled /api/health for seconds). So with an on-disk embedded database the
 * bytes go beside it, in DATA_DIR/files, named by their SHA-256 and written asynchronously —
 * made durable before the row that names them commits. The data directory is still the one
 * thing to back up. Bytes no row names (a registration that rolled back, a process killed between
 * the bytes and the row's commit) are swept when the server next starts (files.service).
 */
export interface FileStore {
  /** true: the bytes go into the row's `data` column */
  readonly inRow: boolean;
  put(sha256: string, bytes: Buffer): Promise<void>;
  get(sha256: string): Promise<Buffer>;
}

export const IN_ROW_STORE: FileStore = {
  inRow: true,
  put: async () => {},
  get: async (sha256) => {
    throw new Error(`file ${sha256}: its bytes should be in its row`);
  },
};

export class DiskFileStore implements FileStore {
  readonly inRow = false;

  constructor(private readonly dir: string) {}

  private pathOf(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a SHA-256: ${sha256}`);
    return path.join(this.dir, sha256.slice(0, 2), sha256);
  }

  async put(sha256: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(sha256);
    // content-addressed: the same bytes stored twice are one file
    const existing = await stat(target).catch(() => null);
    if (existing?.size === bytes.length) return;
    await mkdir(path.dirname(target), { recursive: true });
    // written whole and synced under a temporary name, then renamed: never half a file
    const temporary = `${target}.${randomUUID()}.tmp`;
    const handle = await open(temporary, "wx");
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
    const folder = await open(path.dirname(target), "r");
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  }

  get(sha256: string): Promise<Buffer> {
    return readFile(this.pathOf(sha256));
  }

  /**
   * Removes what no row names: stored files whose SHA-256 `named` does not return, and the
   * temporary files of writes that never finished. Only while no upload can be under way (at start,
   * holding the data directory's lock): a file written just now may not have its row yet.
   */
  async sweep(named: (sha256s: string[]) => Promise<Set<string>>): Promise<{ files: number; partial: number }> {
    const removed = { files: 0, partial: 0 };
    const folders = await readdir(this.dir, { withFileTypes: true }).catch(() => []);
    for (const folder of folders.filter((entry) => entry.isDirectory() && /^[0-9a-f]{2}$/.test(entry.name))) {
      const inFolder = path.join(this.dir, folder.name);
      const names = await readdir(inFolder);
      for (const name of names.filter((n) => n.endsWith(".tmp"))) {
        await unlink(path.join(inFolder, name));
        removed.partial += 1;
      }
      const stored = names.filter((n) => /^[0-9a-f]{64}$/.test(n));
      const kept = stored.length > 0 ? await named(stored) : new Set<string>();
      for (const sha256 of stored.filter((n) => !kept.has(n))) {
        await unlink(path.join(inFolder, sha256));
        removed.files += 1;
      }
    }
    return removed;
  }
}

/** The store a database implies: beside an on-disk embedded database, else in the row. */
export function fileStoreFor(handle: { filesDir?: string }): FileStore {
  return handle.filesDir ? new DiskFileStore(handle.filesDir) : IN_ROW_STORE;
}
