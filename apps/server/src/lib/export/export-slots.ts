import type { ErrorCode } from "@haiyun/shared";
import { AppError } from "../app-error";

// Every list's export holds a database pass and a socket until its file is sent: how many run at
// once is limited for the whole process, whichever list each exports.

/** Exports running at once in this process; one a user (each holds a database pass and a socket). */
export const EXPORTS_PER_PROCESS = 3;
/** What a refused export is told to wait (Retry-After), in seconds. */
export const EXPORT_RETRY_AFTER_S = 10;

/**
 * How many exports run at once: one a user, `perProcess` in all. `take` answers the release (call
 * it once the file is sent or abandoned) or refuses with a 429 (`busy`, EXPORT_BUSY unless given).
 */
export class ExportSlots {
  private readonly users = new Set<number>();

  constructor(
    private readonly perProcess = EXPORTS_PER_PROCESS,
    /** what a refusal is told to wait, in seconds */
    private readonly retryAfterS = EXPORT_RETRY_AFTER_S,
  ) {}

  get running(): number {
    return this.users.size;
  }

  take(userId: number, busy: ErrorCode = "EXPORT_BUSY"): () => void {
    if (this.users.has(userId) || this.users.size >= this.perProcess) {
      throw new AppError(busy, { params: { seconds: this.retryAfterS } });
    }
    this.users.add(userId);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users.delete(userId);
    };
  }
}

/** The process's exports (every app instance of the process shares them, as it shares the memory). */
export const exportSlots = new ExportSlots();
