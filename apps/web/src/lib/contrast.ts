// WCAG 2 contrast: the configured primary colour (app_color) fills buttons under
// white text and colours links on white, and a status colour fills its tag under white text, so
// each must reach 4.5:1 against white. A light colour (the default primary #6cbaa9 gives 2.3:1) is
// darkened, keeping its hue, until it does; a dark one is kept.

const HEX = /^#([0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The relative luminance of an sRGB colour (WCAG 2). */
function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of a six-digit hex colour against white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(channels(hex)) + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/**
 * `hex` itself when it reaches `ratio` against white, else the lightest shade of it (mixed with
 * black) that does. The primary asks 5.5, a margin over 4.5 that keeps its text readable on antd's
 * light primary backgrounds too (the selected menu entry). Anything that is not a six-digit hex is returned as is.
 */
export function readableShade(hex: string, ratio = 4.5): string {
  if (!HEX.test(hex) || contrastWithWhite(hex) >= ratio) return hex;
  const rgb = channels(hex);
  for (let k = 0.99; k > 0; k -= 0.01) {
    const shade = toHex(rgb.map((c) => c * k));
    if (contrastWithWhite(shade) >= ratio) return shade;
  }
  return "#000000";
}

/** The primary colour as drawn (buttons, links, the selected menu entry): config app_color made readable. */
export const readablePrimary = (hex: string) => readableShade(hex, 5.5);

/** `hex` mixed with white: `amount` 0 is the colour, 1 is white. */
export function tint(hex: string, amount: number): string {
  if (!HEX.test(hex)) return hex;
  return toHex(channels(hex).map((c) => c + (255 - c) * amount));
}
