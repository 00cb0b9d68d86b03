/** The directory's name lists may come as "A,B" or as an array; either way, the names. */
export function namesOf(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const list = typeof value === "string" ? value.split(/[,，]/) : value;
  return list.map((name) => name.trim()).filter(Boolean);
}
