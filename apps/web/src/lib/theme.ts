import type { ThemeConfig } from "antd";
import { readablePrimary, tint } from "./contrast";

// antd's theme with WCAG AA contrast: antd's secondary and placeholder greys
// (0.45 and 0.25 black), its error red and its success text green read below 4.5:1 on white, so
// each is taken a shade darker. (Of the preset tag colours only blue, geekblue, purple, magenta and
// red reach 4.5:1 with their text on their tint; the others are not for tags.) The primary
// colour is config app_color made readable (lib/contrast); antd's own light tints of a darkened
// colour turn grey, so the selected menu entry's background is the colour's tint instead.
// antd's success green #52c41a (2.3:1), which draws the success icons (an import's result, the
// toasts), is taken to its green-7 #389e0d: 3.5:1, over the 3:1 asked of a graphic, and closer to
// the darkened primary; the success text keeps its darker #237804.

// A reader whose system asks for reduced motion (prefers-reduced-motion) gets antd without its
// animations: dialogs, menus, toasts and spinners appear and leave at once (WCAG 2.3.3).

export function appTheme(appColor: string, { reducedMotion = false } = {}): ThemeConfig {
  const primary = readablePrimary(appColor);
  return {
    // antd's styles come from its prebuilt stylesheet (components/antd-provider), not from styles
    // written at run time for each component's first render: measured on /bookings in Chromium
    // (median of 7 loads), 751 → 438 ms of script until the page settles, style recalculation
    // 26 → 32 ms. Only global tokens are set here, and those reach the stylesheet as CSS variables.
    zeroRuntime: true,
    token: {
      colorPrimary: primary,
      // links follow the brand colour too, like the plain anchors of index.css
      colorLink: primary,
      colorPrimaryBg: tint(primary, 0.9),
      colorPrimaryBgHover: tint(primary, 0.82),
      borderRadius: 6,
      colorTextTertiary: "rgba(0, 0, 0, 0.6)",
      colorTextPlaceholder: "rgba(0, 0, 0, 0.55)",
      colorError: "#cf1322",
      colorSuccess: "#389e0d",
      colorSuccessText: "#237804",
      motion: !reducedMotion,
    },
  };
}
