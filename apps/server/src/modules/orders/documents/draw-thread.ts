import type { SheetMeta } from "../../../lib/pdf/sheet";
import { WorkerPool } from "../../../lib/worker-pool";
import { DRAWS_PER_PROCESS } from "./draw-slots";

// Drawing a PDF (fonts, layout, compression: tens to hundreds of milliseconds of CPU) happens on
// worker threads (draw-worker.ts), so the event loop answers other requests meanwhile: the data
// is gathered here, the document's description posted to a thread, its bytes posted back. As many
// threads as drawings on request may run at once (draw-slots.ts); the documents written after an
// action wait their turn behind them.

/** What a thread draws: the kind's document type, the data it prints, the sheet's header and footer. */
export interface DrawJob {
  type: number;
  data: unknown;
  meta: SheetMeta;
  /** the PDF's creation date (epoch ms) */
  createdAt: number;
}

/** The process's drawing threads (every app instance of the process shares them, as it shares the CPU). */
export const drawPool = new WorkerPool<DrawJob, Uint8Array>(
  { source: new URL("./draw-worker.ts", import.meta.url), bundled: "draw-worker" },
  DRAWS_PER_PROCESS,
);

/** Draws a document on a drawing thread; its bytes. */
export async function drawOnThread(job: DrawJob): Promise<Buffer> {
  const bytes = await drawPool.run(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
