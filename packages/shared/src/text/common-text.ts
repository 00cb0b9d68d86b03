// Shipping documents are written in uppercase letters, digits, dot, underscore, comma, hyphen,
// slash, apostrophe, parentheses and whitespace: a bill's "N/M" and "SHIPPER'S LOAD, STOW AND
// COUNT" are in the set (both are in UN/EDIFACT's level A set, which carriers' bill forms print).
// Chinese users type on IMEs, so what can be mapped onto that set is mapped (one normaliser for
// every form field and the server).
export const COMMON_TEXT_PATTERN = /^[A-Z0-9._,()'/\s-]*$/;

const CHINESE_PUNCTUATION: Record<string, string> = {
  "，": ",",
  "。": ".",
  "（": "(",
  "）": ")",
  "：": ":",
  "；": ";",
  "、": ",",
  "－": "-",
  "—": "-",
  "–": "-",
  "‐": "-",
  "．": ".",
  "＿": "_",
  "“": '"',
  "”": '"',
  "‘": "'",
  "’": "'",
  "【": "(",
  "】": ")",
  "《": "(",
  "》": ")",
  "\u3000": " ",
};

/**
 * Lowercase → uppercase, full-width letters, digits and punctuation → ASCII, Chinese punctuation
 * → ASCII. What cannot be mapped (Chinese characters, emoji) is left for the pattern to refuse.
 */
export function normaliseCommonText(value: string): string {
  let out = "";
  for (const ch of value) {
    const mapped = CHINESE_PUNCTUATION[ch];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    const code = ch.codePointAt(0) ?? 0;
    // U+FF01–U+FF5E are the full-width forms of U+0021–U+007E
    out += code >= 0xff01 && code <= 0xff5e ? String.fromCodePoint(code - 0xfee0) : ch;
  }
  return out.toUpperCase();
}

export function isCommonText(value: string): boolean {
  return COMMON_TEXT_PATTERN.test(value);
}
