import { vi } from "vitest";
import type { api as realApi } from "../lib/api-client";

type Api = typeof realApi;
type Answer = unknown | ((body: unknown) => unknown);
export type ApiRoutes = Record<string, Answer>;

/** A stand-in for lib/api-client's `api`; use it from a vi.mock factory of that module. */
export function fakeApi(): Api {
  return {
    get: vi.fn(),
    post: vi.fn(),
    put: vi.fn(),
    delete: vi.fn(),
    upload: vi.fn(),
    download: vi.fn(),
    blob: vi.fn(),
  } as unknown as Api;
}

/**
 * Answers each call by "METHOD /path" (the query string is ignored); an answer may be a function of
 * the request body (for upload, the FormData), and a thrown error becomes the call's rejection.
 */
export function routeApi(api: Api, routes: ApiRoutes): void {
  const answer = (method: string) => async (url: string, body?: unknown) => {
    const key = `${method} ${url.split("?")[0]}`;
    if (!(key in routes)) throw new Error(`no fake answer for ${key}`);
    const found = routes[key];
    return typeof found === "function" ? (found as (b: unknown) => unknown)(body) : found;
  };
  vi.mocked(api.get).mockImplementation(answer("GET") as Api["get"]);
  vi.mocked(api.post).mockImplementation(answer("POST") as Api["post"]);
  vi.mocked(api.put).mockImplementation(answer("PUT") as Api["put"]);
  vi.mocked(api.delete).mockImplementation(answer("DELETE") as Api["delete"]);
  vi.mocked(api.upload).mockImplementation(answer("UPLOAD") as Api["upload"]);
}

/** GET /system/config as the server sends it: name/value pairs. */
export function configPairs(values: Record<string, string> = {}): { name: string; value: string }[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}
