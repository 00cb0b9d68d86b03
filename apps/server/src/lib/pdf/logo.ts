/** The logo's colour (the favicon's): the header's band, section titles, rules. */
export const BRAND_COLOR = "#427167";

/** The portal's logo (the favicon): a ship's hull under three containers on the brand colour. */
export function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const k = size / 64;
  doc.roundedRect(x, y, size, size, 12 * k).fill(BRAND_COLOR);
  doc
    .polygon([x + 10 * k, y + 38 * k], [x + 54 * k, y + 38 * k], [x + 48 * k, y + 50 * k], [x + 16 * k, y + 50 * k])
    .fill("#ffffff");
  doc.rect(x + 18 * k, y + 24 * k, 12 * k, 12 * k).fill("#ffffff");
  doc
    .fillOpacity(0.8)
    .rect(x + 32 * k, y + 24 * k, 12 * k, 12 * k)
    .fill("#ffffff");
  doc
    .fillOpacity(0.6)
    .rect(x + 25 * k, y + 12 * k, 12 * k, 11 * k)
    .fill("#ffffff");
  doc.fillOpacity(1);
}
