import { useSyncExternalStore } from "react";
import { getToken, subscribeSession } from "../../../lib/session";

/** The stored token, re-rendering when it is set, renewed or cleared (also from another tab). */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}
