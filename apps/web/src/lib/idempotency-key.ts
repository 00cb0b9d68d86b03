import { useCallback, useRef } from "react";

/** A random v4 UUID; crypto.randomUUID exists only in secure contexts (a LAN address over http has none). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key per user action (docs/PRODUCT-RULES.md, Retries). Trying the same action again (same body, after a timeout or
 * a lost answer) sends the same key, so the server replays its first answer instead of acting twice;
 * a different body is a new action with a new key (the same key with another body would be a 422).
 * `reset` starts a new action (the dialog opened again).
 */
export function useIdempotencyKey() {
  const current = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const serialized = JSON.stringify(body);
    if (current.current?.body !== serialized) current.current = { body: serialized, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const reset = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, reset };
}
