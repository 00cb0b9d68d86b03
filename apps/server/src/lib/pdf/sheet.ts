import { BRAND_COLOR, drawLogo } from "./logo";

// The portal's documents on A4: a header with the logo, the portal's name and the document's
// title, then sections of labelled fields and tables, and a footer on every page. Every label is
// in both languages, Chinese above English; values are printed as they were typed. Drawn with
// pdfkit, which embeds only the glyphs used.

export interface Bilingual {
  cn: string;
  en: string;
}

export interface SheetMeta {
  title: Bilingual;
  /** what identifies the document (the order number, a revision) under the title */
  reference: string;
  /** the portal's name, beside the logo */
  brand: string;
  /** the footer's "generated" time, as printed */
  generatedAt: string;
  /** PDF metadata: the document's subject (the order number) */
  subject: string;
}

export interface FieldCell {
  label: Bilingual;
  value: string;
  /** columns the cell spans (1 by default) */
  span?: number;
}

export interface TableColumn {
  label: Bilingual;
  /** share of the table's width */
  weight: number;
  align?: "left" | "right";
}

const TINT = "#e8f0ee";
const GREY = "#5c6b68";
const RULE = "#c9d6d3";
const INK = "#1f2d2a";

export const PAGE = { margin: 40, footer: 28 };
const SIZE = { label: 6.5, value: 9, small: 7.5 };
const PAD = 4;
/** a section's title: 4 points above its 16-point band, 4 below */
const HEADING = 24;

export class PdfSheet {
  private readonly left = PAGE.margin;
  private readonly width: number;
  private readonly bottom: number;
  /** a section's title waiting for what follows it: the two go on one page */
  private heading: Bilingual | null = null;

  constructor(private readonly doc: PDFKit.PDFDocument) {
    this.width = doc.page.width - 2 * PAGE.margin;
    this.bottom = doc.page.height - PAGE.margin - PAGE.footer;
  }

  private get y(): number {
    return this.doc.y;
  }

  private set y(value: number) {
    this.doc.y = value;
  }

  /**
   * A new page when `height` does not fit on this one, then the waiting section title, if any:
   * `height` is what must follow the title on its page (a field row, a table's header and first row).
   */
  private room(height: number): void {
    const heading = this.heading;
    if (this.y + (heading ? HEADING : 0) + height > this.bottom) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
    if (!heading) return;
    this.heading = null;
    this.drawHeading(heading);
  }

  private heightOf(text: string, width: number, size: number, face: "regular" | "bold" = "regular"): number {
    return this.doc
      .font(face)
      .fontSize(size)
      .heightOfString(text || " ", { width, lineGap: 1 });
  }

  private write(text: string, x: number, y: number, width: number, size: number, options: WriteOptions = {}): void {
    this.doc
      .font(options.face ?? "regular")
      .fontSize(size)
      .fillColor(options.color ?? INK)
      .text(text, x, y, { width, lineGap: 1, align: options.align ?? "left" });
  }

  /** The logo, the portal's name, the title in both languages and the reference, over a rule. */
  header(meta: SheetMeta): void {
    const top = PAGE.margin;
    drawLogo(this.doc, this.left, top, 30);
    this.write(meta.brand, this.left + 38, top + 2, 200, 11, { face: "bold", color: BRAND_COLOR });
    this.write("海运订舱 Sea-freight booking portal", this.left + 38, top + 18, 200, SIZE.small, { color: GREY });
    const right = this.left + this.width - 300;
    this.write(meta.title.cn, right, top - 2, 300, 16, { face: "bold", align: "right" });
    this.write(meta.title.en.toUpperCase(), right, top + 18, 300, 9, { face: "bold", color: BRAND_COLOR, align: "right" });
    this.write(meta.reference, right, top + 31, 300, SIZE.value, { align: "right" });
    this.doc.rect(this.left, top + 46, this.width, 2).fill(BRAND_COLOR);
    this.y = top + 56;
  }

  /** A section's title: drawn with what follows it, never alone at the foot of a page (keep with next). */
  section(title: Bilingual): void {
    if (this.heading) this.room(0);
    this.heading = title;
  }

  /** A section's title: a tinted band, Chinese then English. */
  private drawHeading(title: Bilingual): void {
    const top = this.y + 4;
    this.doc.rect(this.left, top, this.width, 16).fill(TINT);
    this.doc.rect(this.left, top, 3, 16).fill(BRAND_COLOR);
    this.write(title.cn, this.left + 8, top + 2.5, 140, 8.5, { face: "bold", color: BRAND_COLOR });
    const cnWidth = this.doc.font("bold").fontSize(8.5).widthOfString(title.cn);
    this.write(title.en, this.left + 14 + cnWidth, top + 4, 300, SIZE.small, { color: GREY });
    this.y = top + HEADING - 4;
  }

  /** Labelled values in a grid of `columns`, each label Chinese above English; rows grow with their text. */
  fields(cells: readonly FieldCell[], columns = 4): void {
    const unit = this.width / columns;
    let row: FieldCell[] = [];
    let used = 0;
    const flush = () => {
      if (row.length > 0) this.fieldRow(row, unit);
      row = [];
      used = 0;
    };
    for (const cell of cells) {
      const span = Math.min(cell.span ?? 1, columns);
      if (used + span > columns) flush();
      row.push({ ...cell, span });
      used += span;
    }
    flush();
    this.y += 4;
  }

