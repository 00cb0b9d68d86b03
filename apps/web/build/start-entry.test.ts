import { afterEach, describe, expect, it } from "vitest";
import { startAfter } from "./start-entry";

// The page carries no entry script of its own: the hint script starts it, and it starts whatever
// the hint does.

const entries = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((s) => s.getAttribute("src"));

afterEach(() => {
  for (const script of document.head.querySelectorAll("script")) script.remove();
});

describe("startAfter", () => {
  it("starts the entry at once when the hint asks for no wait", () => {
    startAfter(() => undefined, "/assets/index-1.js");
    expect(entries()).toEqual(["/assets/index-1.js"]);
  });

  it("starts it once the hint's wait is over, whether it ends well or not", async () => {
    let done = () => {};
    startAfter(() => new Promise<void>((resolve) => (done = resolve)), "/assets/index-1.js");
    expect(entries()).toEqual([]);
    done();
    await expect.poll(entries).toEqual(["/assets/index-1.js"]);

    startAfter(() => Promise.reject(new Error("no rows")), "/assets/index-2.js");
    await expect.poll(entries).toEqual(["/assets/index-1.js", "/assets/index-2.js"]);
  });

  it("starts it all the same when the hint fails", () => {
    expect(() =>
      startAfter(() => {
        throw new Error("storage refused");
      }, "/assets/index-1.js"),
    ).toThrow("storage refused");
    expect(entries()).toEqual(["/assets/index-1.js"]);
  });
});
