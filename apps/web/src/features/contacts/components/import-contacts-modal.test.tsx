import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import { ImportContactsModal } from "./import-contacts-modal";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// The modal itself is tested in components/spreadsheet-import; here, what contacts give it.

function renderImport(routes: ApiRoutes = {}) {
  routeApi(api, { "GET /system/config": configPairs(), ...routes });
  renderPage(
    <AntdProvider>
      <ImportContactsModal open onClose={() => {}} />
    </AntdProvider>,
    { route: "/contacts" },
  );
}

function choose(name: string) {
  const input = must(document.querySelector<HTMLInputElement>("input[type=file]"));
  fireEvent.change(input, { target: { files: [new File(["x"], name)] } });
}

describe("import contacts", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("zh-CN");
  });

  it("accepts .xlsx, .xls and .csv, and uploads the file to the contacts import", async () => {
    renderImport({ "UPLOAD /customer/contact/import": { imported: 12, warnings: [] } });
    expect(screen.getByRole("dialog").textContent).toContain("导入联系人");
    expect(document.querySelector("input[type=file]")?.getAttribute("accept")).toBe(".xlsx,.xls,.csv");
    choose("contacts.pdf");
    expect((await screen.findByRole("alert")).textContent).toBe("只支持 .xlsx、.xls、.csv 文件");
    choose("contacts.csv");
    await waitFor(() =>
      expect(api.upload).toHaveBeenCalledWith("/customer/contact/import", expect.any(FormData), expect.any(Function)),
    );
    expect((must(vi.mocked(api.upload).mock.calls[0])[1].get("file") as File).name).toBe("contacts.csv");
    const imported = await screen.findByText("成功导入 12 个联系人");
    expect(imported.closest("[role=dialog]")?.textContent).toContain("导入结果");
  });

  it("says a refused file and a refused row in the contacts' words", async () => {
    const msg = "表头与模板不一致，缺少：公司名称1";
    vi.mocked(api.upload).mockRejectedValueOnce(new ApiError(msg, 400, { code: 1, msg, error_code: "IMPORT_BAD_HEADERS" }));
    renderImport();
    choose("contacts.xlsx");
    expect((await screen.findByRole("alert")).textContent).toBe(`导入联系人失败：${msg}`);

    const rows = "1 处数据有误，未导入任何记录";
    const error = { row: 5, column: "国家/地区", field: "country", message: "未知的国家/地区" };
    vi.mocked(api.upload).mockRejectedValueOnce(
      new ApiError(rows, 400, { code: 1, msg: rows, error_code: "IMPORT_ROWS_INVALID", errors: [error] }),
    );
    choose("contacts.xlsx");
    const dialog = must((await screen.findByText("导入结果")).closest<HTMLElement>("[role=dialog]"));
    expect(within(dialog).getByRole("columnheader", { name: "行号" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /下载错误明细/ })).toBeInTheDocument();
  });

  it("downloads the contacts' template", async () => {
    vi.mocked(api.download).mockResolvedValue(undefined);
    renderImport();
    fireEvent.click(screen.getByRole("button", { name: /下载导入模板/ }));
    expect(api.download).toHaveBeenCalledWith("/customer/contact/template");
  });
});
