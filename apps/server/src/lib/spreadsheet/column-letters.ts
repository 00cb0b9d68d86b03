// A column as a spreadsheet names it: 0 ↔ A, 25 ↔ Z, 26 ↔ AA (the readers, the writer and the
// import's messages all count this way).

/** A column's letters (0 → A, 26 → AA). */
export function columnLetters(index: number): string {
  let letters = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** A column's index from its letters (A → 0, AA → 26). */
export function columnIndex(letters: string): number {
  let index = 0;
  for (let i = 0; i < letters.length; i++) index = index * 26 + (letters.charCodeAt(i) - 64);
  return index - 1;
}
