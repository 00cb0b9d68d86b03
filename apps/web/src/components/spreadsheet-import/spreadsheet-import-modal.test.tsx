import { useMutation } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api-client";
import { i18n } from "../../lib/i18n";
import { findToastKind } from "../../test/form";
import { must } from "../../test/must";
import { renderPage, setTestLanguage } from "../../test/render";
import { AntdProvider } from "../antd-provider";
import { type ImportUpload, SpreadsheetImportModal } from "./spreadsheet-import-modal";

// the texts a feature keeps under its import key; the features' own are checked by their tests
const TEXTS = {
  import: {
    title: "Import things",
    drop: "Drop a file",
    hint: "A sheet of things",
    template: "Get the template",
    onlyTypes: "Only .xlsx or .csv",
    uploading: "Sending {{name}}",
    failed: "Import failed: {{msg}}",
    resultTitle: "What came in",
    imported: "{{count}} things imported",
    warnings: "{{count}} cells to check",
    columns: { row: "Row", column: "Column", message: "Problem" },
    downloadErrors: "Save the problems",
    errorsFile: "thing-problems.csv",
  },
  templateFailed: "No template: {{msg}}",
};

const ROW_ERRORS = [
  { row: 3, column: "Name", field: "name", message: "Name is too long" },
  { row: 5, column: "Country", field: "country", message: "Unknown country" },
];

const upload = vi.fn<(vars: ImportUpload) => Promise<{ imported: number; warnings?: typeof ROW_ERRORS }>>();
const downloadTemplate = vi.fn<() => Promise<void>>();

function Harness({ onClose }: { onClose: () => void }) {
  const importing = useMutation({ mutationFn: upload });
  return (
    <SpreadsheetImportModal
      open
      onClose={onClose}
      texts="sheetTest.import"
      templateFailure="sheetTest.templateFailed"
      extensions={[".xlsx", ".csv"]}
      importing={importing}
      downloadTemplate={downloadTemplate}
    />
  );
}

function renderImport() {
  const onClose = vi.fn();
  renderPage(
    <AntdProvider>
      <Harness onClose={onClose} />
    </AntdProvider>,
  );
  return { onClose };
}

function choose(name: string) {
  const input = must(document.querySelector<HTMLInputElement>("input[type=file]"));
  fireEvent.change(input, { target: { files: [new File(["x"], name)] } });
}

async function resultDialog(): Promise<HTMLElement> {
  return must((await screen.findByText("What came in")).closest<HTMLElement>("[role=dialog]"));
}

function tableRows(dialog: HTMLElement): (string | null)[][] {
  // the data rows as the reader sees them (a scrolling table also draws hidden measuring rows)
  return [...dialog.querySelectorAll("tbody tr.ant-table-row")].map((row) =>
    [...row.querySelectorAll("td")].map((cell) => cell.textContent),
  );
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe("the spreadsheet import modal", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
    i18n.addResourceBundle("en-US", "translation", { sheetTest: TEXTS }, true, true);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("offers the feature's file types and refuses another without uploading it", async () => {
    upload.mockResolvedValue({ imported: 1 });
    renderImport();
    expect(screen.getByRole("dialog").textContent).toContain("Import things");
    expect(document.querySelector("input[type=file]")?.getAttribute("accept")).toBe(".xlsx,.csv");
    choose("THINGS.PDF");
    expect((await screen.findByRole("alert")).textContent).toBe("Only .xlsx or .csv");
    choose("THINGS.XLSX");
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(must(upload.mock.calls[0])[0].file.name).toBe("THINGS.XLSX");
  });

  it("shows the progress, then the number imported", async () => {
    let finish: (value: { imported: number }) => void = () => {};
    upload.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { onClose } = renderImport();
    choose("things.xlsx");
    await waitFor(() => expect(upload).toHaveBeenCalled());
    must(upload.mock.calls[0])[0].onProgress?.(40);
    const progress = await screen.findByTestId("import-progress");
    expect(progress.textContent).toContain("Sending things.xlsx");
    await waitFor(() => expect(within(progress).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40"));
    finish({ imported: 12 });
    const dialog = await resultDialog();
    expect(within(dialog).getByText("12 things imported")).toBeInTheDocument();
    expect(dialog.querySelector("table")).toBeNull();
    expect(onClose).toHaveBeenCalled();
  });

  it("after a good import, lists the cells taken but perhaps not as meant", async () => {
    upload.mockResolvedValue({ imported: 2, warnings: [must(ROW_ERRORS[0])] });
    renderImport();
    choose("things.csv");
    const dialog = await resultDialog();
    expect(within(dialog).getByText("2 things imported")).toBeInTheDocument();
    expect(within(dialog).getByText("1 cells to check")).toBeInTheDocument();
    expect(tableRows(dialog)).toEqual([["3", "Name", "Name is too long"]]);
  });

  it("lists the rows in error and saves them as a CSV Excel reads", async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:errors";
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const msg = "Problems found: 2; nothing was imported";
    upload.mockRejectedValue(new ApiError(msg, 400, { code: 1, msg, error_code: "IMPORT_ROWS_INVALID", errors: ROW_ERRORS }));
    const { onClose } = renderImport();
    choose("things.xlsx");
    const dialog = await resultDialog();
    expect(within(dialog).getByText(msg)).toBeInTheDocument();
    expect(tableRows(dialog)).toEqual([
      ["3", "Name", "Name is too long"],
      ["5", "Country", "Unknown country"],
    ]);
    expect(onClose).toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole("button", { name: /Save the problems/ }));
    expect(click).toHaveBeenCalled();
    expect(click.mock.instances[0]).toMatchObject({ download: "thing-problems.csv" });
    const bytes = await bytesOf(must(saved));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      "Row,Column,Problem\r\n3,Name,Name is too long\r\n5,Country,Unknown country\r\n",
    );
  });

  it("keeps the dialog open with the server's message when the file itself is refused", async () => {
    const msg = "The headers are not the template's";
    upload.mockRejectedValue(new ApiError(msg, 400, { code: 1, msg, error_code: "IMPORT_BAD_HEADERS" }));
    const { onClose } = renderImport();
    choose("things.xlsx");
    const failure = await screen.findByRole("alert");
    expect(failure.textContent).toBe(`Import failed: ${msg}`);
    expect(failure.closest("[role=dialog]")?.textContent).toContain("Get the template");
    expect(screen.queryByText("What came in")).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("downloads the template, and says so when it cannot", async () => {
    downloadTemplate.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error("offline"));
    renderImport();
    fireEvent.click(screen.getByRole("button", { name: /Get the template/ }));
    expect(await findToastKind("Download started")).toBe("success");
    fireEvent.click(screen.getByRole("button", { name: /Get the template/ }));
    expect(await findToastKind("No template: offline")).toBe("error");
    expect(downloadTemplate).toHaveBeenCalledTimes(2);
  });
});
