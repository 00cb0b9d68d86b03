import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { clearToastLog, startToastLog, stopToastLog } from "./toast-log";

// findBy*/waitFor wait for what the user would see; on a machine whose two cores are busy antd's
// asynchronous validation can take seconds, so wait long (a wrong outcome still fails: it never comes)
configure({ asyncUtilTimeout: 15_000, defaultHidden: true });

// jsdom lacks what antd reads on mount: media queries (Grid, Steps), element resizing (Select,
// Tabs, Table) and getComputedStyle for pseudo-elements (scroll-bar measuring).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver === "undefined") {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = NoopResizeObserver as unknown as typeof ResizeObserver;
}

// (jsdom's own, kept from the first file of a worker, so the files after it do not wrap a wrapper)
const jsdomComputedStyle = (window as { jsdomComputedStyle?: typeof window.getComputedStyle }).jsdomComputedStyle;
const computedStyle = jsdomComputedStyle ?? window.getComputedStyle.bind(window);
Object.assign(window, { jsdomComputedStyle: computedStyle });
window.getComputedStyle = (element: Element, pseudo?: string | null) => computedStyle(element, pseudo ? undefined : pseudo);

// jsdom's own scrollTo only logs "not implemented"
window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!URL.createObjectURL) URL.createObjectURL = () => "blob:preview";
if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};

// vitest runs without globals, so Testing Library cannot register its own clean-up
afterEach(() => {
  cleanup();
  localStorage.clear();
  clearToastLog();
});

startToastLog();

// a worker's next file runs in the same jsdom (vitest.config.ts): nothing of this file's is left running
afterAll(() => {
  stopToastLog();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
