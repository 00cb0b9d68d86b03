import path from "node:path";
import { parentPort, type TransferListItem, Worker } from "node:worker_threads";

// A few worker threads that run jobs off the event loop (drawing PDFs: documents/draw-thread.ts).
// A job is plain data posted to a thread, its answer posted back (an ArrayBuffer moved, not
// copied, when the thread names it to transfer). A thread starts on the first job that finds
// none free, up to the pool's size; jobs past that wait their turn. A thread that stops (a crash,
// an exit, a script that would not load) rejects the job it ran with a WorkerPoolError and is
// started again for the next. Idle threads do not keep the process alive and stop after a minute
// without a job (a drawing thread holds ~35 MB: docs/PERFORMANCE.md); an app closes the pool it
// holds when it closes.
//
// Where a thread's script is: the built server (scripts/build-server.mjs) bundles it as an entry
// of its own, `<bundled>.js` beside server.js, and defines BUILT_SERVER; from source (tsx, Vitest)
// it is the TypeScript file itself, started through ts-worker.mjs, which loads tsx in the thread.

declare const BUILT_SERVER: boolean | undefined;

/** What a pool's threads run. */
export interface WorkerScript {
  /** the script's TypeScript source */
  source: URL;
  /** its entry's name in the built server (scripts/build-server.mjs) */
  bundled: string;
}

/** A job the pool could not have answered: its thread stopped, or the pool closed. */
export class WorkerPoolError extends Error {}

interface Task {
  id: number;
  job: unknown;
  transfer: readonly TransferListItem[];
  resolve(answer: unknown): void;
  reject(err: Error): void;
}

interface Thread {
  worker: Worker;
  task?: Task;
  /** stops the thread once it has been idle IDLE_MS */
  idle?: NodeJS.Timeout;
}

/** How long a thread waits idle for its next job before it is stopped (its memory given back). */
export const WORKER_IDLE_MS = 60_000;

type Reply = { id: number; answer: unknown } | { id: number; error: string };

function startWorker(script: WorkerScript): Worker {
  // import.meta.dirname: the bundle's directory (import.meta.url names the source file there)
  if (typeof BUILT_SERVER !== "undefined") return new Worker(path.join(import.meta.dirname, `${script.bundled}.js`));
  return new Worker(new URL("./ts-worker.mjs", import.meta.url), { workerData: { script: script.source.href } });
}

export class WorkerPool<Job, Answer> {
  private readonly threads = new Set<Thread>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private holders = 0;
  private readonly counts = { started: 0, answered: 0, failed: 0, lost: 0 };

  constructor(
    private readonly script: WorkerScript,
    /** threads at most */
    private readonly size: number,
    private readonly idleMs = WORKER_IDLE_MS,
  ) {}

  /** Runs `job` on a thread; `transfer` lists what is moved to it rather than copied. */
  run(job: Job, transfer: readonly TransferListItem[] = []): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, transfer, resolve: resolve as (answer: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** The threads running now (their threadId) and what the pool has done since the process began. */
  stats() {
    const threads = [...this.threads];
    return {
      threadIds: threads.map((thread) => thread.worker.threadId),
      busy: threads.filter((thread) => thread.task).length,
      queued: this.queue.length,
      ...this.counts,
    };
  }

  /** An owner's claim on the pool (an app's): the answer releases it; the last release closes the pool. */
  hold(): () => Promise<void> {
    this.holders += 1;
    let released = false;
    return async () => {
      if (released) return;
      released = true;
      this.holders -= 1;
      if (this.holders === 0) await this.close();
    };
  }

  /** Stops every thread; what was running or waiting is rejected. The next job starts a thread again. */
  async close(): Promise<void> {
    const threads = [...this.threads];
    this.threads.clear();
    const closed = () => new WorkerPoolError(`the ${this.script.bundled} threads were stopped (the server is closing)`);
    for (const task of this.queue.splice(0)) task.reject(closed());
    for (const thread of threads) thread.task?.reject(closed());
    for (const thread of threads) clearTimeout(thread.idle);
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = [...this.threads].find((each) => !each.task) ?? (this.threads.size < this.size ? this.start() : undefined);
      if (!thread) return;
      const task = this.queue.shift() as Task;
      try {
        thread.worker.postMessage({ id: task.id, job: task.job }, task.transfer);
      } catch (err) {
        // a job that cannot be posted (a function in it): its own error, the thread still free
        task.reject(err instanceof Error ? err : new Error(String(err)));
        continue;
      }
      thread.task = task;
      clearTimeout(thread.idle);
      thread.worker.ref();
    }
  }

  private start(): Thread {
    const worker = startWorker(this.script);
    const thread: Thread = { worker };
    this.threads.add(thread);
    this.counts.started += 1;
    worker.on("message", (reply: Reply) => {
      const task = thread.task;
      if (!task || task.id !== reply.id) return;
      thread.task = undefined;
      worker.unref();
      thread.idle = setTimeout(() => {
        if (thread.task || !this.threads.delete(thread)) return;
        void worker.terminate();
      }, this.idleMs).unref();
      if ("error" in reply) {
        this.counts.failed += 1;
        task.reject(new Error(reply.error));
      } else {
        this.counts.answered += 1;
        task.resolve(reply.answer);
      }
      this.dispatch();
    });
    // an uncaught error in the thread is followed by its exit: the first one seen answers the job
    const stopped = (why: string) => {
      if (!this.threads.delete(thread)) return;
      const task = thread.task;
      thread.task = undefined;
      if (task) {
        this.counts.lost += 1;
        task.reject(new WorkerPoolError(`the ${this.script.bundled} thread stopped before it answered (${why})`));
      }
      // what waits gets a thread started in its place
      this.dispatch();
    };
    worker.on("error", (err) => stopped(err.message));
    worker.on("exit", (code) => stopped(`exit code ${code}`));
    return thread;
  }
}

/**
 * In a pool's thread: answers each job posted to it with `handle`'s answer (moving what `transfer`
 * lists), or with the message of what it threw.
 */
export function answerJobs<Job>(handle: (job: Job) => Promise<{ answer: unknown; transfer?: TransferListItem[] }>): void {
  const port = parentPort;
  if (!port) throw new Error("answerJobs runs in a worker thread");
  port.on("message", async ({ id, job }: { id: number; job: Job }) => {
    try {
      const { answer, transfer } = await handle(job);
      port.postMessage({ id, answer }, transfer);
    } catch (err) {
      port.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
