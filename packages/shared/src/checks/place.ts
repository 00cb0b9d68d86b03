import { fieldLabel, type Lang, translate } from "../i18n/messages";

// Where a problem sits, in words: a check message names the row and the field as the user reads
// them ("Container row 2, dangerous goods 1", "UN number"), derived from the problem's dotted path.

const COLLECTIONS = new Set(["containers", "spaces", "cargos", "contacts", "dangerous_goods"]);

export interface ProblemPlace {
  /** the rows the field sits in, e.g. "Container row 2, dangerous goods 1" (the field itself when at the top) */
  place: string;
  /** the field, e.g. "UN number" */
  label: string;
  /** both, e.g. "Container row 2, description" */
  where: string;
}

function rowName(collection: string, index: number, party: unknown, lang: Lang): string {
  if (collection === "contacts" && typeof party === "number") {
    const name = translate(`check.party.${party}`, lang);
    if (name) return name;
  }
  return translate(`check.place.${collection}`, lang, { n: index + 1 }) ?? `${collection} ${index + 1}`;
}

function labelOf(leaf: string, lang: Lang): string {
  if (!leaf) return "";
  return translate(`check.label.${leaf}`, lang) ?? fieldLabel(leaf.split(".").pop() ?? leaf, lang);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function problemPlace(field: string, params: Record<string, unknown> | undefined, lang: Lang): ProblemPlace {
  const segments = field.split(".");
  const rows: string[] = [];
  let leafStart = 0;
  for (let at = 0; at + 1 < segments.length; at += 1) {
    const collection = segments[at] ?? "";
    const index = segments[at + 1] ?? "";
    if (COLLECTIONS.has(collection) && /^\d+$/.test(index)) {
      rows.push(rowName(collection, Number(index), params?.party, lang));
      leafStart = at + 2;
      at += 1;
    }
  }
  const bare = labelOf(segments.slice(leafStart).join("."), lang);
  if (rows.length === 0) {
    const top = lang === "en" ? capitalise(bare) : bare;
    return { place: top, label: bare, where: top };
  }
  const place = rows.join(lang === "en" ? ", " : "");
  if (lang === "en") return { place, label: bare, where: bare ? `${place}, ${bare}` : place };
  // Chinese sets a Latin word off by a space (请填写 UN 编号, 集装箱的 HS 编码): the label carries it
  const label = /^[A-Za-z0-9]/.test(bare) ? ` ${bare}` : bare;
  return { place, label, where: `${place}${label ? `的${label}` : ""}` };
}
