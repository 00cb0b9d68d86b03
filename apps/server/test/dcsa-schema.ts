import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { parse } from "yaml";

// The DCSA standards' own schema files (standards/dcsa in the repository, with their licence),
// compiled with ajv so the tests validate what the customer API accepts and answers against the
// standard itself. The two rewrites the YAML needs are made here: OpenAPI 3.0's boolean
// exclusiveMinimum becomes the numeric form, and the boolean discriminator on isShipperOwned goes
// (oneOf decides).

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
export const DCSA_DIR = resolve(ROOT, "standards/dcsa");

const FILES = { BKG: "BKG_v2.0.4.yaml", EBL: "EBL_v3.0.3.yaml", VGM: "VGM_v1.0.0.yaml" } as const;
export type DcsaStandard = keyof typeof FILES;

// every file is part of the repository: one missing fails each test file that reads the standards
for (const file of [...Object.values(FILES), "LICENSE"]) {
  if (!existsSync(resolve(DCSA_DIR, file))) throw new Error(`DCSA standard file missing: ${resolve(DCSA_DIR, file)}`);
}

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (!node || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  const source = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (key === "discriminator" && typeof value !== "object") continue;
    if (key === "exclusiveMinimum" && typeof value === "boolean") {
      if (value && typeof source.minimum === "number") out.exclusiveMinimum = source.minimum;
      continue;
    }
    if (key === "minimum" && source.exclusiveMinimum === true) continue;
    if (key === "nullable" || key === "example" || key === "examples") continue;
    out[key] = rewrite(value);
  }
  return out;
}

const compiled = new Map<DcsaStandard, { ajv: Ajv2020; id: string }>();

function standard(name: DcsaStandard) {
  let entry = compiled.get(name);
  if (!entry) {
    const document = parse(readFileSync(resolve(DCSA_DIR, FILES[name]), "utf8")) as { components: unknown };
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(ajv);
    const id = `https://dcsa.invalid/${name}`;
    ajv.addSchema({ $id: id, components: rewrite(document.components) });
    entry = { ajv, id };
    compiled.set(name, entry);
  }
  return entry;
}

const validators = new Map<string, ValidateFunction>();

/** The errors of `data` against the standard's component schema `component` ([] when valid). */
export function dcsaErrors(name: DcsaStandard, component: string, data: unknown): string[] {
  const key = `${name}#${component}`;
  let validate = validators.get(key);
  if (!validate) {
    const { ajv, id } = standard(name);
    const found = ajv.getSchema(`${id}#/components/schemas/${component}`);
    if (!found) throw new Error(`${component} is no schema of ${FILES[name]}`);
    validate = found;
    validators.set(key, validate);
  }
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
}

/** A conformance example from standards/dcsa/examples, parsed. */
export function dcsaExample(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(DCSA_DIR, "examples", file), "utf8")) as Record<string, unknown>;
}
