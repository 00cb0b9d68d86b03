import fc from "fast-check";
import { type ZodType, z } from "zod";

// Malformed request bodies from a route's own Zod schema. The schema is read
// through its JSON Schema (zod 4's z.toJSONSchema); a plausible body of that shape is drawn, then
// broken in one place: a wrong type, a missing or an extra field, a value at or over its limit, a
// huge or odd string, deep nesting, a prototype key. Only what the schema itself refuses is kept.

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}
type Path = (string | number)[];

export function jsonSchemaOf(schema: ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

const day = fc.date({ min: new Date("2020-01-01"), max: new Date("2030-12-31"), noInvalidDate: true });

/** A value of the schema's shape; patterns and refinements are only roughly followed. */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(plausible));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ("const" in schema) return fc.constant(schema.const);
  switch (schema.type) {
    case "integer": {
      const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1) + 1;
      const max = schema.maximum ?? min + 100_000;
      // small ids name real reference rows (ports, carriers), so some bodies reach deeper checks
      return fc.oneof(fc.integer({ min, max: Math.min(max, min + 60) }), fc.integer({ min, max }));
    }
    case "number":
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1e6, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "string":
      if (schema.format === "date-time") return day.map((d) => d.toISOString());
      if (schema.pattern?.includes("\\d{4}-\\d{2}-\\d{2}")) return day.map((d) => d.toISOString().slice(0, 10));
      if (schema.pattern?.includes("\\d{6}")) return fc.stringMatching(/^\d{6}$/);
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 16, 16) });
    case "array":
      return fc.array(schema.items ? plausible(schema.items) : fc.anything(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 2, 2),
      });
    case "object": {
      const properties = schema.properties ?? {};
      if (Object.keys(properties).length === 0 && typeof schema.additionalProperties === "object") {
        return fc.dictionary(fc.string({ maxLength: 20 }), plausible(schema.additionalProperties), { maxKeys: 3 });
      }
      const shape = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, plausible(value)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in shape) });
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** The sub-schema a path leads to, following the first branch of a union that has it. */
function schemaAt(schema: JsonSchema | undefined, path: Path): JsonSchema | undefined {
  if (!schema || path.length === 0) return schema;
  const [head, ...rest] = path;
  if (schema.anyOf) {
    for (const branch of schema.anyOf) {
      const found = schemaAt(branch, path);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof head === "number") return schemaAt(schema.items, rest);
  return schemaAt(schema.properties?.[head], rest);
}

/** Values just past what a field allows: its limits, one over, one under, a fraction for an integer. */
function pastLimits(schema: JsonSchema | undefined): unknown[] {
  if (!schema) return [];
  const type = schema.type ?? schema.anyOf?.find((branch) => branch.type !== "null")?.type;
  const out: unknown[] = [];
  if (schema.enum) out.push(Math.max(...schema.enum.filter((v): v is number => typeof v === "number"), 0) + 1, "1");
  if (type === "integer" || type === "number") {
    const max = schema.maximum ?? 2147483647;
    const min = schema.minimum ?? schema.exclusiveMinimum ?? 0;
    out.push(max, max + 1, min, min - 1, 0.5, -0, 2 ** 53 + 2, 1e308, `${max}`);
  }
  if (type === "string") {
    const max = schema.maxLength ?? 255;
    out.push("x".repeat(max + 1), "界".repeat(max + 1), "", " ".repeat(3), 12345);
  }
  if (type === "array")
    out.push(
      Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => 1),
      {},
    );
  return out;
}

const NESTING = fc.integer({ min: 20, max: 1000 }).chain((depth) =>
  fc.constantFrom("array", "object").map((kind) => {
    let value: unknown = "deep";
    for (let i = 0; i < depth; i++) value = kind === "array" ? [value] : { a: value };
    return value;
  }),
);

/** Wrong types, odd text, numbers at the edges of what JavaScript and PostgreSQL hold. */
const HOSTILE: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2147483648, -2147483649, 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 5e-324),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "\udfff\ud800",
    "\u202e\u2066",
    "𝕏😀👨‍👩‍👧",
    "NaN",
    "Infinity",
    "1e400",
  ),
  fc.constantFrom(
    "-1",
    "0x10",
    "２０２６-０１-０１",
    "2026-02-30",
    "9999-99-99",
    "'; drop table users; --",
    "<script>x</script>",
  ),
  // past every length limit (the longest is 4,096); a megabyte and more only now and then (the body limit)
  fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom("x".repeat(5000), "界".repeat(5000), "😀".repeat(3000)) },
    fc.constant("y".repeat(1_100_000)),
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.anything({ maxDepth: 3, withNullPrototype: false }),
  NESTING,
  fc.constant([]),
  fc.constant({}),
);
const HOSTILE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "", "a\u0000", "$where", "id"];

/** Every path into a value (the root included), objects' and arrays' members alike. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  const out: Path[] = [path];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) out.push(...pathsOf(item, [...path, i]));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) out.push(...pathsOf(item, [...path, key]));
  }
  return out;
}

/** An own, enumerable key, even `__proto__` (a plain assignment would set the prototype instead). */
function setOwn(target: Record<string | number, unknown> | unknown[], key: string | number, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

type Mutation = { kind: "replace" | "limit" | "drop" | "extra"; at: number; pick: number; value: unknown; key: string };

function mutate(base: unknown, schema: JsonSchema, m: Mutation): unknown {
  const body = structuredClone(base);
  const paths = pathsOf(body);
  const path = paths[m.at % paths.length];
  const parent = path.length ? (path.slice(0, -1).reduce<any>((node, key) => node[key], body) as Record<string, unknown>) : null;
  const last = path.at(-1) as string | number;
  const here = parent ? parent[last] : body;
  switch (m.kind) {
    case "limit": {
      const limits = pastLimits(schemaAt(schema, path));
      if (limits.length === 0 || !parent) return m.value;
      setOwn(parent, last, limits[m.pick % limits.length]);
      return body;
    }
    case "drop":
      if (!parent) return m.value;
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete parent[last];
      return body;
    case "extra":
      if (!here || typeof here !== "object" || Array.isArray(here)) return [here, m.value];
      setOwn(here as Record<string, unknown>, m.key, m.value);
      return body;
    default:
      if (!parent) return m.value;
      setOwn(parent, last, m.value);
      return body;
  }
}

/** `count` bodies the schema refuses, the same ones for the same seed. */
export function malformedBodies(schema: ZodType, count: number, seed: number): unknown[] {
  const json = jsonSchemaOf(schema);
  const mutation = fc.record({
    kind: fc.constantFrom("replace", "replace", "limit", "limit", "drop", "extra"),
    at: fc.nat(),
    pick: fc.nat(),
    value: HOSTILE,
    key: fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ unit: "binary", maxLength: 12 })),
  }) as fc.Arbitrary<Mutation>;
  const body = fc
    .tuple(plausible(json), mutation)
    .map(([base, m]) => mutate(base, json, m))
    .filter((candidate) => !schema.safeParse(candidate).success);
  return fc.sample(body, { seed, numRuns: count });
}
