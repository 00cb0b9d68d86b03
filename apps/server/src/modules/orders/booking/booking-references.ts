import { type BookingForm, defaultFreightTermCode, type Lang, translate } from "@haiyun/shared";
import type { Db } from "../../../db/client";
import { AppError, type FieldError } from "../../../lib/app-error";
import {
  findDisabledReferences,
  findFreightTermByCode,
  findOfferedReferences,
  type ReferenceKind,
} from "../core/orders.repository";

// Every id a booking names must be one the lists offer — ports, carrier, incoterm,
// freight term, container types, package units (units of type 3), the parties' countries. A
// missing one is a 400 naming its field (`pol_id`, `spaces.0.container_id`), all of them at once;
// one an admin has disabled since (a draft saved before) is named, so the user knows what to replace.

interface Reference {
  field: string;
  kind: ReferenceKind;
  id: number;
}

function referencesOf(form: BookingForm): Reference[] {
  const refs: Reference[] = [];
  const add = (field: string, kind: ReferenceKind, id: number | null | undefined) => {
    if (id !== null && id !== undefined) refs.push({ field, kind, id });
  };
  add("from_id", "port", form.from_id);
  add("pol_id", "port", form.pol_id);
  add("pod_id", "port", form.pod_id);
  add("to_id", "port", form.to_id);
  add("carrier_id", "carrier", form.carrier_id);
  add("inco_term_id", "incoterm", form.inco_term_id);
  add("freight_term_id", "freight_term", form.freight_term_id);
  for (const [i, contact] of form.contacts.entries()) add(`contacts.${i}.country_id`, "country", contact.country_id);
  for (const [i, space] of form.spaces.entries()) add(`spaces.${i}.container_id`, "container", space.container_id);
  for (const [i, row] of form.containers.entries()) {
    add(`containers.${i}.container_id`, "container", row.container_id);
    add(`containers.${i}.package_uid`, "unit", row.package_uid);
  }
  for (const [i, row] of form.cargos.entries()) add(`cargos.${i}.package_uid`, "unit", row.package_uid);
  return refs;
}

/**
 * Checks every reference of the form and returns the freight term to store: the form's, or —
 * left empty — collect (CC) for the config's `freight_collect` incoterms, else prepaid (PP).
 */
export async function checkBookingReferences(
  db: Db,
  form: BookingForm,
  freightCollect: string,
  lang: Lang,
): Promise<{ freightTermId: number | null }> {
  const refs = referencesOf(form);
  const wanted: Partial<Record<ReferenceKind, number[]>> = {};
  for (const ref of refs) {
    wanted[ref.kind] = [...(wanted[ref.kind] ?? []), ref.id];
  }
  const offered = await findOfferedReferences(db, wanted);
  const found = new Map(offered.map((row) => [`${row.kind}:${row.id}`, row.code]));
  const missing = refs.filter((ref) => !found.has(`${ref.kind}:${ref.id}`));
  if (missing.length > 0) {
    const unoffered: Partial<Record<ReferenceKind, number[]>> = {};
    for (const ref of missing) unoffered[ref.kind] = [...(unoffered[ref.kind] ?? []), ref.id];
    const disabled = new Map(
      (await findDisabledReferences(db, unoffered)).map((row) => [
        `${row.kind}:${row.id}`,
        (lang === "cn" ? row.name_cn : row.name_en) || row.name_en || row.name_cn,
      ]),
    );
    const errors: FieldError[] = missing.map((ref) => {
      const name = disabled.get(`${ref.kind}:${ref.id}`);
      const key = name ? "v.disabled_option" : ref.kind === "country" ? "v.unknown_country" : "v.unknown_option";
      return { field: ref.field, message: translate(key, lang, { name }) ?? "" };
    });
    throw new AppError("VALIDATION_FAILED", { errors });
  }

  if (form.freight_term_id || !form.inco_term_id) return { freightTermId: form.freight_term_id ?? null };
  const incoterm = found.get(`incoterm:${form.inco_term_id}`) ?? "";
  return { freightTermId: (await findFreightTermByCode(db, defaultFreightTermCode(incoterm, freightCollect))) ?? null };
}
