import { z } from "zod";
import { CONTACT_COLUMNS, type ContactColumn, PARTY_TYPE, type PartyType } from "../schemas/contact";

// Bill redlines (docs/PRODUCT-RULES.md, "Bill redlines"): when the customer returns a bill draft
// they may pin comments to the fields the bill prints. A field is named by a path:
//   <party> | <party>.<field>         shipper, consignee, notify1, notify2 (and their contact fields)
//   marks_no | description | vessel | voyage
//   containers[<i>] | containers[<i>].<field>   the instruction's i-th container row, from 0
// `notify_1`/`notify_2` and `address` (for address1) and `marks` are accepted spellings; the stored
// path is always the canonical one, so both sides highlight the same field.

/** The parties a path names, by the names the forms already use for them. */
export const REDLINE_PARTIES = {
  shipper: PARTY_TYPE.SHIPPER,
  consignee: PARTY_TYPE.CONSIGNEE,
  notify1: PARTY_TYPE.NOTIFY_1,
  notify2: PARTY_TYPE.NOTIFY_2,
} as const;
export type RedlineParty = keyof typeof REDLINE_PARTIES;

/** A party's fields as its contact record names them (`country` for the country): every contact column but the type. */
type RedlinePartyField = Exclude<ContactColumn, "type">;
export const REDLINE_PARTY_FIELDS: readonly RedlinePartyField[] = CONTACT_COLUMNS.filter(
  (column): column is RedlinePartyField => column !== "type",
);

/** The fields of the order and the instruction a bill prints once. */
export const REDLINE_ORDER_FIELDS = ["marks_no", "description", "vessel", "voyage"] as const;

/** A container row's fields as the instruction's rows name them. */
export const REDLINE_CONTAINER_FIELDS = [
  "container_no",
  "seal_no",
  "container_id",
  "package",
  "package_uid",
  "weight",
  "volume",
  "vgm",
] as const;

/** The most comments one returned draft carries, and the longest comment. */
export const REDLINE_LIMITS = { COMMENTS_MAX: 50, TEXT_MAX: 500, FIELD_MAX: 60 } as const;

export type RedlineTarget =
  | { kind: "party"; party: RedlineParty; type: PartyType; field: string | null }
  | { kind: "order"; field: (typeof REDLINE_ORDER_FIELDS)[number] }
  | { kind: "container"; index: number; field: string | null };

const ALIASES: Record<string, string> = { notify_1: "notify1", notify_2: "notify2", address: "address1", marks: "marks_no" };
const alias = (name: string) => ALIASES[name] ?? name;

const has = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** What a path names, or null when it names nothing a bill prints. The container index is not bounded here. */
export function redlineTarget(path: string): RedlineTarget | null {
  const row = /^containers\[(\d{1,3})\](?:\.([a-z_]+))?$/.exec(path);
  if (row) {
    const field = row[2] === undefined ? null : row[2];
    if (field !== null && !has(REDLINE_CONTAINER_FIELDS, field)) return null;
    return { kind: "container", index: Number(row[1]), field };
  }
  const [head = "", tail, ...rest] = path.split(".");
  if (rest.length > 0) return null;
  const name = alias(head);
  if (tail === undefined && has(REDLINE_ORDER_FIELDS, name)) return { kind: "order", field: name };
  if (!(name in REDLINE_PARTIES)) return null;
  const party = name as RedlineParty;
  const field = tail === undefined ? null : alias(tail);
  if (field !== null && !has(REDLINE_PARTY_FIELDS, field)) return null;
  return { kind: "party", party, type: REDLINE_PARTIES[party], field };
}

/** The canonical path of a target (what is stored and compared). */
export function redlinePath(target: RedlineTarget): string {
  if (target.kind === "order") return target.field;
  const head = target.kind === "party" ? target.party : `containers[${target.index}]`;
  return target.field === null ? head : `${head}.${target.field}`;
}

/** A path in its canonical spelling, or null when it names nothing. */
export const canonicalRedline = (path: string): string | null => {
  const target = redlineTarget(path.trim());
  return target ? redlinePath(target) : null;
};

/** One comment as stored and answered. */
export const billCommentViewSchema = z.object({ field: z.string(), text: z.string() });
export type BillComment = z.infer<typeof billCommentViewSchema>;

/** The comments as an event's detail keeps them; anything else reads as none. */
export function commentsOf(detail: unknown): BillComment[] {
  const parsed = z.object({ comments: z.array(billCommentViewSchema) }).safeParse(detail);
  return parsed.success ? parsed.data.comments : [];
}

/**
 * Whether `path` falls under a flagged `field`: the field itself, or everything of a flagged party
 * or container row.
 */
export function isUnderRedline(flagged: string, path: string): boolean {
  return path === flagged || path.startsWith(`${flagged}.`);
}
