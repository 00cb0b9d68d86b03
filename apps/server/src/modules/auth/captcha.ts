import { createHash, randomBytes, randomInt } from "node:crypto";
import type { Captcha } from "@haiyun/shared";
import type { Db } from "../../db/client";
import { deleteStaleCaptchas, insertCaptcha, spendCaptcha } from "./captcha.repository";

// A captcha drawn here, no outside service. Letters that look alike are left out.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 4;
const TTL_MS = 5 * 60_000;

const hashCode = (id: string, code: string) => createHash("sha256").update(`${id}:${code.toUpperCase()}`).digest("hex");

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)];
}

/**
 * An SVG of the code whose letters are glyph outlines (`<path>`s) jittered by svg-captcha, with noise
 * curves among them: the old `<text>` letters were read straight out of the markup.
 * The font is loaded once, when svg-captcha is first imported (at the first captcha, not at
 * start-up: docs/PERFORMANCE.md), not per drawing.
 */
export async function drawCaptcha(code: string): Promise<string> {
  const { default: svgCaptcha } = await import("svg-captcha");
  return svgCaptcha(code, { width: 120, height: 40, fontSize: 42, noise: 3, color: true, background: "#f5f7fa" });
}

export type CaptchaListener = (id: string, code: string) => void;

export async function issueCaptcha(db: Db, onIssued?: CaptchaListener): Promise<Captcha> {
  const id = randomBytes(16).toString("base64url");
  const code = Array.from({ length: LENGTH }, () => pick([...ALPHABET])).join("");
  // expired ones are swept as new ones are made, so the table stays small
  await deleteStaleCaptchas(db);
  await insertCaptcha(db, { id, code_hash: hashCode(id, code), expires_at: new Date(Date.now() + TTL_MS) });
  onIssued?.(id, code);
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(await drawCaptcha(code)).toString("base64")}` };
}

/** Single use: a captcha is spent by its first check, right or wrong. */
export async function consumeCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer) return false;
  const row = await spendCaptcha(db, id);
  return !!row && row.code_hash === hashCode(id, answer.trim());
}
