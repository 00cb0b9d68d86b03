// The page's stylesheets that its hint script applied ahead of the app (build/first-page-hints.ts)
// are parsed as they arrive, each in a task of its own. Vite's loader finds them in the page and
// does not wait for them, so the app waits here before its first render: nothing draws unstyled.

/** Resolves once every stylesheet the hint script applied has loaded or failed. */
export function earlyStylesheets(doc: Document = document): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-early=""]')];
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((settled) => {
          link.addEventListener("load", () => settled(), { once: true });
          link.addEventListener("error", () => settled(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
