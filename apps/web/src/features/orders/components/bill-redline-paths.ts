import {
  type BillComment,
  REDLINE_CONTAINER_FIELDS,
  type REDLINE_ORDER_FIELDS,
  REDLINE_PARTIES,
  REDLINE_PARTY_FIELDS,
  type RedlineParty,
  redlineTarget,
} from "@haiyun/shared/orders/bill-redlines";
import type { TFunction } from "i18next";

// The names of the fields a bill comment can point at (docs/PRODUCT-RULES.md, "Bill redlines"),
// in the reader's language, and which comments fall on a field shown on a page.

/** What the choice of fields is built from: the parties on the instruction and its container rows. */
export interface RedlineSource {
  contacts: readonly { type: number }[];
  containers: readonly { container_no: string }[];
}

export interface RedlineOptionGroup {
  label: string;
  /** a stable key for the group (React keys and tests) */
  key: string;
  options: { value: string; label: string }[];
}

const PARTY_NAMES = Object.entries(REDLINE_PARTIES) as [RedlineParty, number][];

const partyName = (t: TFunction, type: number) => t(`bookings.parties.types.${type}`);
const rowName = (t: TFunction, index: number, containers?: RedlineSource["containers"]) => {
  const no = containers?.[index]?.container_no;
  return no ? t("redlines.rowWithNo", { n: index + 1, no }) : t("redlines.row", { n: index + 1 });
};
// A party's fields read as a booking change names them; a redline names the country `country`,
// a booking `country_id`.
const partyFieldName = (t: TFunction, field: string) => t(`amendments.fields.${field === "country" ? "country_id" : field}`);
const orderFieldName = (t: TFunction, field: (typeof REDLINE_ORDER_FIELDS)[number]) =>
  field === "vessel" || field === "voyage" ? t(`redlines.fields.${field}`) : t(`supply.fields.${field}`);

/** A field path as the reader names it: "Consignee · Address 1", "Container row 2 ABCU1234565 · Seal number". */
export function redlineName(path: string, t: TFunction, containers?: RedlineSource["containers"]): string {
  const target = redlineTarget(path);
  if (!target) return path;
  if (target.kind === "order") return orderFieldName(t, target.field);
  if (target.kind === "party") {
    const head = partyName(t, target.type);
    return target.field === null ? head : `${head} · ${partyFieldName(t, target.field)}`;
  }
  const head = rowName(t, target.index, containers);
  return target.field === null ? head : `${head} · ${t(`supply.fields.${target.field}`)}`;
}

/** The choice of fields, grouped: each party on the instruction, the cargo, the sailing, each container row. */
export function redlineOptions(source: RedlineSource, t: TFunction): RedlineOptionGroup[] {
  const groups: RedlineOptionGroup[] = [];
  for (const [party, type] of PARTY_NAMES) {
    if (!source.contacts.some((contact) => contact.type === type)) continue;
    const name = partyName(t, type);
    groups.push({
      key: party,
      label: name,
      options: [
        { value: party, label: t("redlines.whole", { name }) },
        ...REDLINE_PARTY_FIELDS.map((field) => ({ value: `${party}.${field}`, label: redlineName(`${party}.${field}`, t) })),
      ],
    });
  }
  groups.push({
    key: "cargo",
    label: t("redlines.groups.cargo"),
    options: (["marks_no", "description"] as const).map((field) => ({ value: field, label: orderFieldName(t, field) })),
  });
  groups.push({
    key: "sailing",
    label: t("redlines.groups.sailing"),
    options: (["vessel", "voyage"] as const).map((field) => ({ value: field, label: orderFieldName(t, field) })),
  });
  source.containers.forEach((_, index) => {
    const row = `containers[${index}]`;
    const name = rowName(t, index, source.containers);
    groups.push({
      key: row,
      label: name,
      options: [
        { value: row, label: t("redlines.whole", { name }) },
        ...REDLINE_CONTAINER_FIELDS.map((field) => ({
          value: `${row}.${field}`,
          label: `${name} · ${t(`supply.fields.${field}`)}`,
        })),
      ],
    });
  });
  return groups;
}

const under = (inner: string, outer: string) => inner === outer || inner.startsWith(`${outer}.`);

/**
 * The comments that fall on what a page shows at `paths`: the field itself, a flagged whole
 * (a party, a row) around it, or — where the page shows a whole — a flagged field inside it.
 */
export function commentsAt(comments: readonly BillComment[], paths: string | readonly string[]): BillComment[] {
  const list = typeof paths === "string" ? [paths] : paths;
  return comments.filter((comment) => list.some((path) => under(path, comment.field) || under(comment.field, path)));
}
