import { hasPackingGroup, imoMainClass } from "./imo-classes";

// UN numbers as the UN Recommendations on the Transport of Dangerous Goods, Model Regulations, list
// them (23rd revised edition, 2023; the IMDG Code carries it as Amendment 42-24, in force at sea
// since 1 January 2026). Chapter 3.2's Dangerous Goods List runs from UN 0004 (AMMONIUM PICRATE)
// to UN 3558 (VEHICLE, SODIUM ION BATTERY POWERED): the 22nd edition ended at 3550; the 23rd's new
// numbers reach 3558, among them 3551–3552 (sodium ion batteries) and 3556–3558 (battery-powered
// vehicles), as published summaries of ADR 2025 and IMDG 42-24 name them (checked there, not against
// the edition itself). When a later edition adds numbers, UN_NUMBER_LAST moves with it.
//
// The table below is not the list: it holds the entries carriers book most out of China, each with
// its class or division (column 3a) and whether column 5 gives it a packing group. It was written
// from the list by hand, not generated from a copy of it; a number absent here is judged by its
// class alone, and a number inside the range is never refused for being unknown.

export const UN_NUMBER_FIRST = 4;
export const UN_NUMBER_LAST = 3558;

/** Entries with a packing group (I, II or III), by class. */
const WITH_PACKING_GROUP: Record<string, string> = {
  "3": "1090 1091 1093 1120 1123 1133 1139 1170 1173 1193 1202 1203 1210 1219 1230 1263 1268 1294 1300 1307 1866 1993 3295",
  "4.1": "1325 1328 1334 1350 2213",
  "4.2": "1361 1363 1384",
  "4.3": "1402 2813",
  "5.1": "1486 1498 1748 1942 2014",
  "6.1": "1092 1593 1710 1897 2810 2811 2902",
  "8": "1719 1759 1760 1789 1791 1805 1823 1824 1830 2031 2789 2790 3066 3264 3265 3266",
  "9": "2211 3077 3082 3314",
};

/**
 * Entries column 5 leaves blank, by class: every entry of classes 1, 2, 5.2, 6.2 and 7 and the
 * self-reactive substances of 4.1 (Model Regulations 2.0.1.3), and articles such as batteries,
 * vehicles, engines and fuel cell cartridges in the classes that otherwise have packing groups.
 * "2": aerosols and gas cartridges take the division of their contents (special provision 63).
 */
const WITHOUT_PACKING_GROUP: Record<string, string> = {
  "1.1D": "0004",
  "1.1G": "0333",
  "1.2G": "0334",
  "1.3G": "0335",
  "1.4G": "0336",
  "1.4S": "0012 0014 0044 0323 0337",
  "2": "1950 2037",
  "2.1": "1011 1049 1057 1075 1954 1978 3150 3478 3479 3529",
  "2.2": "1006 1013 1044 1046 1066 1072 1956 2857 3164",
  "2.3": "1005 1017",
  "3": "3473 3528",
  "4.1": Array.from({ length: 20 }, (_, i) => String(3221 + i)).join(" "),
  "4.3": "3292 3476",
  "6.2": "2814 2900 3291 3373",
  "7": "2908 2909 2910 2911",
  "8": "2794 2795 2800 3028 3477",
  "9": "2990 3072 3090 3091 3166 3171 3245 3359 3363 3480 3481 3496 3499 3508 3509 3530 3536 3548 3551 3552 3556 3557 3558",
};

interface KnownEntry {
  imoClass: string;
  hasPackingGroup: boolean;
}

function tableOf(): ReadonlyMap<string, KnownEntry> {
  const table = new Map<string, KnownEntry>();
  const add = (groups: Record<string, string>, withGroup: boolean) => {
    for (const [imoClass, numbers] of Object.entries(groups)) {
      for (const un of numbers.split(" ")) table.set(un, { imoClass, hasPackingGroup: withGroup });
    }
  };
  add(WITH_PACKING_GROUP, true);
  add(WITHOUT_PACKING_GROUP, false);
  return table;
}

const KNOWN = tableOf();

/** Four digits inside the list's range (UN 0004 … UN 3558); "0000" and "9999" are no UN numbers. */
export function isListedUnNumber(un: string): boolean {
  if (!/^\d{4}$/.test(un)) return false;
  const value = Number(un);
  return value >= UN_NUMBER_FIRST && value <= UN_NUMBER_LAST;
}

/** The class or division the list gives a known UN number ("2": any division of class 2). */
export function expectedImoClass(un: string): string | undefined {
  return KNOWN.get(un.trim())?.imoClass;
}

/** Whether a declared class fits the UN number; an unknown number fits any class. */
export function classFitsUnNumber(un: string, imoClass: string): boolean {
  const expected = expectedImoClass(un);
  if (!expected || !imoClass) return true;
  return expected.includes(".") ? expected === imoClass : expected === imoMainClass(imoClass);
}

/**
 * What an entry's packing group must be: "none" where the list gives it none (by UN number, else by
 * class), "required" where it gives one, and "optional" for a class 9 number the table does not know,
 * a class where many articles carry none, so that a correct declaration is never stopped.
 */
export function packingGroupRule(un: string, imoClass: string): "required" | "none" | "optional" {
  const known = KNOWN.get(un.trim());
  if (known && classFitsUnNumber(un, imoClass)) return known.hasPackingGroup ? "required" : "none";
  if (!hasPackingGroup(imoClass)) return "none";
  return imoMainClass(imoClass) === "9" ? "optional" : "required";
}

/** A message key of the shared catalogue with what it names. */
export interface UnIssue {
  key: string;
  params: Record<string, string>;
}

const pad = (value: number) => String(value).padStart(4, "0");

/** Four digits outside the list's range ("0000"); anything not four digits is the pattern's to refuse. */
export function unNumberIssue(un: string): UnIssue | null {
  const value = un.trim();
  if (!/^\d{4}$/.test(value) || isListedUnNumber(value)) return null;
  return { key: "v.un_number_range", params: { un: value, first: pad(UN_NUMBER_FIRST), last: pad(UN_NUMBER_LAST) } };
}

/** A known UN number declared under another class, naming the class the list gives it. */
export function unClassIssue(un: string, imoClass: string): UnIssue | null {
  const value = un.trim();
  if (classFitsUnNumber(value, imoClass)) return null;
  return { key: "v.un_class", params: { un: value, expected: expectedImoClass(value) ?? "", imo_class: imoClass } };
}
