import { loadFonts } from "../../../lib/pdf/fonts";
import { renderSheet } from "../../../lib/pdf/render";
import { answerJobs } from "../../../lib/worker-pool";
import { KINDS_BY_TYPE } from "./document-kinds";
import type { DrawJob } from "./draw-thread";

// A drawing thread (draw-thread.ts starts them): a document's description in, its PDF's bytes out,
// moved back to the server's thread rather than copied. The fonts are read once a thread.

answerJobs<DrawJob>(async (job) => {
  const kind = KINDS_BY_TYPE.get(job.type);
  if (!kind) throw new Error(`no document of type ${job.type} is drawn`);
  const drawn = await renderSheet(await loadFonts(), job.meta, new Date(job.createdAt), (sheet) => kind.draw(sheet, job.data));
  // a small Buffer may be a slice of a shared one: only a buffer of its own moves
  const bytes = drawn.byteOffset === 0 && drawn.byteLength === drawn.buffer.byteLength ? drawn : new Uint8Array(drawn);
  return { answer: bytes, transfer: [bytes.buffer as ArrayBuffer] };
});
