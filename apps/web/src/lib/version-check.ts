// GET /version.json?t=<timestamp> on each navigation; response { version }.
export interface VersionChecker {
  check(): Promise<boolean>;
  dismiss(version: string): void;
  /** Dismisses the version the server reported last (what the "later" button refers to). */
  dismissCurrent(): void;
}

export interface VersionCheckerOptions {
  fetch?: typeof fetch;
  minIntervalMs?: number;
}

// The version is asked on each navigation: no interval by default (concurrent checks still share one
// request); a caller may set one to repeat the last answer for that long.
const DEFAULT_MIN_INTERVAL_MS = 0;

export function createVersionChecker(current: string, opts: VersionCheckerOptions = {}): VersionChecker {
  const minIntervalMs = opts.minIntervalMs ?? DEFAULT_MIN_INTERVAL_MS;
  const dismissed = new Set<string>();
  let latest: string | null = null;
  let completedAt: number | null = null;
  let pending: Promise<boolean> | null = null;

  // Computed on demand so a "later" given after the last check already counts for the throttled answers.
  const answer = (): boolean => latest !== null && latest !== current && !dismissed.has(latest);

  async function fetchVersion(): Promise<string | null> {
    try {
      const doFetch = opts.fetch ?? globalThis.fetch;
      // The timestamp defeats any cache between the browser and the server.
      const res = await doFetch.call(globalThis, `/version.json?t=${Date.now()}`, { cache: "no-store" });
      if (!res.ok) return null;
      const body: unknown = await res.json();
      if (typeof body === "object" && body !== null && "version" in body && typeof body.version === "string") {
        return body.version || null;
      }
      return null;
    } catch {
      return null;
    }
  }

  return {
    check() {
      if (pending) return pending;
      if (completedAt !== null && Date.now() - completedAt < minIntervalMs) return Promise.resolve(answer());
      pending = fetchVersion().then((version) => {
        latest = version;
        completedAt = Date.now();
        pending = null;
        return answer();
      });
      return pending;
    },
    dismiss(version) {
      dismissed.add(version);
    },
    dismissCurrent() {
      if (latest !== null) dismissed.add(latest);
    },
  };
}
