import { langHeader, options, t, timeoutMs } from "./api-client-options";
import { ApiError, asRecord } from "./api-error";
import { takeEarlyAnswer } from "./early-answer";
import { clearSession, getToken, rememberRedirect, renewToken } from "./session";
import { type DownloadWatch, watchedBlob } from "./watched-download";

export { type ApiClientOptions, configureApiClient } from "./api-client-options";
export { ApiError, type FieldError } from "./api-error";

export function buildUrl(url: string, params?: Record<string, unknown>): string {
  const base = url.startsWith("/api") || url.startsWith("http") ? url : `/api${url.startsWith("/") ? "" : "/"}${url}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    // Lists travel as comma-separated values.
    query.append(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  const search = query.toString();
  if (!search) return base;
  return `${base}${base.includes("?") ? "&" : "?"}${search}`;
}

/** One HTTP exchange, already decoded: `body` is the parsed JSON envelope when there is one. */
type RawResponse = { status: number; body: unknown; blob?: Blob; headers?: Headers };

type Transport = (token: string | null) => Promise<RawResponse>;

const RENEWED_TOKEN_HEADER = "X-Renewed-Token";

function requestHeaders(token: string | null): Record<string, string> {
  return { lang: langHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}

function applyRenewedToken(renewed: string | null): void {
  // The old token is kept as backup; re-saving an unchanged token would overwrite that backup with itself.
  if (renewed && renewed !== getToken()) renewToken(renewed);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // not JSON (an HTML error page, an empty body): judged by status alone
  }
}

export type { DownloadWatch };

type FetchInit = {
  method: string;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  asBlob?: boolean;
  watch?: DownloadWatch;
};

function fetchTransport(url: string, init: FetchInit): Transport {
  return async (token) => {
    const controller = new AbortController();
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs());
    };
    arm();
    const onAbort = (): void => controller.abort(init.signal?.reason);
    if (init.signal?.aborted) onAbort();
    init.signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      // .call keeps `this` as the global: a detached native fetch throws "Illegal invocation".
      const res = await doFetch.call(globalThis, url, {
        method: init.method,
        headers: { ...requestHeaders(token), ...init.headers },
        body: init.body,
        signal: controller.signal,
      });
      applyRenewedToken(res.headers.get(RENEWED_TOKEN_HEADER));
      if (!init.asBlob) return { status: res.status, body: parseJson(await res.text()) };
      const blob = init.watch && res.status === 200 ? await watchedBlob(res, init.watch, arm) : await res.blob();
      const isJson = (res.headers.get("content-type") ?? "").includes("json");
      const body = isJson ? parseJson(await blob.text()) : undefined;
      // A JSON envelope on a download is the server's error answer; any other JSON is the file itself.
      const envelope = asRecord(body) && typeof asRecord(body)?.code === "number" ? body : undefined;
      return { status: res.status, body: envelope, blob, headers: res.headers };
    } catch (error) {
      if (timedOut) throw new ApiError(t("api.timeout"), 0);
      if (init.signal?.aborted) throw init.signal.reason ?? error;
      throw new ApiError(t("api.network"), 0);
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener("abort", onAbort);
    }
  };
}

function xhrTransport(
  url: string,
  form: FormData,
  onProgress?: (percent: number) => void,
  headers: Record<string, string> = {},
): Transport {
  return (token) =>
    new Promise<RawResponse>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url);
      // No content-type: the browser must write it itself, with the multipart boundary.
      for (const [name, value] of Object.entries({ ...requestHeaders(token), ...headers })) xhr.setRequestHeader(name, value);
      xhr.timeout = timeoutMs();
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
        };
      }
      xhr.onload = () => {
        applyRenewedToken(xhr.getResponseHeader(RENEWED_TOKEN_HEADER));
        resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
      };
      xhr.onerror = () => reject(new ApiError(t("api.network"), 0));
      xhr.ontimeout = () => reject(new ApiError(t("api.timeout"), 0));
      xhr.send(form);
    });
}

/** A 401 caused by a token another response has renewed meanwhile is retried once with the new one. */
async function exchange(transport: Transport): Promise<RawResponse> {
  const sentWith = getToken();
  const first = await transport(sentWith);
  if (first.status !== 401) return first;
  const current = getToken();
  return current && current !== sentWith ? transport(current) : first;
}

function failAuthentication(): void {
  clearSession();
  const path = options.getPath();
  rememberRedirect(path);
  // Already on the login page (e.g. its own request failed): navigating again would only reload it.
  if (path.split(/[?#]/, 1)[0] !== "/login") options.navigate("/login");
}

function interpret<T>(res: RawResponse): T {
  const envelope = asRecord(res.body);
  const msg = typeof envelope?.msg === "string" ? envelope.msg : "";
  const fail = (message: string): ApiError => new ApiError(message, res.status, res.body);
  if (res.status === 401) {
    failAuthentication();
    throw fail(t("api.authFailed"));
  }
  if (res.status === 403) {
    options.navigate("/403");
    throw fail(t("api.noPermission"));
  }
  if (res.status === 503 && envelope?.error_code === "SITE_CLOSED") {
    const tips = msg || t("api.requestError", { status: res.status });
    options.onSiteClosed?.(tips);
    throw fail(tips);
  }
  if (res.status !== 200) throw fail(msg || t("api.requestError", { status: res.status }));
  if (typeof envelope?.code !== "number") throw fail(t("api.unknown"));
  if (envelope.code !== 0) throw fail(msg || t("api.requestFailed", { code: envelope.code }));
  return envelope.data as T;
}

const send = async <T>(transport: Transport): Promise<T> => interpret<T>(await exchange(transport));

function jsonInit(method: string, body: unknown, headers?: Record<string, string>): FetchInit {
  if (body === undefined) return { method, headers };
  if (body instanceof FormData) return { method, body, headers };
  return { method, body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...headers } };
}

/**
 * The answer the hint script already asked for (lib/early-answer), when this is that request: a
 * success stands in for it; anything else, or a session changed meanwhile, is asked again.
 */
function earlyTransport(url: string, fallback: Transport): Transport | undefined {
  const sentWith = getToken();
  const early = takeEarlyAnswer(url, langHeader(), sentWith);
  if (!early) return undefined;
  return async (token) => {
    const reply = await early.catch(() => undefined);
    if (reply?.status !== 200 || token !== sentWith) return fallback(token);
    applyRenewedToken(reply.renewed);
    return { status: reply.status, body: parseJson(reply.text) };
  };
}

type Flight = { promise: Promise<unknown>; controller: AbortController; holders: number };

// Identical concurrent GETs share one request while it is in flight.
const flights = new Map<string, Flight>();

function get<T>(url: string, params?: Record<string, unknown>, init?: { signal?: AbortSignal }): Promise<T> {
  const full = buildUrl(url, params);
  const key = JSON.stringify(["GET", full, getToken(), options.getLang()]);
  const forget = (flight: Flight): void => {
    if (flights.get(key) === flight) flights.delete(key);
  };
  let shared = flights.get(key);
  if (!shared) {
    const controller = new AbortController();
    const created: Flight = { controller, holders: 0, promise: Promise.resolve() };
    const transport = fetchTransport(full, { method: "GET", signal: controller.signal });
    created.promise = send<T>(earlyTransport(full, transport) ?? transport).finally(() => forget(created));
    flights.set(key, created);
    shared = created;
  }
  const flight = shared;
  const signal = init?.signal;
  if (!signal) {
    // A caller without a signal can never cancel, so the shared request is never aborted under it.
    flight.holders = Number.POSITIVE_INFINITY;
    return flight.promise as Promise<T>;
  }
  flight.holders += 1;
  return new Promise<T>((resolve, reject) => {
    // The shared request is aborted only once every caller that shares it has cancelled.
    const onAbort = (): void => {
      flight.holders -= 1;
      if (flight.holders <= 0) {
        forget(flight);
        flight.controller.abort(signal.reason);
      }
      reject(signal.reason);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    (flight.promise as Promise<T>).then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function filenameFrom(headers: Headers | undefined, url: string): string {
  const disposition = headers?.get("content-disposition") ?? "";
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  if (plain) return plain.trim();
  return url.split(/[?#]/, 1)[0]?.split("/").pop() || "download";
}

/** A file fetched with the session's headers: its bytes and the name the server gave it. */
async function fetchBlob(url: string, watch?: DownloadWatch): Promise<{ blob: Blob; filename: string }> {
  const init: FetchInit = { method: "GET", asBlob: true, signal: watch?.signal, watch };
  const res = await exchange(fetchTransport(buildUrl(url), init));
  if (res.status !== 200 || res.body !== undefined) interpret(res);
  if (!res.blob) throw new ApiError(t("api.unknown"), res.status);
  return { blob: res.blob, filename: filenameFrom(res.headers, url) };
}

async function download(url: string, filename?: string, watch?: DownloadWatch): Promise<void> {
  const file = await fetchBlob(url, watch);
  const href = URL.createObjectURL(file.blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = filename || file.filename;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking synchronously can cancel the download before the browser has started reading the blob.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export const api = {
  get,
  post: <T>(url: string, body?: unknown, init?: { headers?: Record<string, string> }): Promise<T> =>
    send<T>(fetchTransport(buildUrl(url), jsonInit("POST", body, init?.headers))),
  put: <T>(url: string, body?: unknown, init?: { headers?: Record<string, string> }): Promise<T> =>
    send<T>(fetchTransport(buildUrl(url), jsonInit("PUT", body, init?.headers))),
  delete: <T>(url: string, body?: unknown): Promise<T> => send<T>(fetchTransport(buildUrl(url), jsonInit("DELETE", body))),
  upload: <T>(
    url: string,
    form: FormData,
    onProgress?: (percent: number) => void,
    init?: { headers?: Record<string, string> },
  ): Promise<T> => send<T>(xhrTransport(buildUrl(url), form, onProgress, init?.headers)),
  download,
  blob: fetchBlob,
};