  private fieldRow(row: readonly FieldCell[], unit: number): void {
    const labelHeight = (SIZE.label + 2) * 2;
    const height = Math.max(
      ...row.map((cell) => labelHeight + this.heightOf(cell.value, (cell.span ?? 1) * unit - 2 * PAD, SIZE.value) + 2 * PAD),
    );
    this.room(height);
    const top = this.y;
    let x = this.left;
    for (const cell of row) {
      const width = (cell.span ?? 1) * unit;
      this.doc.lineWidth(0.5).rect(x, top, width, height).stroke(RULE);
      this.write(cell.label.cn, x + PAD, top + PAD - 1, width - 2 * PAD, SIZE.label, { color: GREY });
      this.write(cell.label.en, x + PAD, top + PAD + SIZE.label + 1, width - 2 * PAD, SIZE.label, { color: GREY });
      this.write(cell.value || "—", x + PAD, top + PAD + labelHeight, width - 2 * PAD, SIZE.value);
      x += width;
    }
    this.y = top + height;
  }

  /** A table: bilingual headers on a tint, then the rows; the header is drawn again on a new page. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], empty?: Bilingual): void {
    const total = columns.reduce((sum, column) => sum + column.weight, 0);
    const widths = columns.map((column) => (column.weight / total) * this.width);
    if (rows.length === 0 && empty) rows = [[`${empty.cn} ${empty.en}`]];
    const rowHeight = (cells: readonly string[]) => {
      const cellWidths = cells.length === 1 && columns.length > 1 ? [this.width] : widths;
      return Math.max(...cells.map((text, c) => this.heightOf(text, cellWidths[c] - 2 * PAD, SIZE.value))) + 2 * PAD;
    };
    const headerHeight = (SIZE.label + 2) * 2 + 2 * PAD;
    // the header goes on the page of the row after it
    const drawHeader = (next: number) => {
      this.room(headerHeight + next);
      const top = this.y;
      this.doc.rect(this.left, top, this.width, headerHeight).fill(TINT);
      let x = this.left;
      columns.forEach((column, c) => {
        const options = { color: GREY, align: column.align } as const;
        this.write(column.label.cn, x + PAD, top + PAD - 1, widths[c] - 2 * PAD, SIZE.label, options);
        this.write(column.label.en, x + PAD, top + PAD + SIZE.label + 1, widths[c] - 2 * PAD, SIZE.label, options);
        x += widths[c];
      });
      this.y = top + headerHeight;
    };
    drawHeader(rows.length > 0 ? rowHeight(rows[0]) : 0);
    for (const cells of rows) {
      const spansAll = cells.length === 1 && columns.length > 1;
      const cellWidths = spansAll ? [this.width] : widths;
      const height = rowHeight(cells);
      if (this.y + height > this.bottom) drawHeader(height);
      const top = this.y;
      let x = this.left;
      cells.forEach((text, c) => {
        this.write(text, x + PAD, top + PAD, cellWidths[c] - 2 * PAD, SIZE.value, {
          align: spansAll ? "left" : columns[c].align,
        });
        x += cellWidths[c];
      });
      this.doc
        .lineWidth(0.5)
        .moveTo(this.left, top + height)
        .lineTo(this.left + this.width, top + height)
        .stroke(RULE);
      this.y = top + height;
    }
    this.y += 6;
  }

  /** Text lines as printed, one under another (a bill's 35-character lines), in a box of `width` share. */
  lines(label: Bilingual, lines: readonly string[]): void {
    this.fields([{ label, value: lines.join("\n"), span: 4 }]);
  }

  /** Running text: a paragraph of the letter, in `size` points. */
  paragraph(text: string, size = SIZE.value + 0.5, face: "regular" | "bold" = "regular"): void {
    const height = this.heightOf(text, this.width, size, face);
    this.room(height);
    this.write(text, this.left, this.y, this.width, size, { face });
    this.y += 6;
  }

  /** A signature line with its bilingual caption, at the right half. */
  signature(caption: Bilingual): void {
    this.room(70);
    const x = this.left + this.width / 2;
    const top = this.y + 40;
    this.doc
      .lineWidth(0.7)
      .moveTo(x, top)
      .lineTo(this.left + this.width, top)
      .stroke(INK);
    this.write(`${caption.cn}  ${caption.en}`, x, top + 4, this.width / 2, SIZE.small, { color: GREY });
    this.y = top + 20;
  }

  space(points: number): void {
    this.y += points;
  }

  /** Every page's footer: the portal, when generated, page n of N. */
  footers(meta: SheetMeta): void {
    // a title nothing followed is still drawn
    if (this.heading) this.room(0);
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      // writing below the bottom margin would open a page of its own
      const margin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0;
      const y = this.doc.page.height - PAGE.margin - 10;
      this.doc
        .lineWidth(0.5)
        .moveTo(this.left, y - 4)
        .lineTo(this.left + this.width, y - 4)
        .stroke(RULE);
      const text = `${meta.brand} · 生成于 Generated ${meta.generatedAt} · ${meta.subject}`;
      this.write(text, this.left, y, this.width - 80, SIZE.label, { color: GREY });
      this.write(`${i + 1} / ${range.count}`, this.left + this.width - 80, y, 80, SIZE.label, { color: GREY, align: "right" });
      this.doc.page.margins.bottom = margin;
    }
  }
}

interface WriteOptions {
  face?: "regular" | "bold";
  color?: string;
  align?: "left" | "right";
}
