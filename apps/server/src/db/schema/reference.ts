import type { BuildExtraConfigColumns } from "drizzle-orm";
import {
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

// Every reference list is bilingual; the API answers `name` in the request's language.
function referenceColumns<TExtra extends Record<string, PgColumnBuilderBase>>(extra: TExtra) {
  return {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name_cn: text("name_cn").notNull(),
    name_en: text("name_en").notNull(),
    type: integer("type").notNull().default(1),
    sort: integer("sort").notNull().default(100),
    status: integer("status").notNull().default(1),
    // the admin who last added or changed the entry; null while it is as shipped. A re-seed of the
    // shipped lists leaves an entry an admin touched as the admin left it (seed/reference.ts).
    edited_by: integer("edited_by"),
    ...extra,
    ...timestamps,
  };
}

/** The indexes a list adds to those every list has, given its own columns (its extra ones among them). */
type ExtraIndexes<TExtra extends Record<string, PgColumnBuilderBase>> = (
  t: BuildExtraConfigColumns<string, ReturnType<typeof referenceColumns<TExtra>>, "pg">,
) => PgTableExtraConfigValue[];

function referenceTable<TExtra extends Record<string, PgColumnBuilderBase>>(
  name: string,
  extra: TExtra,
  extraIndexes: ExtraIndexes<TExtra> = () => [],
) {
  return pgTable(name, referenceColumns(extra), (t) => [
    uniqueIndex(`${name}_code_type_idx`).on(t.code, t.type),
    index(`${name}_name_en_idx`).on(t.name_en),
    ...extraIndexes(t),
  ]);
}

export const countries = referenceTable("countries", { code3: text("code3").notNull().default("") });
export const ports = referenceTable("ports", {
  country_id: integer("country_id"),
  // the port's IANA time zone: its cut-offs are local times there (seed/data/port-time-zones.ts)
  time_zone: text("time_zone").notNull().default("Asia/Shanghai"),
});
export const carriers = referenceTable("carriers", {});
export const containerTypes = referenceTable("container_types", {
  iso_code: text("iso_code").notNull().default(""),
  teu: numeric("teu", { precision: 4, scale: 2 }).notNull().default("1"),
});
export const units = referenceTable("units", {});
export const currencies = referenceTable("currencies", {});
export const charges = referenceTable("charges", {});
export const industries = referenceTable("industries", {});
export const businesses = referenceTable("businesses", {});
export const routes = referenceTable("routes", {});
// a forwarder's directory entry by its account (the quotes' forwarder name)
export const forwarders = referenceTable("forwarders", { user_id: integer("user_id") }, (t) => [
  index("forwarders_user_idx").on(t.user_id),
]);
export const incoterms = referenceTable("incoterms", {});
export const freightTerms = referenceTable("freight_terms", {});
export const vgmMethods = referenceTable("vgm_methods", {});

export const REFERENCE_TABLES = {
  country: countries,
  port: ports,
  carrier: carriers,
  container: containerTypes,
  unit: units,
  currency: currencies,
  charge: charges,
  industry: industries,
  business: businesses,
  route: routes,
  forwarder: forwarders,
  incoterm: incoterms,
  freight_term: freightTerms,
  vgm_method: vgmMethods,
} as const;
export type ReferenceKind = keyof typeof REFERENCE_TABLES;
export type ReferenceTable = (typeof REFERENCE_TABLES)[ReferenceKind];
