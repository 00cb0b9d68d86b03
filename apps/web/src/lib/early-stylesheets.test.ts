import { afterEach, describe, expect, it } from "vitest";
import { earlyStylesheets } from "./early-stylesheets";

// The app's first render waits for the stylesheets the page's hint script applied, and only those
// still on their way.

function sheet(early: string | null): HTMLLinkElement {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  if (early !== null) link.dataset.early = early;
  document.head.append(link);
  return link;
}

const state = (promise: Promise<void>) =>
  Promise.race([promise.then(() => "settled"), new Promise((done) => setTimeout(() => done("waiting"), 20))]);

afterEach(() => {
  for (const link of document.head.querySelectorAll("link")) link.remove();
});

describe("earlyStylesheets", () => {
  it("settles at once when none is on its way", async () => {
    sheet("done");
    sheet(null);
    expect(await state(earlyStylesheets())).toBe("settled");
  });

  it("waits until each one on its way has loaded or failed", async () => {
    const first = sheet("");
    const second = sheet("");
    const waited = earlyStylesheets();
    expect(await state(waited)).toBe("waiting");
    first.dispatchEvent(new Event("load"));
    expect(await state(waited)).toBe("waiting");
    second.dispatchEvent(new Event("error"));
    expect(await state(waited)).toBe("settled");
  });
});
