import { EXPORT_TOTAL_HEADER, type ExportFormat } from "@haiyun/shared/schemas/export";
import { App } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DownloadWatch } from "../../lib/api-client";
import { serverMessage } from "../../lib/form-errors";
import { formatNumber } from "../../lib/format";
import { useLanguage } from "../../lib/list/use-language";

/** Downloads a list's export in a format, reporting to `watch` (a feature's api/ call). */
export type ExportRun = (format: ExportFormat, watch: DownloadWatch) => Promise<void>;

export interface ExportProgress {
  format: ExportFormat;
  /** the rows the file holds (the answer's X-Total-Count); null until the answer starts */
  total: number | null;
  /** rows received so far: counted in a CSV's lines; an .xlsx arrives compressed, so null there */
  rows: number | null;
  bytes: number;
}

// the page shows the progress at most this often: a large export arrives in hundreds of chunks
const REDRAW_MS = 150;
const LINE_FEED = 0x0a;

function lineEnds(chunk: Uint8Array): number {
  let count = 0;
  for (let i = chunk.indexOf(LINE_FEED); i >= 0; i = chunk.indexOf(LINE_FEED, i + 1)) count += 1;
  return count;
}

/**
 * One export at a time from a list page: its progress while it runs (null otherwise), `start`
 * and `cancel`. The outcome is told by a message: done with its rows, cancelled, or the server's
 * localised reason.
 */
export function useListExport(run: ExportRun) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);

  const start = (format: ExportFormat) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const state: ExportProgress = { format, total: null, rows: format === "csv" ? 0 : null, bytes: 0 };
    let lines = 0;
    let drawn = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      clearTimeout(pending);
      pending = undefined;
      drawn = Date.now();
      setProgress({ ...state });
    };
    // at most one redraw a REDRAW_MS, the last chunk's drawn at the end of its window
    const drawSoon = () => {
      if (pending) return;
      pending = setTimeout(draw, Math.max(0, drawn + REDRAW_MS - Date.now()));
    };
    setProgress({ ...state });
    const watch: DownloadWatch = {
      signal: controller.signal,
      onResponse: (headers) => {
        const total = Number(headers.get(EXPORT_TOTAL_HEADER));
        state.total = Number.isFinite(total) && headers.has(EXPORT_TOTAL_HEADER) ? total : null;
        draw();
      },
      onChunk: (chunk) => {
        state.bytes += chunk.length;
        if (state.rows !== null) {
          lines += lineEnds(chunk);
          // the first line is the header; a cell holding a line break may count one too many
          state.rows = Math.min(Math.max(lines - 1, 0), state.total ?? Number.POSITIVE_INFINITY);
        }
        drawSoon();
      },
    };
    run(format, watch)
      .then(() => {
        const count = formatNumber(state.total ?? state.rows ?? 0, language);
        void message.success(t("list.export.done", { count }));
      })
      .catch((err: Error) => {
        if (controller.signal.aborted) void message.info(t("list.export.cancelled"));
        else void message.error(t("list.export.failed", { msg: serverMessage(err) ?? err.message }));
      })
      .finally(() => {
        clearTimeout(pending);
        running.current = null;
        setProgress(null);
      });
  };

  const cancel = () => running.current?.abort();
  return { progress, start, cancel };
}
