import type { FastifyReply } from "fastify";
import { ExportSlots } from "../../../lib/export/export-slots";

// Drawing a PDF on request (the bill draft) is CPU on the event loop: one at a time a user and
// DRAWS_PER_PROCESS in all, as exports are bounded (lib/export/export-slots.ts); past that a 429
// DOCUMENT_BUSY with Retry-After. bench/pdf-draw.mjs measures what one draw holds the loop.

/** Drawings on request at once in this process. */
export const DRAWS_PER_PROCESS = 2;
/** What a refused drawing is told to wait (Retry-After), in seconds. */
export const DRAW_RETRY_AFTER_S = 5;

/** The process's drawing slots (every app instance of the process shares them, as it shares the CPU). */
export const drawSlots = new ExportSlots(DRAWS_PER_PROCESS, DRAW_RETRY_AFTER_S);

/** A drawing slot for the user, or the 429 (with Retry-After on `reply`); call the answer when done. */
export function takeDrawSlot(reply: FastifyReply, userId: number): () => void {
  try {
    return drawSlots.take(userId, "DOCUMENT_BUSY");
  } catch (err) {
    reply.header("retry-after", String(DRAW_RETRY_AFTER_S));
    throw err;
  }
}
