// A description that names no goods ("FAK", "GENERAL CARGO", "SAID TO CONTAIN 20 PALLETS") tells
// customs nothing; the EU's ICS2 filing refuses it. "SAID TO CONTAIN" in front of a real
// description is the usual bill wording and passes: what counts is whether anything is left once
// the generic phrases and the words that only count or pack the goods are taken away.

const GENERIC_PHRASES = [
  ["FAK"],
  ["FREIGHT", "ALL", "KINDS"],
  ["GENERAL", "CARGO"],
  ["SAID", "TO", "CONTAIN"],
  ["STC"],
  ["CONSOLIDATED"],
  ["CONSOL"],
] as const;

/** Words that say how much or how packed, never what. */
const FILLER_WORDS = new Set([
  ...["OF", "AND", "THE", "IN", "ON", "WITH", "X"],
  ...["CARGO", "GOODS", "ITEMS", "ITEM", "MERCHANDISE", "COMMODITY", "COMMODITIES", "VARIOUS", "MISC", "MISCELLANEOUS"],
  ...["PACKAGE", "PACKAGES", "PKG", "PKGS", "CARTON", "CARTONS", "CTN", "CTNS", "PALLET", "PALLETS", "PLT", "PLTS"],
  ...["BOX", "BOXES", "BAG", "BAGS", "CASE", "CASES", "PIECE", "PIECES", "PC", "PCS", "UNIT", "UNITS", "LOT", "LOTS"],
  ...["CONTAINER", "CONTAINERS", "FCL", "LCL", "ONLY", "TOTAL"],
]);

/** The description's words, dotted abbreviations closed up ("S.T.C." is STC), digits dropped. */
function wordsOf(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/\./g, "")
    .split(/[^A-Z]+/)
    .filter(Boolean);
}

/** Whether the description is only (or, but for counts and packing, only) a generic phrase. */
export function isGenericDescription(text: string): boolean {
  const words = wordsOf(text);
  let foundGeneric = false;
  const rest: string[] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = GENERIC_PHRASES.find((candidate) => candidate.every((word, offset) => words[at + offset] === word));
    if (phrase) {
      foundGeneric = true;
      at += phrase.length;
      continue;
    }
    rest.push(words[at] ?? "");
    at += 1;
  }
  return foundGeneric && rest.every((word) => FILLER_WORDS.has(word));
}
