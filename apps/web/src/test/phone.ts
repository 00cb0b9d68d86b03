import { afterEach, beforeEach } from "vitest";

/**
 * The tests of the describe block this is called in run at a phone's width: every max-width media
 * query matches (useIsMobile), and the window's own matchMedia comes back afterwards.
 */
export function onAPhone() {
  let wide: typeof window.matchMedia;
  beforeEach(() => {
    wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes("max-width") });
  });
  afterEach(() => {
    window.matchMedia = wide;
  });
}
