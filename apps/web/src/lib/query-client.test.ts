import { describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, LOOKUP_STALE_TIME, lookupOptions, retryDelay, shouldRetry } from "./query-client";

describe("query client", () => {
  it("never retries a 4xx answer", () => {
    expect(shouldRetry(0, new ApiError("not found", 404))).toBe(false);
    expect(shouldRetry(0, new ApiError("bad request", 400))).toBe(false);
    expect(shouldRetry(0, new ApiError("gone", 499))).toBe(false);
  });

  it("retries a 500 or a network failure up to 3 times", () => {
    const serverError = new ApiError("boom", 500);
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetry(2, new ApiError("network error", 0))).toBe(true);
    expect(shouldRetry(3, new TypeError("x"))).toBe(false);
  });

  it("doubles the retry delay from 1 s and caps it at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("applies the retry rules to queries, no focus refetch, and no retry for mutations", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: shouldRetry, retryDelay, refetchOnWindowFocus: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it("gives up on a 404 query after a single call", async () => {
    const client = createQueryClient();
    const fn = vi.fn().mockRejectedValue(new ApiError("not found", 404));
    const defaults = client.getDefaultOptions().queries;
    await expect(client.fetchQuery({ queryKey: ["missing"], queryFn: fn, retry: defaults?.retry })).rejects.toThrow("not found");
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it("caches lookups for 5 minutes and serves them without a second call", async () => {
    const fn = vi.fn().mockResolvedValue(["SHA", "NGB"]);
    const options = lookupOptions(["reference", "port"], fn);
    expect(options).toMatchObject({ queryKey: ["reference", "port"], staleTime: LOOKUP_STALE_TIME });
    expect(options.gcTime).toBe(5 * 60 * 1000);
    const client = createQueryClient();
    await expect(client.fetchQuery(options)).resolves.toEqual(["SHA", "NGB"]);
    await expect(client.fetchQuery(options)).resolves.toEqual(["SHA", "NGB"]);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
