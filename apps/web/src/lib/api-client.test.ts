import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { ApiError, api, buildUrl, configureApiClient } from "./api-client";
import { getToken, getTokenBackup, REDIRECT_KEY, renewToken, setToken } from "./session";

type FetchMock = Mock<typeof fetch>;

function reply(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return new Response(text, { status, headers: { "content-type": "application/json", ...headers } });
}

const ok = (data: unknown, headers?: Record<string, string>) => reply({ code: 0, msg: "ok", data }, 200, headers);

function sentHeaders(fetchMock: FetchMock, call = 0): Record<string, string> {
  return (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

let fetchMock: FetchMock;
let navigate: Mock<(path: string) => void>;
let onSiteClosed: Mock<(msg: string) => void>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>();
  navigate = vi.fn();
  onSiteClosed = vi.fn();
  configureApiClient({
    fetch: fetchMock,
    navigate,
    onSiteClosed,
    getPath: () => "/orders?page=2",
    getLang: () => "en",
    t: undefined,
    timeoutMs: undefined,
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("api requests", () => {
  it("sends the bearer token and the lang header, and resolves with data", async () => {
    setToken("abc");
    configureApiClient({ getLang: () => "cn" });
    fetchMock.mockResolvedValue(ok({ id: 1 }));
    await expect(api.get("/userinfo")).resolves.toEqual({ id: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/userinfo");
    expect(sentHeaders(fetchMock)).toMatchObject({ Authorization: "Bearer abc", lang: "cn" });
  });

  it("sends no Authorization header without a token, and lang en for English", async () => {
    fetchMock.mockResolvedValue(ok(null));
    await api.post("/system/login", { username: "a" });
    const headers = sentHeaders(fetchMock);
    expect(headers.Authorization).toBeUndefined();
    expect(headers).toMatchObject({ lang: "en", "Content-Type": "application/json" });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: "POST", body: '{"username":"a"}' });
  });

  it("stores a renewed token and backs up the previous one with a timestamp", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    setToken("old");
    fetchMock.mockResolvedValue(ok(1, { "X-Renewed-Token": "new" }));
    await api.get("/userinfo");
    expect(getToken()).toBe("new");
    expect(getTokenBackup()).toEqual({ token: "old", time: 1_700_000_000_000 });
  });

  it("retries a 401 once with a token renewed meanwhile, and succeeds", async () => {
    setToken("old");
    fetchMock
      .mockImplementationOnce(async () => {
        renewToken("newer");
        return reply({ code: 1, msg: "expired" }, 401);
      })
      .mockResolvedValueOnce(ok("done"));
    await expect(api.get("/orders")).resolves.toBe("done");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(fetchMock, 1).Authorization).toBe("Bearer newer");
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe("newer");
  });

  it("on a 401 with an unchanged token clears the session, remembers the path and goes to /login", async () => {
    setToken("old");
    renewToken("current");
    fetchMock.mockResolvedValue(reply({ code: 1, msg: "expired" }, 401));
    await expect(api.get("/orders")).rejects.toThrow("authentication failed");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
    expect(getTokenBackup()).toBeNull();
    expect(localStorage.getItem(REDIRECT_KEY)).toBe("/orders?page=2");
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("treats a second 401 after the retry as a failed authentication", async () => {
    setToken("old");
    fetchMock
      .mockImplementationOnce(async () => {
        renewToken("newer");
        return reply({ code: 1, msg: "expired" }, 401);
      })
      .mockResolvedValueOnce(reply({ code: 1, msg: "expired" }, 401));
    await expect(api.get("/orders")).rejects.toThrow("authentication failed");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(REDIRECT_KEY)).toBe("/orders?page=2");
    expect(navigate).toHaveBeenCalledWith("/login");
  });

  it("navigates to /403 and rejects with no permission on 403", async () => {
    fetchMock.mockResolvedValue(reply({ code: 1, msg: "forbidden", error_code: "FORBIDDEN" }, 403));
    const error = await api.get("/admin").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("no permission");
    expect((error as ApiError).status).toBe(403);
    expect(navigate).toHaveBeenCalledWith("/403");
  });

  it("rejects an HTTP 200 with code 1 with its msg, error code and field errors", async () => {
    const errors = [{ field: "name", message: "required" }];
    fetchMock.mockResolvedValue(reply({ code: 1, msg: "名称必填", error_code: "VALIDATION", errors }));
    const error = (await api.put("/profile", {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("名称必填");
    expect(error.errorCode).toBe("VALIDATION");
    expect(error.errors).toEqual(errors);
  });

  it("rejects an HTTP 200 with code 1 and an empty msg with the fallback message", async () => {
    fetchMock.mockResolvedValue(reply({ code: 1, msg: "" }));
    await expect(api.delete("/orders/1")).rejects.toThrow("request failed (code 1)");
  });

  it("rejects a non-200 status with the body's msg", async () => {
    fetchMock.mockResolvedValue(reply({ code: 1, msg: "订单不存在", error_code: "NOT_FOUND" }, 404));
    const error = (await api.get("/orders/9").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("订单不存在");
    expect(error.status).toBe(404);
    expect(error.errorCode).toBe("NOT_FOUND");
  });

  it("rejects a non-200 status without msg with the status code message", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad Gateway</html>", { status: 502 }));
    await expect(api.get("/orders")).rejects.toThrow("request error, status code: 502");
  });

  it("rejects with the timeout message when the server does not answer in time", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const result = api.get("/slow").catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await result) as ApiError).message).toBe("request timed out");
  });

  it("rejects with the network message when fetch itself fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(api.get("/orders")).rejects.toThrow("network error");
  });

  it("calls onSiteClosed with the tips on 503 SITE_CLOSED", async () => {
    fetchMock.mockResolvedValue(reply({ code: 1, msg: "维护至 22:00", error_code: "SITE_CLOSED" }, 503));
    await expect(api.get("/orders")).rejects.toThrow("维护至 22:00");
    expect(onSiteClosed).toHaveBeenCalledWith("维护至 22:00");
  });

  it("takes its messages from the configured t function", async () => {
    const t = vi.fn((key: string, params?: Record<string, unknown>) => `${key}:${JSON.stringify(params ?? {})}`);
    configureApiClient({ t });
    fetchMock.mockResolvedValue(new Response("", { status: 500 }));
    await expect(api.get("/orders")).rejects.toThrow('api.requestError:{"status":500}');
  });
});

describe("merging identical GETs", () => {
  it("makes one fetch for two identical concurrent GETs and resolves both", async () => {
    const gate = deferred<Response>();
    fetchMock.mockReturnValue(gate.promise);
    const first = api.get("/port", { page: 1 });
    const second = api.get("/port", { page: 1 });
    expect(second).toBe(first);
    gate.resolve(ok(["SHA"]));
    await expect(Promise.all([first, second])).resolves.toEqual([["SHA"], ["SHA"]]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("makes two fetches for different params", async () => {
    fetchMock.mockImplementation(async () => ok([]));
    await Promise.all([api.get("/port", { page: 1 }), api.get("/port", { page: 2 })]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("fetches again once the first request has settled", async () => {
    fetchMock.mockImplementation(async () => ok([]));
    await api.get("/port");
    await api.get("/port");
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keeps the shared request alive while one caller is still waiting", async () => {
    const gate = deferred<Response>();
    fetchMock.mockReturnValue(gate.promise);
    const cancel = new AbortController();
    const cancelled = api.get("/port", undefined, { signal: cancel.signal }).catch((e: unknown) => e);
    const kept = api.get("/port");
    cancel.abort();
    expect(await cancelled).toMatchObject({ name: "AbortError" });
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    gate.resolve(ok("SHA"));
    await expect(kept).resolves.toBe("SHA");
  });

  it("aborts the shared request once every caller has cancelled", async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const a = new AbortController();
    const b = new AbortController();
    const first = api.get("/port", undefined, { signal: a.signal }).catch(() => "cancelled");
    const second = api.get("/port", undefined, { signal: b.signal }).catch(() => "cancelled");
    a.abort();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    b.abort();
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await expect(Promise.all([first, second])).resolves.toEqual(["cancelled", "cancelled"]);
  });
});

describe("buildUrl", () => {
  it("prefixes /api unless the url already starts with /api or http", () => {
    expect(buildUrl("/orders")).toBe("/api/orders");
    expect(buildUrl("/api/orders")).toBe("/api/orders");
    expect(buildUrl("https://cdn.example.com/a.pdf")).toBe("https://cdn.example.com/a.pdf");
  });

  it("drops undefined, null and empty params and joins arrays with commas", () => {
    const url = buildUrl("/orders", { page: 1, a: undefined, b: null, c: "", ids: [1, 2, 3], q: "上海 港" });
    const [path, search] = url.split("?");
    expect(path).toBe("/api/orders");
    expect([...new URLSearchParams(search)]).toEqual([
      ["page", "1"],
      ["ids", "1,2,3"],
      ["q", "上海 港"],
    ]);
  });
});
