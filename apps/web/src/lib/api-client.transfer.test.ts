import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { api, configureApiClient } from "./api-client";
import { getToken, getTokenBackup, setToken } from "./session";

type Progress = { loaded: number; total: number; lengthComputable: boolean };

/** Just enough of XMLHttpRequest for api.upload; each test scripts the server through `FakeXhr.script`. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  static script: (xhr: FakeXhr) => void = () => {};
  method = "";
  url = "";
  body: unknown;
  timeout = 0;
  status = 0;
  responseText = "";
  requestHeaders: Record<string, string> = {};
  responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: Progress) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name] = value;
  }
  getResponseHeader(name: string): string | null {
    const found = Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase());
    return found ? found[1] : null;
  }
  send(body: unknown): void {
    this.body = body;
    FakeXhr.instances.push(this);
    queueMicrotask(() => FakeXhr.script(this));
  }
  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

let fetchMock: Mock<typeof fetch>;
let navigate: Mock<(path: string) => void>;

beforeEach(() => {
  localStorage.clear();
  FakeXhr.instances = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  fetchMock = vi.fn<typeof fetch>();
  navigate = vi.fn();
  configureApiClient({ fetch: fetchMock, navigate, getPath: () => "/orders", getLang: () => "en", t: undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("api.upload", () => {
  it("reports progress, sends the auth headers without a content type and resolves with data", async () => {
    setToken("abc");
    FakeXhr.script = (xhr) => {
      xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
      xhr.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
      xhr.respond(200, { code: 0, msg: "ok", data: { url: "/files/a.pdf" } });
    };
    const form = new FormData();
    form.append("file", new Blob(["x"]), "a.pdf");
    const onProgress = vi.fn();
    await expect(api.upload("/upload", form, onProgress)).resolves.toEqual({ url: "/files/a.pdf" });
    expect(onProgress.mock.calls).toEqual([[50], [100]]);
    const [xhr] = FakeXhr.instances;
    expect(xhr).toMatchObject({ method: "POST", url: "/api/upload", body: form });
    expect(xhr?.requestHeaders).toEqual({ Authorization: "Bearer abc", lang: "en" });
  });

  it("stores a renewed token sent with the upload response", async () => {
    setToken("old");
    FakeXhr.script = (xhr) => xhr.respond(200, { code: 0, msg: "ok", data: null }, { "X-Renewed-Token": "new" });
    await api.upload("/upload", new FormData());
    expect(getToken()).toBe("new");
    expect(getTokenBackup()?.token).toBe("old");
  });

  it("rejects with the error envelope's msg and field errors", async () => {
    const errors = [{ field: "file", message: "too large" }];
    FakeXhr.script = (xhr) => xhr.respond(400, { code: 1, msg: "文件过大", error_code: "FILE_TOO_LARGE", errors });
    const error = await api.upload("/upload", new FormData()).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "文件过大", status: 400, errorCode: "FILE_TOO_LARGE", errors });
  });

  it("rejects with the network message when the upload fails", async () => {
    FakeXhr.script = (xhr) => xhr.onerror?.();
    await expect(api.upload("/upload", new FormData())).rejects.toThrow("network error");
  });

  it("goes to /login when the upload gets a 401", async () => {
    setToken("old");
    FakeXhr.script = (xhr) => xhr.respond(401, { code: 1, msg: "expired" });
    await expect(api.upload("/upload", new FormData())).rejects.toThrow("authentication failed");
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/login");
  });
});

describe("api.download", () => {
  function captureClicks() {
    const clicks: { href: string; download: string; attached: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download, attached: document.body.contains(this) });
    });
    return clicks;
  }

  beforeEach(() => {
    // jsdom has no object URLs; the real ones are the browser's business.
    Object.defineProperty(URL, "createObjectURL", { value: vi.fn(() => "blob:haiyun/1"), configurable: true });
    Object.defineProperty(URL, "revokeObjectURL", { value: vi.fn(), configurable: true });
  });

  it("saves the file through a hidden link, named by Content-Disposition, with auth headers", async () => {
    setToken("abc");
    const clicks = captureClicks();
    fetchMock.mockResolvedValue(
      new Response("%PDF", {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename*=UTF-8''${encodeURIComponent("订单.pdf")}`,
        },
      }),
    );
    await api.download("/orders/1/pdf");
    expect(clicks).toEqual([{ href: "blob:haiyun/1", download: "订单.pdf", attached: true }]);
    expect(document.querySelectorAll("a").length).toBe(0);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/orders/1/pdf");
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: "Bearer abc" });
  });

  it("uses the given filename", async () => {
    const clicks = captureClicks();
    fetchMock.mockResolvedValue(new Response("a,b", { headers: { "content-type": "text/csv" } }));
    await api.download("/orders/export", "orders.csv");
    expect(clicks[0]?.download).toBe("orders.csv");
  });

  it("reads a JSON error body as the envelope and rejects with its msg", async () => {
    const clicks = captureClicks();
    const body = JSON.stringify({ code: 1, msg: "文件不存在", error_code: "NOT_FOUND" });
    fetchMock.mockResolvedValue(new Response(body, { status: 404, headers: { "content-type": "application/json" } }));
    await expect(api.download("/files/9")).rejects.toThrow("文件不存在");
    expect(clicks).toEqual([]);
  });

  it("rejects an HTTP 200 error envelope instead of saving it", async () => {
    const clicks = captureClicks();
    const body = JSON.stringify({ code: 1, msg: "导出失败" });
    fetchMock.mockResolvedValue(new Response(body, { headers: { "content-type": "application/json" } }));
    await expect(api.download("/orders/export")).rejects.toThrow("导出失败");
    expect(clicks).toEqual([]);
  });

  it("reports a watched download's headers and each chunk, and saves the whole file", async () => {
    const clicks = captureClicks();
    const parts = ["Order no.\r\n", "HY1\r\n", "HY2\r\n"];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    fetchMock.mockResolvedValue(new Response(body, { headers: { "content-type": "text/csv", "x-total-count": "2" } }));
    const onResponse = vi.fn();
    const chunks: string[] = [];
    await api.download("/order/export?format=csv", "bookings.csv", {
      onResponse,
      onChunk: (chunk) => chunks.push(new TextDecoder().decode(chunk)),
    });
    expect(onResponse.mock.calls[0]?.[0].get("x-total-count")).toBe("2");
    expect(chunks).toEqual(parts);
    expect(clicks).toEqual([{ href: "blob:haiyun/1", download: "bookings.csv", attached: true }]);
  });

  it("gives a watched download time between chunks rather than for the whole file", async () => {
    configureApiClient({ timeoutMs: 50 });
    captureClicks();
    let push: (text: string) => void = () => {};
    let close: () => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        close = () => controller.close();
      },
    });
    fetchMock.mockImplementation(async (_url, init) => {
      init?.signal?.addEventListener("abort", () => close());
      return new Response(body, { headers: { "content-type": "text/csv" } });
    });
    const received: number[] = [];
    const done = api.download("/order/export?format=csv", "bookings.csv", { onChunk: (chunk) => received.push(chunk.length) });
    // four chunks 30 ms apart: 120 ms in all, more than the limit, but never 50 ms without one
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      push("a,b\r\n");
    }
    close();
    await done;
    expect(received).toEqual([5, 5, 5, 5]);
    configureApiClient({ timeoutMs: undefined });
  });
});
