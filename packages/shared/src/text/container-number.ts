// A container number is an ISO 6346 identification — a three-letter
// owner code, the category letter (U freight container, J detachable equipment, Z trailer or
// chassis), a six-digit serial number and a check digit computed from the first ten characters.

export const CONTAINER_NO_PATTERN = /^[A-Z]{3}[UJZ]\d{7}$/;

/** ISO 6346 letter values: A = 10 upwards, skipping 11, 22 and 33 (the multiples of 11). */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = "A".charCodeAt(0); code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

/**
 * The check digit of the first ten characters (owner code, category, serial): each character's
 * value weighted by 2^position, the sum modulo 11, and a remainder of 10 written as 0.
 * Null when the ten characters are not letters-then-digits as ISO 6346 has them.
 */
export function containerCheckDigit(firstTen: string): number | null {
  if (!/^[A-Z]{3}[UJZ]\d{6}$/.test(firstTen)) return null;
  let sum = 0;
  for (let position = 0; position < 10; position += 1) {
    const ch = firstTen[position];
    const value = position < 4 ? letterValue(ch) : Number(ch);
    sum += value * 2 ** position;
  }
  return (sum % 11) % 10;
}

export type ContainerNoProblem = { problem: "format" } | { problem: "check_digit"; expected: number };

/** What is wrong with a container number (already uppercased), or null when it is a valid one. */
export function containerNoProblem(value: string): ContainerNoProblem | null {
  if (!CONTAINER_NO_PATTERN.test(value)) return { problem: "format" };
  const expected = containerCheckDigit(value.slice(0, 10));
  if (expected === null) return { problem: "format" };
  return Number(value[10]) === expected ? null : { problem: "check_digit", expected };
}
