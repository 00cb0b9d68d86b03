// A count in English words, as a bill of lading states its total in the "SAY … ONLY" line
// ("SAY FORTY (40) CONTAINERS ONLY"): capitals, hyphenated tens, no "AND" (the carriers' style).

const ONES = [
  "ZERO",
  "ONE",
  "TWO",
  "THREE",
  "FOUR",
  "FIVE",
  "SIX",
  "SEVEN",
  "EIGHT",
  "NINE",
  "TEN",
  "ELEVEN",
  "TWELVE",
  "THIRTEEN",
  "FOURTEEN",
  "FIFTEEN",
  "SIXTEEN",
  "SEVENTEEN",
  "EIGHTEEN",
  "NINETEEN",
];
const TENS = ["", "", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"];
const SCALES: readonly [number, string][] = [
  [1_000_000_000_000, "TRILLION"],
  [1_000_000_000, "BILLION"],
  [1_000_000, "MILLION"],
  [1_000, "THOUSAND"],
];

function belowThousand(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) words.push(ONES[hundreds], "HUNDRED");
  if (rest >= 20) words.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]}-${ONES[rest % 10]}` : TENS[rest / 10]);
  else if (rest > 0) words.push(ONES[rest]);
  return words;
}

/** A whole number from 0 up to Number.MAX_SAFE_INTEGER in words: 1_205 → "ONE THOUSAND TWO HUNDRED FIVE". */
export function numberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a count: ${value}`);
  if (value === 0) return ONES[0];
  const words: string[] = [];
  let rest = value;
  for (const [size, name] of SCALES) {
    const part = Math.floor(rest / size);
    if (part === 0) continue;
    // above a trillion the leading part is itself a number of trillions ("ONE THOUSAND TRILLION")
    words.push(part >= 1000 ? numberInWords(part) : belowThousand(part).join(" "), name);
    rest -= part * size;
  }
  words.push(...belowThousand(rest));
  return words.join(" ");
}

/** The bill's total in words: "SAY FORTY (40) CONTAINERS ONLY", "SAY ONE (1) CONTAINER ONLY". */
export function sayTotal(count: number, singular: string, plural: string): string {
  return `SAY ${numberInWords(count)} (${count}) ${count === 1 ? singular : plural} ONLY`;
}
