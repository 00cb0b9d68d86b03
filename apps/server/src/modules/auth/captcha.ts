import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { captchas } from "../../db/schema";

// DESIGN §10: a captcha drawn here, no outside service. Letters that look alike are left out.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const LENGTH = 4;
const TTL_MS = 5 * 60_000;

const hashCode = (id: string, code: string) => createHash("sha256").update(`${id}:${code.toUpperCase()}`).digest("hex");

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)];
}

/** An SVG of the code: each letter turned and lifted on its own, over and under crossing lines. */
export function drawCaptcha(code: string): string {
  const width = 120;
  const height = 40;
  const colours = ["#1d4ed8", "#b91c1c", "#047857", "#7c3aed", "#b45309", "#0f766e"];
  const lines = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${pick(colours)}" stroke-width="1" opacity="0.6"/>`;
  });
  const letters = [...code].map((ch, i) => {
    const x = 14 + i * 26 + randomInt(6);
    const y = 28 + randomInt(8) - 4;
    const angle = randomInt(50) - 25;
    return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" fill="${pick(colours)}" font-family="monospace" font-size="${24 + randomInt(6)}" font-weight="bold">${ch}</text>`;
  });
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${randomInt(width)}" cy="${randomInt(height)}" r="1" fill="${pick(colours)}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f5f7fa"/>${lines.slice(0, 3).join("")}${letters.join("")}${lines.slice(3).join("")}${dots.join("")}</svg>`;
}

export type CaptchaListener = (id: string, code: string) => void;

export async function issueCaptcha(db: Db, onIssued?: CaptchaListener): Promise<{ id: string; image: string }> {
  const id = randomBytes(16).toString("base64url");
  const code = Array.from({ length: LENGTH }, () => pick([...ALPHABET])).join("");
  // expired ones are swept as new ones are made, so the table stays small
  await db.delete(captchas).where(lt(captchas.expires_at, sql`now() - interval '1 hour'`));
  await db.insert(captchas).values({ id, code_hash: hashCode(id, code), expires_at: new Date(Date.now() + TTL_MS) });
  onIssued?.(id, code);
  return { id, image: `data:image/svg+xml;base64,${Buffer.from(drawCaptcha(code)).toString("base64")}` };
}

/** Single use: a captcha is spent by its first check, right or wrong. */
export async function consumeCaptcha(db: Db, id: string | undefined, answer: string | undefined): Promise<boolean> {
  if (!id || !answer) return false;
  const [row] = await db
    .update(captchas)
    .set({ used_at: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.used_at), gt(captchas.expires_at, sql`now()`)))
    .returning();
  return !!row && row.code_hash === hashCode(id, answer.trim());
}
