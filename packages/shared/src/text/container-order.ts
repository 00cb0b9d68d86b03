// The usual order of container types wherever they are listed (quotes' price columns, a quote's
// spaces, rate sheets and their templates, booking selects, an order's goods, the reference list):
// general-purpose boxes first — by size, the standard height before the high cube (20GP, 20HQ,
// 40GP, 40HQ, 45HQ) — then reefers, open tops, flat racks, tanks and anything else, each group by
// size and then by type. The order is read from the trade code (`40HQ`: size 40, type HQ).

/** Each known type's rank; the tens are its group (0 general purpose, 1 reefer, 2 open top…). */
export const CONTAINER_TYPE_RANK: Readonly<Record<string, number>> = {
  GP: 0,
  DC: 0,
  DV: 0,
  HQ: 1,
  HC: 1,
  RF: 10,
  RE: 10,
  RH: 11,
  HR: 11,
  NOR: 12,
  OT: 20,
  FR: 30,
  FL: 30,
  TK: 40,
  TN: 40,
};
/** A type not listed above: after every known group. */
export const OTHER_CONTAINER_RANK = 90;
/** A code without a leading size: after every size. */
export const UNKNOWN_CONTAINER_SIZE = 999;

const CODE = /^\s*(\d{1,3})?\s*([A-Za-z]*)/;

/** A container code's sort key: group, size, type rank, then the code itself. */
export function containerSortKey(code: string): [group: number, size: number, rank: number, code: string] {
  const [, size, type] = CODE.exec(code) ?? [];
  const rank = CONTAINER_TYPE_RANK[(type ?? "").toUpperCase()] ?? OTHER_CONTAINER_RANK;
  return [Math.floor(rank / 10), size ? Number(size) : UNKNOWN_CONTAINER_SIZE, rank, code.trim().toUpperCase()];
}

/** Compares two container codes in the usual order (for Array.prototype.sort). */
export function compareContainerCodes(a: string, b: string): number {
  const left = containerSortKey(a);
  const right = containerSortKey(b);
  for (let i = 0; i < 3; i++) if (left[i] !== right[i]) return (left[i] as number) - (right[i] as number);
  return left[3] < right[3] ? -1 : left[3] > right[3] ? 1 : 0;
}

/** `items` in the usual container order by their code (a copy; equal codes keep their order). */
export function sortContainers<T>(items: readonly T[], codeOf: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareContainerCodes(codeOf(a), codeOf(b)));
}
