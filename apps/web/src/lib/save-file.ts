import { csvCell } from "@haiyun/shared";

/** Hands a file built in the browser to the user as a download. */
export function saveFile(content: BlobPart, filename: string, type: string): void {
  const href = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = href;
  link.download = filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked later: revoking at once can cancel the download before the browser has read the blob
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/**
 * A CSV Excel opens correctly: a UTF-8 byte-order mark (without it Excel reads Chinese as the
 * local code page), CRLF line ends, cells quoted when needed.
 */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
