import { describe, expect, it, type Mock, vi } from "vitest";
import { createVersionChecker } from "./version-check";

function serverAt(version: string): Mock<typeof fetch> {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ version })));
}

describe("version checker", () => {
  it("answers true when the server runs another version, asking with a timestamp", async () => {
    const fetch = serverAt("v2");
    await expect(createVersionChecker("v1", { fetch }).check()).resolves.toBe(true);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/version\.json\?t=\d+$/);
  });

  it("answers false when the server runs the same version", async () => {
    await expect(createVersionChecker("v1", { fetch: serverAt("v1") }).check()).resolves.toBe(false);
  });

  it("answers false for a version the user put off with later", async () => {
    const checker = createVersionChecker("v1", { fetch: serverAt("v2"), minIntervalMs: 0 });
    checker.dismiss("v2");
    await expect(checker.check()).resolves.toBe(false);
  });

  it("dismissCurrent puts off the version the server reported last", async () => {
    const checker = createVersionChecker("v1", { fetch: serverAt("v2"), minIntervalMs: 0 });
    await expect(checker.check()).resolves.toBe(true);
    checker.dismissCurrent();
    await expect(checker.check()).resolves.toBe(false);
  });

  it("shares one request between concurrent checks", async () => {
    const fetch = serverAt("v2");
    const checker = createVersionChecker("v1", { fetch });
    await expect(Promise.all([checker.check(), checker.check()])).resolves.toEqual([true, true]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks again on every check once the last has answered (on each navigation)", async () => {
    const fetch = serverAt("v1");
    const checker = createVersionChecker("v1", { fetch });
    await checker.check();
    await checker.check();
    await checker.check();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("repeats the last answer without fetching within the minimum interval", async () => {
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    const fetch = serverAt("v2");
    const checker = createVersionChecker("v1", { fetch, minIntervalMs: 30_000 });
    await checker.check();
    now.mockReturnValue(1_029_999);
    await expect(checker.check()).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    now.mockReturnValue(1_030_000);
    await checker.check();
    expect(fetch).toHaveBeenCalledTimes(2);
    now.mockRestore();
  });

  it("answers false when the request fails", async () => {
    const offline = vi.fn<typeof fetch>().mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(createVersionChecker("v1", { fetch: offline }).check()).resolves.toBe(false);
    const broken = vi.fn<typeof fetch>(async () => new Response("nope", { status: 500 }));
    await expect(createVersionChecker("v1", { fetch: broken }).check()).resolves.toBe(false);
  });
});
