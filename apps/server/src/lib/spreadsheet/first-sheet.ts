// Which sheet an import reads: the first one the user sees. A sheet marked hidden is passed over
// (.xlsx: <sheet state>, .xls: BOUNDSHEET's hsState); and one more case, written by LibreOffice.

/** A workbook's view: the active sheet and the first tab of the tab bar (0 when the file names none). */
export interface WorkbookView {
  activeTab: number;
  firstSheet: number;
}

/**
 * The index sheets are looked for from. LibreOffice cannot save a hidden sheet that is the active
 * one as hidden (a file's active sheet must be shown), so it writes it visible; but it still names
 * the first visible sheet as the tab bar's first (.xlsx workbookView firstSheet, .xls WINDOW1
 * itabFirst). An active sheet left of the tab bar's first tab is such a sheet, and so is every
 * sheet before that tab: e.g. a hidden sheet of codes inserted before a template, when the file is
 * saved by a macro or a conversion that leaves the first sheet active.
 */
export function firstShownFrom(view: WorkbookView | undefined): number {
  if (!view) return 0;
  return view.activeTab < view.firstSheet ? view.firstSheet : 0;
}

/** The index of the first sheet the user sees, of those the file lists; -1 for none. */
export function firstShownSheet(sheets: readonly { visible: boolean }[], view: WorkbookView | undefined): number {
  const from = firstShownFrom(view);
  return sheets.findIndex((sheet, index) => index >= from && sheet.visible);
}
