import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

// The faces the portal's PDFs are set in: Noto Sans SC (SIL Open Font License), from the npm
// package @expo-google-fonts/noto-sans-sc, so no system font is assumed — `npm install` brings it.
// It covers Chinese (GB 18030's common set) and Latin alike, so one face prints every value as
// typed. Each file is ~10 MB; read once, kept for the process, and only the glyphs a document
// uses are embedded in it (pdfkit subsets the font).

const require = createRequire(import.meta.url);

const FILES = {
  regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
} as const;

export type FontFace = keyof typeof FILES;
export type FontSet = Record<FontFace, Buffer>;

let loading: Promise<FontSet> | undefined;

/** The faces' bytes, read on first use. */
export function loadFonts(): Promise<FontSet> {
  loading ??= (async () => {
    const [regular, bold] = await Promise.all([readFile(require.resolve(FILES.regular)), readFile(require.resolve(FILES.bold))]);
    return { regular, bold };
  })().catch((err) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
