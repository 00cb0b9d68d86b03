import type { FastifyReply } from "fastify";

// Envelope: success is `{ code: 0, msg: "ok", data }`; lists carry `{ list, total }`.
export function ok<T>(data: T) {
  return { code: 0 as const, msg: "ok", data };
}

export function okList<T>(list: T[], total: number) {
  return ok({ list, total });
}

/**
 * The text of an answer as its route's response schema serializes it (what a handler's return
 * would become), for an answer kept as text (modules/quotes/quote-cache.ts).
 */
export function serializedOk<T>(reply: FastifyReply, data: T): string {
  return String(reply.serialize(ok(data)));
}

/** Sends an answer already serialized: a JSON string goes out as it is, past the serializer. */
export function sendSerialized(reply: FastifyReply, text: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(text);
}

/** `{"code":0,"msg":"ok","data":…}` around data already written as JSON text (the lists' pages, db/json-text.ts). */
export function okText(data: string): string {
  return `{"code":0,"msg":"ok","data":${data}}`;
}
