// The API client's configuration: the app sets its language, navigation and texts when the router
// is made (app/router.tsx), tests their own fetch; api-client.ts reads it on every request.

export interface ApiClientOptions {
  getLang: () => "cn" | "en";
  navigate: (path: string) => void;
  getPath: () => string;
  onSiteClosed?: (msg: string) => void;
  t?: (key: string, params?: Record<string, unknown>) => string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const FALLBACK_TEXTS: Record<string, string> = {
  "api.authFailed": "authentication failed",
  "api.noPermission": "no permission",
  "api.requestError": "request error, status code: {status}",
  "api.requestFailed": "request failed (code {code})",
  "api.timeout": "request timed out",
  "api.network": "network error",
  "api.unknown": "unknown error",
};

function fallbackT(key: string, params?: Record<string, unknown>): string {
  const text = FALLBACK_TEXTS[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}

const DEFAULTS: ApiClientOptions = {
  getLang: () => "cn",
  navigate: (path) => window.location.assign(path),
  getPath: () => window.location.pathname + window.location.search,
  t: fallbackT,
  timeoutMs: 60_000, // timeout 60 s
};

/** The client's configuration as it stands (configureApiClient changes it in place). */
export const options: ApiClientOptions = { ...DEFAULTS };

// Passing a key as undefined restores its default, so tests and HMR can undo earlier configuration.
export function configureApiClient(partial: Partial<ApiClientOptions>): void {
  const current = options as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(partial)) {
    current[key] = value === undefined ? DEFAULTS[key as keyof ApiClientOptions] : value;
  }
}

export const t = (key: string, params?: Record<string, unknown>): string => (options.t ?? fallbackT)(key, params);

/** The `lang` header every request carries: the reader's language as the server names it. */
export const langHeader = (): "cn" | "en" => (options.getLang() === "cn" ? "cn" : "en");

/** How long a request may take before it fails as timed out, in milliseconds. */
export const timeoutMs = (): number => options.timeoutMs ?? DEFAULTS.timeoutMs ?? 0;
