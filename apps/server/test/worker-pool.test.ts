import { threadId } from "node:worker_threads";
import { afterAll, describe, expect, it, vi } from "vitest";
import { WorkerPool, WorkerPoolError } from "../src/lib/worker-pool";
import type { TestJob } from "./fixtures/workers/jobs-worker";

// The worker threads that draw PDFs (lib/worker-pool.ts), on a test script: jobs run off the test's
// thread, no more threads than the pool's size, a thread that stops answers its job with a
// WorkerPoolError and is started again for the next, and closing stops them all.

const script = { source: new URL("./fixtures/workers/jobs-worker.ts", import.meta.url), bundled: "jobs-worker" };
const pools: WorkerPool<TestJob, unknown>[] = [];
const poolOf = (size: number) => {
  const pool = new WorkerPool<TestJob, unknown>(script, size);
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

const echo = (pool: WorkerPool<TestJob, unknown>, value: number) =>
  pool.run({ do: "echo", value }) as Promise<{ threadId: number; value: number }>;

describe.skipIf(process.env.TEST_ENGINE === "postgres")("a worker pool", () => {
  it("runs jobs on its threads, at most its size of them, each answered", async () => {
    const pool = poolOf(2);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((value) => echo(pool, value)));
    expect(answers.map((answer) => answer.value)).toEqual([1, 2, 3, 4, 5]);
    const threads = new Set(answers.map((answer) => answer.threadId));
    expect(threads.has(threadId)).toBe(false);
    expect(threads.size).toBeLessThanOrEqual(2);
    expect(pool.stats()).toMatchObject({ started: threads.size, answered: 5, failed: 0, lost: 0, busy: 0, queued: 0 });
    expect(new Set(pool.stats().threadIds)).toEqual(threads);
  });

  it("moves a transferred answer's bytes back whole", async () => {
    const bytes = (await poolOf(1).run({ do: "bytes", size: 100_000 })) as Uint8Array;
    expect(bytes.byteLength).toBe(100_000);
    expect(bytes.every((byte) => byte === 7)).toBe(true);
  });

  it("answers what a job threw as its error, and the thread serves the next job", async () => {
    const pool = poolOf(1);
    const first = await echo(pool, 1);
    await expect(pool.run({ do: "throw" })).rejects.toThrow("told to fail");
    expect((await echo(pool, 2)).threadId).toBe(first.threadId);
    expect(pool.stats()).toMatchObject({ started: 1, failed: 1, lost: 0 });
  });

  it("refuses a job that cannot be posted to a thread, and serves the next", async () => {
    const pool = poolOf(1);
    await expect(pool.run({ do: "echo", value: (() => 1) as unknown as number })).rejects.toThrow(/could not be cloned/);
    expect((await echo(pool, 2)).value).toBe(2);
    expect(pool.stats()).toMatchObject({ busy: 0, queued: 0, lost: 0 });
  });

  it.each(["exit", "uncaught"] as const)(
    "answers a thread's %s with a WorkerPoolError and starts another for the next job",
    async (how) => {
      const pool = poolOf(1);
      const before = await echo(pool, 1);
      const lost = pool.run({ do: how });
      const waiting = echo(pool, 2);
      await expect(lost).rejects.toBeInstanceOf(WorkerPoolError);
      await expect(lost).rejects.toThrow("thread stopped before it answered");
      const after = await waiting;
      expect(after.value).toBe(2);
      expect(after.threadId).not.toBe(before.threadId);
      expect(pool.stats()).toMatchObject({ started: 2, lost: 1, threadIds: [after.threadId] });
    },
  );

  it("stops a thread that waited idle, and starts one again for the next job", async () => {
    const pool = new WorkerPool<TestJob, unknown>(script, 1, 1);
    pools.push(pool);
    const first = await echo(pool, 1);
    await vi.waitFor(() => expect(pool.stats().threadIds).toEqual([]));
    const next = await echo(pool, 2);
    expect(next.threadId).not.toBe(first.threadId);
    expect(pool.stats()).toMatchObject({ started: 2, lost: 0 });
  });

  it("stops its threads when the last holder lets go, rejecting what was waiting; a later job starts one again", async () => {
    const pool = poolOf(1);
    const [first, second] = [pool.hold(), pool.hold()];
    await echo(pool, 1);
    await first();
    expect(pool.stats().threadIds).toHaveLength(1);
    const waiting = [pool.run({ do: "uncaught" }), echo(pool, 2)].map((job) => job.catch((err: unknown) => err));
    await second();
    for (const err of await Promise.all(waiting)) expect(err).toBeInstanceOf(WorkerPoolError);
    expect(pool.stats().threadIds).toEqual([]);
    expect((await echo(pool, 3)).value).toBe(3);
  });
});
