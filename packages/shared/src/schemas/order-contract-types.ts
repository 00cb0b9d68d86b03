import type { z } from "zod";
import type { DocumentType } from "../constants/order-status";

// The shapes of the wire contract (order-contract.ts): a route, a document an action names, an
// action's contract.

/** Where the route finds the order: its path (`:id`), the body's `id`, or nowhere (the action creates it). */
export type OrderIdFrom = "path" | "body" | "none";

export interface ActionRoute {
  method: "POST" | "PUT" | "DELETE";
  /** the path under /api; `:id` is the order's id when `orderId` is "path" */
  path: string;
  orderId: OrderIdFrom;
  /** this route's body when it differs from the action's (the order's id added to it) */
  body?: z.ZodType;
  /** true: an Idempotency-Key header makes a retry answer the first result instead of acting twice */
  idempotent?: boolean;
}

/** A document the action names: the caller uploads it first (multipart) and sends the id it answered. */
export interface ActionDocument {
  type: DocumentType;
  /** the multipart route that stores it; its answer's `file` is what the action's body names */
  upload: { method: "POST"; path: string };
  /** the body field that carries the stored document's id */
  field: "file" | "filename";
}

export interface ActionContract {
  /** every route that takes the action; the first is the one clients call (the others stay for old clients) */
  routes: readonly ActionRoute[];
  /** the body's schema (with the order's `id` on routes that take it from the body); null: no body */
  body: z.ZodType | null;
  /**
   * When two actions share a route (save and submit of a booking, of an instruction; accepting and
   * declining a request), the value of the body's `selectBy` field that selects this one.
   */
  bodyAction?: string;
  /** the body field `bodyAction` is read from; unset: `action` */
  selectBy?: "action" | "decision";
  /** the largest body in bytes; unset: the server's default (1 MiB) */
  bodyLimit?: number;
  /**
   * "result": the order's id, number and status; "null": nothing (the order is gone); a schema:
   * what the handler answers (`Applied.answer`), e.g. a request's id and state.
   */
  answer: "result" | "null" | z.ZodType;
  document?: ActionDocument;
  /** one line for the API reference */
  summary: string;
}

/**
 * A full booking or instruction stays far below 1 MiB; room for a few times more, so that an
 * oversized list (10,000 cargo rows) is answered by the schema naming the field, not a bare 413.
 */
export const LARGE_BODY_LIMIT = 4 * 1024 * 1024;
