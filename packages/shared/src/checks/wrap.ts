// How a bill of lading prints free text: 35 characters a line (the width carriers' bill forms and
// their EDI messages share), words kept whole where they fit, a word longer than a line cut.

export const BILL_LINE_WIDTH = 35;

/** Code points, not UTF-16 units: a character outside the BMP is one printed character. */
const lengthOf = (text: string) => [...text].length;

function cutWord(word: string, width: number): string[] {
  const chars = [...word];
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += width) pieces.push(chars.slice(start, start + width).join(""));
  return pieces;
}

function wrapParagraph(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && lengthOf(line) + 1 + lengthOf(word) <= width) {
      line = `${line} ${word}`;
      continue;
    }
    if (line) lines.push(line);
    const pieces = cutWord(word, width);
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  lines.push(line);
  return lines;
}

/**
 * The lines the bill prints for a text: each of its lines wrapped at `width` (a blank line stays a
 * blank line), whitespace inside a line collapsed. Empty or blank text prints no line.
 */
export function wrapLines(text: string, width: number = BILL_LINE_WIDTH): string[] {
  const trimmed = text.replace(/\s+$/, "");
  if (!trimmed.trim()) return [];
  const size = Number.isFinite(width) ? Math.max(1, Math.floor(width)) : BILL_LINE_WIDTH;
  return trimmed.split(/\r\n|\r|\n/).flatMap((paragraph) => wrapParagraph(paragraph, size));
}

export interface PartyAddress {
  company1?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  province?: string | null;
  zip_code?: string | null;
}

/**
 * A party as the bill's shipper / consignee / notify box shows it: the company, the address lines,
 * then "CITY, PROVINCE ZIP" on one line, each wrapped at 35.
 */
export function partyLines(contact: PartyAddress): string[] {
  const part = (value: string | null | undefined) => (typeof value === "string" ? value.trim() : "");
  const place = [part(contact.city), part(contact.province)].filter(Boolean).join(", ");
  const cityLine = [place, part(contact.zip_code)].filter(Boolean).join(" ");
  return [part(contact.company1), part(contact.address1), part(contact.address2), cityLine]
    .filter(Boolean)
    .flatMap((piece) => wrapLines(piece));
}
