// runs in the browser, as written (first-page-hints.ts writes it into the page around its hint)

// Starts the app's entry script once the hint says so, and at once should the hint fail: the page
// itself carries no entry script (the build moves it here), so nothing may keep it from starting.
export function startAfter(hinted: () => Promise<unknown> | undefined, entry: string) {
  const start = () => {
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    // an inserted script is fetched as an async one, at low priority, behind the page's preloads;
    // the entry was, in the page's head, the first thing fetched
    script.fetchPriority = "high";
    script.src = entry;
    document.head.append(script);
  };
  let later: Promise<unknown> | undefined;
  try {
    later = hinted();
  } finally {
    if (later) void later.then(start, start);
    else start();
  }
}
