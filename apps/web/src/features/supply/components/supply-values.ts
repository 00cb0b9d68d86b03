import type { SupplyAction, SupplyBodyInput } from "@haiyun/shared/schemas/supply";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { PARTY_FIELDS } from "../../contacts";
import { PARTY_ROLES, PARTY_TYPES, type Party, type PartyRole, partyOf } from "../../orders";
import { declarationBodyOf, type VgmRowDeclaration, vgmOf } from "./vgm/vgm-state";

// The supply form as antd holds it (parties by role, the manifest as the file it names) and the
// way to and from the wire (GET/PUT /order/shipment/{id}).

type Id = number | null;

export interface SupplyRow {
  /** the stored row this one edits (kept so the server updates it rather than adding one) */
  id?: number;
  container_no?: string;
  seal_no?: string;
  container_id?: Id;
  package?: Id;
  package_uid?: Id;
  weight?: Id;
  volume?: Id;
  vgm?: Id;
  /** how the VGM was found and who signs for it; null or blank: nothing declared yet */
  vgm_declaration?: VgmRowDeclaration | null;
}

export interface ManifestFile {
  file: number;
  name: string;
  /** where it is downloaded (with the session's headers); "" for one just uploaded */
  url: string;
}

export interface SupplyValues {
  contacts?: Partial<Record<PartyRole, Party | null>>;
  marks_no?: string;
  description?: string;
  manifest?: ManifestFile | null;
  vgm_method?: Id;
  containers?: SupplyRow[];
}

/** The supply: shipper, consignee and notify 1 are required; notify 2 is optional and can be reset. */
export const SUPPLY_REQUIRED_ROLES: readonly PartyRole[] = ["shipper", "consignee", "notify1"];

export const ROW_FIELDS = [
  "container_no",
  "seal_no",
  "container_id",
  "package",
  "package_uid",
  "weight",
  "volume",
  "vgm",
] as const;

type DeclarationView = NonNullable<SupplyRecord["containers"][number]["vgm_declaration"]>;

/** A stored declaration as the form holds it (a method the form does not know reads as the order's). */
function declarationOf(view: DeclarationView | null | undefined): VgmRowDeclaration | null {
  if (!view) return null;
  const method = view.method === "SM1" || view.method === "SM2" ? view.method : null;
  return { ...view, method };
}

/** The form of a supply record: what was saved, or the booking's rows before a first save. */
export function valuesOf(record: SupplyRecord): SupplyValues {
  const contacts: SupplyValues["contacts"] = {};
  for (const contact of record.contacts) {
    const role = PARTY_ROLES.find((r) => PARTY_TYPES[r] === contact.type);
    if (role) contacts[role] = partyOf(contact);
  }
  const containers = record.containers.map(
    (row): SupplyRow => ({
      ...(row.id ? { id: row.id } : {}),
      container_no: row.container_no,
      seal_no: row.seal_no,
      container_id: row.container_id,
      package: row.package,
      package_uid: row.package_uid,
      weight: row.weight,
      volume: row.volume,
      vgm: row.vgm,
      vgm_declaration: declarationOf(row.vgm_declaration),
    }),
  );
  return {
    contacts,
    marks_no: record.marks_no,
    description: record.description,
    manifest:
      record.manifest_file === null
        ? null
        : { file: record.manifest_file, name: record.manifest_file_name, url: record.manifest_file_url },
    vgm_method: record.vgm_method,
    containers: containers.length ? containers : [{}],
  };
}

const text = (value: string | undefined) => (value ?? "").trim();

/** The fields of PUT /order/shipment/{id} (and of operations' amend_si) for these values. */
export function fieldsOf(values: SupplyValues) {
  const contacts = PARTY_ROLES.flatMap((role) => {
    const party = values.contacts?.[role];
    if (!party) return [];
    const { country_name: _name, ...details } = party;
    return [{ type: PARTY_TYPES[role], ...details }];
  });
  return {
    contacts,
    marks_no: text(values.marks_no),
    description: text(values.description),
    manifest_file: values.manifest?.file ?? null,
    vgm_method: values.vgm_method ?? undefined,
    // every row is sent, a blank one too: a container is a row, and its blanks are named on it
    containers: (values.containers ?? []).map((row) => ({
      ...(row.id ? { id: row.id } : {}),
      container_no: text(row.container_no),
      seal_no: text(row.seal_no),
      container_id: row.container_id ?? null,
      package: row.package ?? undefined,
      package_uid: row.package_uid ?? undefined,
      weight: row.weight ?? null,
      volume: row.volume ?? undefined,
      // an SM2 row's VGM is its cargo plus its tare, whatever an earlier method left typed
      vgm: vgmOf(row, values.vgm_method),
      vgm_declaration: declarationBodyOf(row.vgm_declaration),
    })),
  };
}

/**
 * 'Error preparing data for submission, please check contact info': the body could not be
 * built from what the form holds. Nothing is sent.
 */
export class SupplyPrepareError extends Error {
  constructor(cause: unknown) {
    super("the supply body could not be prepared", { cause });
    this.name = "SupplyPrepareError";
  }
}

/** A party as the form holds it: partyOf's snapshot of a contact, each field with its wire type. */
function isParty(value: unknown): value is Party {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const party = value as Record<string, unknown>;
  return PARTY_FIELDS.every((field) =>
    field === "country_id" ? party[field] === null || typeof party[field] === "number" : typeof party[field] === "string",
  );
}

/**
 * The body of PUT /order/shipment/{id}. A party that is no contact snapshot would otherwise be
 * spread into a contact of stray keys (or of nothing), and a conversion may throw on a value of the
 * wrong type: both fail here with SupplyPrepareError rather than leave as a malformed body.
 */
export function bodyOf(values: SupplyValues, action: SupplyAction): SupplyBodyInput {
  for (const role of PARTY_ROLES) {
    const party: unknown = values.contacts?.[role];
    if (party != null && !isParty(party)) throw new SupplyPrepareError(`contacts.${role}`);
  }
  try {
    return { action, ...fieldsOf(values) } as SupplyBodyInput;
  } catch (cause) {
    throw new SupplyPrepareError(cause);
  }
}

const segmentsOf = (path: string | readonly PropertyKey[]) =>
  (typeof path === "string" ? path.split(".") : path.map(String)).map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const TOP_FIELDS = ["marks_no", "description", "vgm_method"] as const;

/**
 * Where an issue (a Zod path of the body, or a server `errors[].field` such as `containers.0.vgm`,
 * `contacts.notify1`, `manifest_file`) shows on the form; null for what no field shows.
 */
export function formPathOf(path: string | readonly PropertyKey[], body: { contacts: { type: number }[] }) {
  const [head, second, third, fourth] = segmentsOf(path);
  if (head === "contacts") {
    if (typeof second === "string" && (PARTY_ROLES as readonly string[]).includes(second)) return ["contacts", second];
    const type = typeof second === "number" ? body.contacts[second]?.type : undefined;
    const role = PARTY_ROLES.find((r) => PARTY_TYPES[r] === type);
    return role ? ["contacts", role] : null;
  }
  if (head === "containers") {
    if (typeof second === "number" && third === "vgm_declaration" && typeof fourth === "string") {
      return ["containers", second, third, fourth];
    }
    return typeof second === "number" && typeof third === "string" ? ["containers", second, third] : ["containers"];
  }
  if (head === "manifest_file") return ["manifest"];
  return (TOP_FIELDS as readonly unknown[]).includes(head) ? [head as string] : null;
}
