import { normaliseCommonText } from "./common-text";

// HS codes are 6 to 10 digits, but they are printed grouped (`9403.60`, `9403 60`,
// `9403.60.90`): the separators are dropped as the user types and again by the server; full-width
// digits map to ASCII as in every common-text field. Letters stay, for the pattern to refuse.
const SEPARATORS = /[\s.,\-_/·]/g;

export function normaliseHsCode(value: string): string {
  return normaliseCommonText(value).replace(SEPARATORS, "");
}
