import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, type DownloadWatch } from "../../lib/api-client";
import { renderPage, setTestLanguage } from "../../test/render";
import { findToastKind } from "../../test/toast-log";
import { AntdProvider } from "../antd-provider";
import { ExportButton } from "./export-button";
import type { ExportRun } from "./use-list-export";

vi.mock("../../lib/system-config", () => ({ useSystemConfig: () => ({ data: undefined }) }));

/** A run the test steers: its watch and the ends of its download. */
function steeredRun() {
  const calls: { format: string; watch: DownloadWatch; resolve: () => void; reject: (err: unknown) => void }[] = [];
  const run = vi.fn<ExportRun>(
    (format, watch) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ format, watch, resolve, reject });
        watch.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  );
  return { run, calls };
}

function renderButton(run: ExportRun) {
  renderPage(
    <AntdProvider>
      <ExportButton run={run} />
    </AntdProvider>,
  );
}

async function choose(format: RegExp) {
  fireEvent.click(screen.getByRole("button", { name: /Export|导出/ }));
  fireEvent.click(await screen.findByText(format));
}

const csvLines = (count: number) => new TextEncoder().encode("a,b\r\n".repeat(count));
const progressText = () => screen.getByTestId("export-progress").textContent;

describe("ExportButton", () => {
  beforeEach(async () => {
    vi.useRealTimers();
    await setTestLanguage("en-US");
  });

  it("offers both formats, then shows the rows of a CSV as they come, and the total once done", async () => {
    const { run, calls } = steeredRun();
    renderButton(run);
    await choose(/CSV file/);
    expect(run).toHaveBeenCalledWith("csv", expect.objectContaining({ signal: expect.any(AbortSignal) }));
    expect(await screen.findByText("Preparing the export…")).toBeInTheDocument();

    const [{ watch, resolve }] = calls;
    watch.onResponse?.(new Headers({ "x-total-count": "100000" }));
    // the header line, then 12,000 rows in two chunks
    watch.onChunk?.(csvLines(6001));
    watch.onChunk?.(csvLines(6000));
    await waitFor(() => expect(progressText()).toBe("Exported 12,000 of 100,000 rows"));
    // a second export waits for this one
    expect(screen.getByRole("button", { name: /Export/ }).hasAttribute("disabled")).toBe(true);

    resolve();
    expect(await findToastKind("Export finished: 100,000 rows")).toBe("success");
    await waitFor(() => expect(screen.queryByTestId("export-progress")).toBeNull());
  });

  it("shows the total and what has come of an .xlsx, whose rows arrive compressed", async () => {
    const { run, calls } = steeredRun();
    renderButton(run);
    await choose(/Excel file/);
    const [{ format, watch }] = calls;
    expect(format).toBe("xlsx");
    watch.onResponse?.(new Headers({ "x-total-count": "2500" }));
    watch.onChunk?.(new Uint8Array(3 * 1024 * 1024));
    await waitFor(() => expect(progressText()).toBe("Exporting 2,500 rows, 3.0 MB received"));
  });

  it("cancels the download when asked", async () => {
    const { run, calls } = steeredRun();
    renderButton(run);
    await choose(/CSV file/);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(calls[0].watch.signal?.aborted).toBe(true);
    expect(await findToastKind("The export was cancelled")).toBe("info");
    await waitFor(() => expect(screen.queryByTestId("export-progress")).toBeNull());
  });

  it("says why the server refused, in the page's language", async () => {
    await setTestLanguage("zh-CN");
    const { run, calls } = steeredRun();
    renderButton(run);
    await choose(/CSV 文件/);
    expect(await screen.findByText("正在准备导出…")).toBeInTheDocument();
    const msg = "导出任务繁忙：请等当前的导出完成后，10 秒后再试";
    calls[0].reject(new ApiError(msg, 429, { code: 1, msg, error_code: "EXPORT_BUSY" }));
    expect(await findToastKind(`导出失败：${msg}`)).toBe("error");
    // and it can be started again
    await choose(/Excel 文件/);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
