import { randomInt } from "node:crypto";

// A readable, unique order number that another customer's number does not give
// away. `HY` + the booking day (YYMMDD, China Standard Time: the portal's business day) + six
// random characters from an alphabet without look-alikes (no 0/O, 1/I/L): 31^6 ≈ 887 million per
// day, so a neighbour's number says nothing about ours, and the count of orders a day stays
// private (a per-day sequence would publish it). Unique by index; a collision draws again.

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const RANDOM_LENGTH = 6;
const CHINA_OFFSET_MS = 8 * 3_600_000;

export const ORDER_NO_PATTERN = /^HY\d{6}[2-9A-HJKMNP-Z]{6}$/;

export function newOrderNo(now: Date = new Date()): string {
  const day = new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(2, 10).replaceAll("-", "");
  let suffix = "";
  for (let i = 0; i < RANDOM_LENGTH; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `HY${day}${suffix}`;
}
