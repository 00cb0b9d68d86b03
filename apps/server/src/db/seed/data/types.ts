// Shared shapes for the static reference data used to seed the database.
//
// These are type aliases rather than interfaces on purpose: an object type
// alias is assignable to Record<string, unknown> (interfaces are not, as they
// get no implicit index signature), which the seeding code relies on. Names
// and fields are the same as the interfaces they stand for, and other code can
// still `extends` them.

export type RefItem = { code: string; name_en: string; name_cn: string };
export type PortItem = RefItem & { country: string }; // ISO 3166-1 alpha-2
export type CarrierItem = RefItem; // code = SCAC
// code = trade name like "20GP", iso_code = ISO 6346 size-type code like "22G1"
export type ContainerTypeItem = RefItem & { iso_code: string; teu: number };
