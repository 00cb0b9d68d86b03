import path from "node:path";
import * as XLSX from "@e965/xlsx";
import { entryChunks, inflateEntry, inflateEntryHead, type ZipEntry } from "../zip-guard";
import { builtinFormat } from "./cells";
import { firstShownSheet, type WorkbookView } from "./first-sheet";
import { attr, decodeXml, forEachElement, richText } from "./xml";

// The parts of an .xlsx package the stream reader needs (ECMA-376 Part 2: found through the
// package's relationships, not by their usual names).

export interface XlsxParts {
  sheet: ZipEntry;
  strings?: ZipEntry;
  styles?: ZipEntry;
  date1904: boolean;
}

const SMALL_PART = 4 * 1024 * 1024;

function relationships(xml: string | null, baseDir: string) {
  return [...(xml ?? "").matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)].flatMap(([tag]) => {
    const target = attr(tag, "Target");
    if (!target || attr(tag, "TargetMode") === "External") return [];
    const name = target.startsWith("/") ? target.slice(1) : path.posix.normalize(path.posix.join(baseDir, target));
    return [{ id: attr(tag, "Id"), type: attr(tag, "Type") ?? "", name }];
  });
}

/** The first visible worksheet and the parts it needs, found through the package's relationships. */
export function locateParts(buffer: Buffer, entries: ZipEntry[]): XlsxParts | null {
  const byName = new Map(entries.map((e) => [e.name.replace(/^\/+/, ""), e]));
  const text = (name: string) => {
    const entry = byName.get(name);
    return entry && entry.declaredSize <= SMALL_PART ? inflateEntry(buffer, entry).toString("utf8") : null;
  };
  const root = relationships(text("_rels/.rels"), "");
  const workbookName = root.find((r) => r.type.endsWith("/officeDocument"))?.name ?? "xl/workbook.xml";
  const workbook = text(workbookName);
  if (!workbook) return null;
  const dir = path.posix.dirname(workbookName);
  const rels = relationships(text(`${dir}/_rels/${path.posix.basename(workbookName)}.rels`), dir);
  // the first sheet the user sees: a hidden or very hidden one (state=) is passed over
  const tags = [...workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)].map(([tag]) => tag);
  const shown = firstShownSheet(
    tags.map((tag) => ({ visible: !/\sstate="(?:hidden|veryHidden)"/.test(tag) })),
    workbookView(workbook),
  );
  const firstSheet = shown >= 0 ? /\s(?:\w+:)?id="([^"]+)"/.exec(tags[shown])?.[1] : undefined;
  const sheetRel = rels.find((r) => r.id === firstSheet);
  const sheet = sheetRel?.type.endsWith("/worksheet") ? byName.get(sheetRel.name) : undefined;
  if (!sheet) return null;
  const part = (type: string) => {
    const rel = rels.find((r) => r.type.endsWith(type));
    return rel ? byName.get(rel.name) : undefined;
  };
  return {
    sheet,
    strings: part("/sharedStrings"),
    styles: part("/styles"),
    date1904: /<(?:\w+:)?workbookPr\b[^>]*\sdate1904="(?:1|true)"/.test(workbook),
  };
}

/** The first <workbookView>'s active sheet and first tab (both 0 when not written). */
function workbookView(workbook: string): WorkbookView {
  const tag = /<(?:\w+:)?workbookView\b[^>]*>/.exec(workbook)?.[0] ?? "";
  const index = (name: string) => Number(attr(tag, name) ?? 0) || 0;
  return { activeTab: index("activeTab"), firstSheet: index("firstSheet") };
}

/** The sheet's <dimension ref>, read from the first few KB of its XML (it comes before the cells). */
export function sheetDimension(buffer: Buffer, sheet: ZipEntry): { firstRow: number; lastRow: number } | null {
  const head = inflateEntryHead(buffer, sheet).toString("utf8");
  const ref = /<(?:\w+:)?dimension\s+ref="([A-Z]+\d+)(?::([A-Z]+\d+))?"/.exec(head);
  if (!ref) return null;
  const range = XLSX.utils.decode_range(ref[2] ? `${ref[1]}:${ref[2]}` : ref[1]);
  return { firstRow: range.s.r, lastRow: range.e.r };
}

export async function readSharedStrings(buffer: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  await forEachElement(entryChunks(buffer, entry), /<((?:\w+:)?)si\b[^>]*?(?:\/>|>([\s\S]*?)<\/\1si>)/g, /<(?:\w+:)?si\b/, (m) =>
    strings.push(richText(m[2] ?? "")),
  );
  return strings;
}

/** The number format code of each cell style (the cellXfs index a cell's s= names). */
export function readStyles(buffer: Buffer, entry: ZipEntry | undefined): string[] {
  if (!entry || entry.declaredSize > SMALL_PART) return [];
  const xml = inflateEntry(buffer, entry).toString("utf8");
  const custom = new Map<number, string>();
  for (const [tag] of xml.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    custom.set(Number(attr(tag, "numFmtId")), decodeXml(attr(tag, "formatCode") ?? "General"));
  }
  const cellXfs = /<((?:\w+:)?)cellXfs\b[^>]*>([\s\S]*?)<\/\1cellXfs>/.exec(xml)?.[2] ?? "";
  return [...cellXfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)].map(([tag]) => {
    const id = Number(attr(tag, "numFmtId") ?? 0);
    return custom.get(id) ?? builtinFormat(id);
  });
}
