import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { api, configureApiClient } from "./api-client";
import { type EarlyReply, takeEarlyAnswer } from "./early-answer";
import { getToken, setToken } from "./session";

const ROWS = "/api/quote?page=1&size=50";
const envelope = (data: unknown) => JSON.stringify({ code: 0, msg: "ok", data });

/** What the hint script leaves for the app (build/first-page-hints.ts). */
function early(reply: Partial<EarlyReply>, overrides: { url?: string; lang?: string; token?: string; at?: number } = {}) {
  window.haiyunEarly = {
    url: ROWS,
    lang: "en",
    token: "tok",
    at: Date.now(),
    answer: Promise.resolve({ status: 200, text: envelope({ list: ["early"], total: 1 }), renewed: null, ...reply }),
    ...overrides,
  };
}

let fetchMock: Mock<typeof fetch>;

beforeEach(() => {
  localStorage.clear();
  setToken("tok");
  fetchMock = vi.fn<typeof fetch>(async () => new Response(envelope({ list: ["asked"], total: 1 }), { status: 200 }));
  configureApiClient({ fetch: fetchMock, getLang: () => "en", navigate: vi.fn(), getPath: () => "/quotes" });
});

afterEach(() => {
  window.haiyunEarly = undefined;
});

describe("the first rows asked for with the page", () => {
  it("stand in for the app's first request for them, once", async () => {
    early({});
    await expect(api.get("/quote", { page: 1, size: 50 })).resolves.toEqual({ list: ["early"], total: 1 });
    expect(fetchMock).not.toHaveBeenCalled();
    // the next request for the same rows asks the server
    await expect(api.get("/quote", { page: 1, size: 50 })).resolves.toEqual({ list: ["asked"], total: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keep the session the server renewed on that answer", async () => {
    early({ renewed: "tok-2" });
    await api.get("/quote", { page: 1, size: 50 });
    expect(getToken()).toBe("tok-2");
  });

  it("are asked again when that answer failed or never came", async () => {
    early({ status: 500, text: "" });
    await expect(api.get("/quote", { page: 1, size: 50 })).resolves.toEqual({ list: ["asked"], total: 1 });
    window.haiyunEarly = {
      url: ROWS,
      lang: "en",
      token: "tok",
      at: Date.now(),
      answer: Promise.reject(new TypeError("offline")),
    };
    await expect(api.get("/quote", { page: 1, size: 50 })).resolves.toEqual({ list: ["asked"], total: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("are not taken for other rows, another language or session, or once stale", () => {
    early({}, { url: "/api/quote?page=2&size=50" });
    expect(takeEarlyAnswer(ROWS, "en", "tok")).toBeUndefined();
    early({}, { lang: "cn" });
    expect(takeEarlyAnswer(ROWS, "en", "tok")).toBeUndefined();
    early({}, { token: "someone-else" });
    expect(takeEarlyAnswer(ROWS, "en", "tok")).toBeUndefined();
    early({}, { at: Date.now() - 31_000 });
    expect(takeEarlyAnswer(ROWS, "en", "tok")).toBeUndefined();
    // a stale answer is dropped, not kept for later
    expect(window.haiyunEarly).toBeUndefined();
    early({});
    expect(takeEarlyAnswer(ROWS, "en", "tok")).toBeDefined();
  });
});
