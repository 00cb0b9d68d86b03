import type { RowTexts } from "./first-rows";

// The picture of a signed-in list page the hint script draws on a phone before the app has loaded:
// the header, the list's card with its title and first filter, the rest in grey. A phone on a slow
// link waits seconds for the app's scripts; with this it sees the page's frame with the HTML, and
// the app takes the picture away once it shows a page of its own (lib/first-screen.ts). The sizes
// are the main layout's and the list card's at 768 px or less (main-layout.tsx, list-page.tsx,
// antd's defaults), so the page the app draws over it lands where the picture was. A wider screen
// gets none: its scripts come in a moment, and a picture there only delays the page's last paint.

/** What the picture says, in the reader's language (from the locale files, at the build). */
export interface ScreenTexts {
  /** the site's name in the header */
  app: string;
  /** the page's title */
  title: string;
  /** the first filter's label (above it), if it has one */
  label?: string;
  /** the filters' placeholders, the first under the label */
  fields: string[];
  /** the names of the fields of the cards the picture draws once the first rows have come (first-rows.ts) */
  rows?: RowTexts;
}

// While the picture is up the app under it is hidden, not only covered: its loading message, drawn
// under the picture, is no paint the reader sees (the rule goes with the picture's own style element)
export const FIRST_SCREEN_CSS = `
body:has(>#first-screen) #root{visibility:hidden}
#first-screen{position:fixed;inset:0;z-index:2000;overflow:hidden;background:#f5f5f5;color:rgba(0,0,0,.88);pointer-events:none}
#first-screen .fs-header{height:64px;display:flex;align-items:center;gap:8px;padding:0 8px;background:#fff;box-shadow:0 1px 4px rgba(0,21,41,.08);position:relative}
#first-screen .fs-menu{width:32px;height:32px}
#first-screen .fs-app{flex:1;min-width:0;font-size:18px;font-weight:600;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
#first-screen .fs-tools{width:190px}
#first-screen .fs-content{padding:12px}
#first-screen .fs-card{background:#fff;border:1px solid #f0f0f0;border-radius:8px}
#first-screen .fs-head{min-height:38px;display:flex;align-items:center;padding:0 12px;border-bottom:1px solid #f0f0f0}
#first-screen h4{margin:0;font-size:20px;font-weight:600;line-height:1.4}
#first-screen .fs-body{padding:12px;display:flex;flex-direction:column;gap:16px}
#first-screen .fs-label{line-height:22px;padding-bottom:8px}
#first-screen .fs-input{box-sizing:border-box;height:32px;padding:4px 11px;border:1px solid #d9d9d9;border-radius:6px}
#first-screen input{width:100%;border:0;padding:0;outline:0;background:none;font:inherit;line-height:22px}
#first-screen input::placeholder{color:rgba(0,0,0,.25)}
#first-screen .fs-bar{height:32px;border-radius:6px;background:#f5f5f5}`;

// runs in the browser, as written (its source goes into the hint script): no imports, no closures
export function drawFirstScreen(texts: ScreenTexts, logo: string, css: string) {
  const element = (tag: string, className?: string, text?: string) => {
    const made = document.createElement(tag);
    if (className) made.className = className;
    if (text) made.textContent = text;
    return made;
  };
  const screen = element("div");
  screen.id = "first-screen";
  // a picture of the page, not the page: nothing in it to read out, reach or press
  screen.setAttribute("aria-hidden", "true");
  screen.inert = true;
  const style = element("style", undefined, css);
  const header = element("div", "fs-header");
  const picture = document.createElement("img");
  picture.src = logo;
  picture.alt = "";
  picture.width = 32;
  picture.height = 32;
  header.append(element("span", "fs-menu"), picture, element("span", "fs-app", texts.app), element("span", "fs-tools"));
  const body = element("div", "fs-body");
  texts.fields.forEach((placeholder, index) => {
    const filter = element("div");
    if (texts.label && index === 0) filter.append(element("div", "fs-label", texts.label));
    const box = element("div", "fs-input");
    const input = document.createElement("input");
    input.placeholder = placeholder;
    input.tabIndex = -1;
    box.append(input);
    filter.append(box);
    body.append(filter);
  });
  // the buttons, the toolbar, then the rows (which the first rows replace: first-rows.ts)
  for (const width of ["60%", "40%", "100%", "100%", "100%"]) {
    const bar = element("div", width === "100%" ? "fs-bar fs-bar-row" : "fs-bar");
    bar.style.width = width;
    body.append(bar);
  }
  const head = element("div", "fs-head");
  head.append(element("h4", undefined, texts.title));
  const card = element("div", "fs-card");
  card.append(head, body);
  const content = element("div", "fs-content");
  content.append(card);
  screen.append(style, header, content);
  screen.dataset.path = location.pathname;
  document.body.append(screen);
}
