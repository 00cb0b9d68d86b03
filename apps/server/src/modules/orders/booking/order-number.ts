import { randomInt } from "node:crypto";
import { businessDate, businessTimeZone } from "@haiyun/shared";

// A readable, unique order number that another customer's number does not give
// away. `HY` + the booking day (YYMMDD in the business time zone, app_timezone) + six
// random characters from an alphabet without look-alikes (no 0/O, 1/I/L): 31^6 ≈ 887 million per
// day, so a neighbour's number says nothing about ours, and the count of orders a day stays
// private (a per-day sequence would publish it). Unique by index; a collision draws again.

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const RANDOM_LENGTH = 6;

export const ORDER_NO_PATTERN = /^HY\d{6}[2-9A-HJKMNP-Z]{6}$/;

export function newOrderNo(now: Date = new Date(), timeZone: string = businessTimeZone()): string {
  const day = businessDate(now, timeZone).slice(2).replaceAll("-", "");
  let suffix = "";
  for (let i = 0; i < RANDOM_LENGTH; i += 1) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `HY${day}${suffix}`;
}
