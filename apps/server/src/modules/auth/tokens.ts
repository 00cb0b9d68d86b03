import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only the SHA-256 of a token is stored, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const SESSION_POLICY = {
  /** sliding expiry: a session unused this long ends */
  idleMs: 7 * 24 * 3600_000,
  /** a token older than this is replaced on its next use (X-Renewed-Token) */
  renewAfterMs: 3600_000,
  /** the replaced token keeps working this long, for requests already in flight */
  graceMs: 60_000,
  /** last_seen_at/expires_at are written at most this often */
  touchEveryMs: 60_000,
};
export type SessionPolicy = typeof SESSION_POLICY;
