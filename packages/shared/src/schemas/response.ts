import { z } from "zod";

// Envelope as schemas: routes declare `response: { 200: okOf(view) }`, so the OpenAPI
// document shows the answer, the serializer sends only the listed fields, and the web infers the
// type it receives (`z.infer`) instead of writing it by hand.

export const okOf = <T extends z.ZodType>(data: T) => z.object({ code: z.literal(0), msg: z.string(), data });

/** `{ list, total }` of a page. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });

/** A timestamp on the wire: ISO 8601 in UTC. */
export const timestamp = z.string();

/** The answer of a call that only acts (logout, a password change): `data` is null. */
export const okNull = okOf(z.null());
