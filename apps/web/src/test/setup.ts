import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { clearToastLog, startToastLog } from "./toast-log";

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

const computedStyle = window.getComputedStyle.bind(window);
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
