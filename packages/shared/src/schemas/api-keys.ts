import { z } from "zod";
import { listOf, timestamp } from "./response";

// API keys: a user's named keys for the DCSA customer API. A key acts as its user (same
// authorities, same records); `read` keys may only read, `write` keys may also create and change.

export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** At most this many live (not revoked) keys per user. */
export const API_KEY_MAX_PER_USER = 20;

export const apiKeyCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    scope: z.enum(API_KEY_SCOPES),
  })
  .strict();
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

/** The answer of a creation: the key in full, shown this once (only its hash is kept). */
export const apiKeyCreatedSchema = z.object({ id: z.number().int(), key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** the key's first characters, so its owner can tell keys apart */
  prefix: z.string(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyViewSchema>;

export const apiKeyListSchema = listOf(apiKeyViewSchema);
