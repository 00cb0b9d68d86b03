import { z } from "zod";

// The field-level difference of two versions of a record (a booking, a shipping instruction): what
// a version list, an amendment request and a revision preview show. Objects are compared key by key
// ("shipper.company1"), lists row by row ("containers[1].quantity"); a row on one side only is one
// change naming the row ("containers[2]": added or removed).

export const fieldChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type FieldChange = z.infer<typeof fieldChangeSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** undefined and null are the same absence. */
const normal = (value: unknown): unknown => (value === undefined ? null : value);

const childPath = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Every field that differs between `before` and `after`, in the order the fields appear. */
export function diffFields(before: unknown, after: unknown, path = ""): FieldChange[] {
  const a = normal(before);
  const b = normal(after);
  if (Array.isArray(a) && Array.isArray(b)) {
    const changes: FieldChange[] = [];
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const rowPath = `${path}[${i}]`;
      if (i >= a.length) changes.push({ field: rowPath, before: null, after: b[i] });
      else if (i >= b.length) changes.push({ field: rowPath, before: a[i], after: null });
      else changes.push(...diffFields(a[i], b[i], rowPath));
    }
    return changes;
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    return keys.flatMap((key) => diffFields(a[key], b[key], childPath(path, key)));
  }
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  return [{ field: path, before: a, after: b }];
}
