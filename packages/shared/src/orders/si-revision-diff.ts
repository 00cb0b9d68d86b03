import { diffFields, type FieldChange } from "./field-diff";

// The difference of two shipping instructions as a revision shows it (docs/PRODUCT-RULES.md,
// "SI revisions"): the parties by their role ("shipper.company1"), marks, description, VGM method,
// manifest, and each container row under a stable name — its container number when it has one,
// else its 1-based place ("containers[TGHU1234567].seal_no", "containers[2]" for a row added or
// removed), so removing the first row does not rename every row after it.

const PARTY_KEYS: Record<number, string> = { 1: "shipper", 2: "consignee", 3: "notify1", 4: "notify2" };

export interface RevisionContact {
  type: number;
  [field: string]: unknown;
}

export interface RevisionRow {
  id?: number;
  container_no?: string | null;
  [field: string]: unknown;
}

/** What a revision diff reads of an instruction (PUT /order/shipment/{id}'s body without `action`). */
export interface RevisionInstruction {
  contacts: readonly RevisionContact[];
  marks_no: string;
  description: string;
  vgm_method: number | null;
  manifest_file: number | null;
  containers: readonly RevisionRow[];
}

function partiesOf(contacts: readonly RevisionContact[]): Record<string, unknown> {
  const parties: Record<string, unknown> = {};
  for (const { type, ...fields } of contacts) parties[PARTY_KEYS[type] ?? `party${type}`] = fields;
  return parties;
}

/** A row without its id (a storage detail, not what the customer wrote). */
const rowFields = ({ id: _id, ...fields }: RevisionRow): Record<string, unknown> => fields;

/** Pairs the rows of both sides: by id, then by container number, then unnumbered rows by place. */
function pairRows(before: readonly RevisionRow[], after: readonly RevisionRow[]) {
  const pairs: { before?: RevisionRow; after?: RevisionRow; at: number }[] = [];
  const left = new Set(before.map((_row, i) => i));
  const match = (same: (other: RevisionRow) => boolean) => {
    const found = [...left].find((i) => same(before[i] as RevisionRow));
    if (found !== undefined) left.delete(found);
    return found;
  };
  const unmatched: { row: RevisionRow; at: number }[] = [];
  after.forEach((row, at) => {
    let found = row.id === undefined ? undefined : match((other) => other.id === row.id);
    if (found === undefined && row.container_no) found = match((other) => other.container_no === row.container_no);
    if (found === undefined) unmatched.push({ row, at });
    else pairs.push({ before: before[found], after: row, at });
  });
  // rows without a number on either side (LCL rows sent without ids) pair by place among those
  // left; a numbered row left over was added or removed
  const rest = [...left].filter((i) => !before[i]?.container_no).sort((a, b) => a - b);
  for (const { row, at } of unmatched) {
    const i = row.container_no ? undefined : rest.shift();
    pairs.push({ before: i === undefined ? undefined : before[i], after: row, at });
    if (i !== undefined) left.delete(i);
  }
  for (const i of left) pairs.push({ before: before[i], at: i });
  return pairs.sort((a, b) => a.at - b.at || (a.after ? 1 : -1));
}

/** A row's stable name: its container number, else its 1-based place on its side. */
const rowName = (row: RevisionRow, at: number) => `containers[${row.container_no ? row.container_no : at + 1}]`;

/** Every field that differs between two instructions, parties and rows named stably. */
export function revisionDiff(before: RevisionInstruction, after: RevisionInstruction): FieldChange[] {
  const head = diffFields(
    {
      ...partiesOf(before.contacts),
      marks_no: before.marks_no,
      description: before.description,
      vgm_method: before.vgm_method,
      manifest_file: before.manifest_file,
    },
    {
      ...partiesOf(after.contacts),
      marks_no: after.marks_no,
      description: after.description,
      vgm_method: after.vgm_method,
      manifest_file: after.manifest_file,
    },
  );
  const rows = pairRows(before.containers, after.containers).flatMap(({ before: a, after: b, at }) => {
    const named = rowName((b ?? a) as RevisionRow, at);
    if (!a) return [{ field: named, before: null, after: rowFields(b as RevisionRow) }];
    if (!b) return [{ field: named, before: rowFields(a), after: null }];
    return diffFields(rowFields(a), rowFields(b), named);
  });
  return [...head, ...rows];
}
