import type { ThemeConfig } from "antd";
import { readablePrimary, tint } from "./contrast";

// antd's theme with WCAG AA contrast (issue 12 item 6): antd's secondary and placeholder greys
// (0.45 and 0.25 black), its error red and its success text green read below 4.5:1 on white, so
// each is taken a shade darker. (Of the preset tag colours only blue, geekblue, purple, magenta and
// red reach 4.5:1 with their text on their tint; the others are not for tags.) The primary
// colour is config app_color made readable (lib/contrast); antd's own light tints of a darkened
// colour turn grey, so the selected menu entry's background is the colour's tint instead.

export function appTheme(appColor: string): ThemeConfig {
  const primary = readablePrimary(appColor);
  return {
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
      colorSuccessText: "#237804",
    },
  };
}
