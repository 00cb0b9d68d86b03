import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { findToastKind } from "../../../test/form";
import { renderPage, setTestLanguage } from "../../../test/render";
import { ImportContactsModal } from "./import-contacts-modal";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const ROW_ERRORS = [
  {
    row: 3,
    column: "公司名称1",
    field: "company1",
    message: "公司名称1只能包含大写字母、数字、点、下划线、逗号、连字符、括号和空格",
  },
  { row: 5, column: "国家/地区", field: "country", message: "未知的国家/地区" },
];

function refused() {
  const msg = "2 处数据有误，未导入任何记录";
  return new ApiError(msg, 400, { code: 1, msg, error_code: "IMPORT_ROWS_INVALID", errors: ROW_ERRORS });
}

function renderImport(routes: ApiRoutes) {
  routeApi(api, { "GET /system/config": configPairs(), ...routes });
  const onClose = vi.fn();
  const view = renderPage(
    <AntdProvider>
      <ImportContactsModal open onClose={onClose} />
    </AntdProvider>,
    { route: "/contacts" },
  );
  return { ...view, onClose };
}

function choose(name: string, type = XLSX) {
  const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
  fireEvent.change(input, { target: { files: [new File(["x"], name, { type })] } });
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}

describe("import contacts (spec §5 imports)", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("zh-CN");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("accepts .xlsx, .xls and .csv only", async () => {
    renderImport({});
    expect(document.querySelector("input[type=file]")?.getAttribute("accept")).toBe(".xlsx,.xls,.csv");
    choose("contacts.pdf", "application/pdf");
    expect((await screen.findByRole("alert")).textContent).toBe("只支持 .xlsx、.xls、.csv 文件");
    expect(api.upload).not.toHaveBeenCalled();
  });

  it("shows the progress, then the number imported", async () => {
    let report: (percent: number) => void = () => {};
    let finish: (value: unknown) => void = () => {};
    const { onClose } = renderImport({});
    vi.mocked(api.upload).mockImplementation((_url, _form, onProgress) => {
      report = onProgress ?? report;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    choose("contacts.xlsx");
    await waitFor(() =>
      expect(api.upload).toHaveBeenCalledWith("/customer/contact/import", expect.any(FormData), expect.any(Function)),
    );
    const form = vi.mocked(api.upload).mock.calls[0]![1];
    expect((form.get("file") as File).name).toBe("contacts.xlsx");
    report(40);
    const progress = await screen.findByTestId("import-progress");
    await waitFor(() => expect(within(progress).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("40"));
    finish({ imported: 12 });
    const imported = await screen.findByText("成功导入 12 个联系人");
    expect(imported.closest("[role=dialog]")?.textContent).toContain("导入结果");
    expect(onClose).toHaveBeenCalled();
  });

  it("after a good import, lists the cells taken as the digits shown", async () => {
    renderImport({});
    const warning = { row: 3, column: "邮编", field: "zip_code", message: "该单元格是数字格式，已按显示的数字导入" };
    vi.mocked(api.upload).mockResolvedValue({ imported: 2, warnings: [warning] });
    choose("contacts.xlsx");
    const dialog = (await screen.findByText("导入结果")).closest<HTMLElement>("[role=dialog]")!;
    expect(within(dialog).getByText("成功导入 2 个联系人").textContent).toBe("成功导入 2 个联系人");
    expect(within(dialog).getByText(/1 个单元格是数字格式/).textContent).toContain("请核对");
    const rows = [...dialog.querySelectorAll("tbody tr.ant-table-row")];
    expect(rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))).toEqual([
      ["3", "邮编", warning.message],
    ]);
  });

  it("lists the rows in error and saves them as a CSV Excel reads", async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved = blob as Blob;
      return "blob:errors";
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderImport({
      "UPLOAD /customer/contact/import": () => {
        throw refused();
      },
    });
    choose("one-bad-row.csv", "text/csv");
    const dialog = (await screen.findByText("导入结果")).closest<HTMLElement>("[role=dialog]")!;
    expect(within(dialog).getByText("2 处数据有误，未导入任何记录").textContent).toBe("2 处数据有误，未导入任何记录");
    // the data rows as the reader sees them (a scrolling table also draws hidden measuring rows)
    const rows = [...dialog.querySelectorAll("tbody tr.ant-table-row")];
    expect(rows.map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))).toEqual([
      ["3", "公司名称1", ROW_ERRORS[0]!.message],
      ["5", "国家/地区", "未知的国家/地区"],
    ]);

    fireEvent.click(within(dialog).getByRole("button", { name: /下载错误明细/ }));
    expect(click).toHaveBeenCalled();
    const bytes = await bytesOf(saved!);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      `行号,列,问题\r\n3,公司名称1,${ROW_ERRORS[0]!.message}\r\n5,国家/地区,未知的国家/地区\r\n`,
    );
  });

  it("keeps the dialog open with the server's message when the file itself is refused", async () => {
    const msg = "表头与模板不一致，缺少：公司名称1";
    renderImport({
      "UPLOAD /customer/contact/import": () => {
        throw new ApiError(msg, 400, { code: 1, msg, error_code: "IMPORT_BAD_HEADERS" });
      },
    });
    choose("contacts.xlsx");
    const failure = await screen.findByRole("alert");
    expect(failure.textContent).toBe(`导入联系人失败：${msg}`);
    expect(failure.closest("[role=dialog]")?.textContent).toContain("下载导入模板");
    expect(screen.queryByText("导入结果")).toBeNull();
  });

  it("downloads the template (the server names it and writes its headers in the request's language)", async () => {
    vi.mocked(api.download).mockResolvedValue(undefined);
    renderImport({});
    fireEvent.click(screen.getByRole("button", { name: /下载导入模板/ }));
    expect(api.download).toHaveBeenCalledWith("/customer/contact/template");
    expect(await findToastKind("开始下载")).toBe("success");
  });
});
