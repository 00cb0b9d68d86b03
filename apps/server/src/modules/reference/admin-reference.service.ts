import {
  type AdminReferenceCreate,
  type AdminReferenceKind,
  type AdminReferenceQuery,
  type AdminReferenceUpdate,
  type AdminReferenceView,
  type Lang,
  REFERENCE_STATUS,
  translate,
} from "@haiyun/shared";
import type { Db } from "../../db/client";
import { portTimeZone } from "../../db/seed/data/port-time-zones";
import { AppError, fieldError, notFound } from "../../lib/app-error";
import { offsetOf } from "../../lib/pagination";
import {
  ADMIN_TABLES,
  type AdminReferenceRow,
  findAdminReference,
  findCountryByCode,
  insertAdminReference,
  listAdminReference,
  updateAdminReference,
} from "./admin-reference.repository";
import { invalidateReference } from "./reference.service";

// The admin console's reference lists. Every write moves reference_generation on (a trigger,
// migration 0014), so every server's kept answers give way to the edit at once; the writing
// process also drops its own at once. An entry is never deleted, only disabled (status 0): the
// pickers and new orders and rates stop offering it, while an order or rate naming it still
// shows its name (those reads do not filter on status).

function present(kind: AdminReferenceKind, row: AdminReferenceRow): AdminReferenceView {
  const view: AdminReferenceView = {
    id: row.id,
    code: row.code,
    name_cn: row.name_cn,
    name_en: row.name_en,
    sort: row.sort,
    enabled: row.status === REFERENCE_STATUS.ENABLED,
    edited: row.edited_by !== null,
    update_time: row.update_time.toISOString(),
  };
  if (kind === "container-types") Object.assign(view, { iso_code: row.iso_code ?? "", teu: row.teu ?? "" });
  if (kind === "ports") Object.assign(view, { country_id: row.country_id ?? null, time_zone: row.time_zone ?? "" });
  return view;
}

export async function listReferenceForAdmin(db: Db, kind: AdminReferenceKind, query: AdminReferenceQuery) {
  const { rows, total } = await listAdminReference(db, kind, {
    keyword: query.keyword || undefined,
    enabled: query.enabled === undefined ? undefined : query.enabled === "true",
    offset: offsetOf(query.page, query.size),
    limit: query.size,
  });
  return { list: rows.map((row) => present(kind, row)), total };
}

const codeTaken = (code: string, lang: Lang) =>
  new AppError("REFERENCE_CODE_TAKEN", {
    params: { code },
    errors: [{ field: "code", message: translate("REFERENCE_CODE_TAKEN", lang, { code }) ?? "" }],
  });

export async function createReference(
  db: Db,
  actorId: number,
  kind: AdminReferenceKind,
  body: AdminReferenceCreate,
  lang: Lang,
): Promise<AdminReferenceView> {
  const { enabled, teu, ...rest } = body;
  const values: Record<string, unknown> = {
    ...rest,
    status: enabled === false ? REFERENCE_STATUS.DISABLED : REFERENCE_STATUS.ENABLED,
    edited_by: actorId,
  };
  if (teu !== undefined) values.teu = teu.toFixed(2);
  if (kind === "ports") {
    // a UN/LOCODE begins with its country's ISO 3166 code
    const country = await findCountryByCode(db, body.code.slice(0, 2));
    if (!country) throw fieldError("code", "v.unknown_country", lang);
    values.country_id = country.id;
    // left out: the zone of its country (or the shipped port's own), as the shipped ports have
    values.time_zone = body.time_zone ?? portTimeZone(body.code);
  }
  const row = await insertAdminReference(db, kind, values);
  if (!row) throw codeTaken(body.code, lang);
  invalidateReference(db, ADMIN_TABLES[kind].kind);
  return present(kind, row);
}

export async function updateReference(
  db: Db,
  actorId: number,
  kind: AdminReferenceKind,
  id: number,
  body: AdminReferenceUpdate,
): Promise<AdminReferenceView> {
  const { enabled, teu, ...rest } = body;
  const set: Record<string, unknown> = { edited_by: actorId };
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) set[key] = value;
  if (enabled !== undefined) set.status = enabled ? REFERENCE_STATUS.ENABLED : REFERENCE_STATUS.DISABLED;
  if (teu !== undefined) set.teu = teu.toFixed(2);
  // an unknown id writes nothing: even an UPDATE of no row would move the generations on (their
  // triggers run once a statement), and every server would forget its answers for nothing
  if (!(await findAdminReference(db, kind, id))) throw notFound();
  const row = await updateAdminReference(db, kind, id, set);
  if (!row) throw notFound();
  invalidateReference(db, ADMIN_TABLES[kind].kind);
  return present(kind, row);
}
