import { LIMITS } from "@haiyun/shared/constants/limits";
import { useSyncExternalStore } from "react";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The mobile breakpoint is 768 px (inclusive). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${LIMITS.MOBILE_BREAKPOINT}px)`);
}

/** The system's setting asks for less motion (prefers-reduced-motion). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}
