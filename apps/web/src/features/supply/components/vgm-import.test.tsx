import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Form, type FormInstance } from "antd";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import { mergeVgmRows, VgmImport } from "./vgm-import";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// The VGM sheet on the instruction form: the server reads it, the form takes its rows by container
// number, and what could not be taken is shown.

const DECLARATION = {
  method: "SM2",
  tare_weight: 3900,
  signatory: "LI NA",
  weighed_at: "2026-12-01",
  weighing_party: "CNSHA CFS",
};
const CONTAINERS = [
  { id: 11, container_no: "CSQU3054383", seal_no: "S1", vgm: 12000 },
  { id: 12, container_no: "MSKU9070323", seal_no: "S2", vgm: null },
];

let form: FormInstance | undefined;
function Harness() {
  const [instance] = Form.useForm();
  form = instance;
  return (
    <Form form={instance} initialValues={{ containers: CONTAINERS }}>
      <VgmImport orderId={7} />
    </Form>
  );
}

function renderImport(routes: ApiRoutes = {}) {
  routeApi(api, { "GET /system/config": configPairs(), ...routes });
  renderPage(
    <AntdProvider>
      <Harness />
    </AntdProvider>,
    { route: "/supply/7" },
  );
}

function choose(name: string) {
  const input = must(document.querySelector<HTMLInputElement>("input[type=file]"));
  fireEvent.change(input, { target: { files: [new File(["x"], name)] } });
}

describe("mergeVgmRows", () => {
  it("sets the VGM and declaration on the container of the same number, and names the numbers none has", () => {
    const rows = [
      { container_no: "msku 9070323", vgm: 12300, vgm_declaration: DECLARATION },
      { container_no: "TGHU0000001", vgm: 9000, vgm_declaration: DECLARATION },
    ];
    const merged = mergeVgmRows(CONTAINERS, rows);
    expect(merged.containers).toEqual([CONTAINERS[0], { ...CONTAINERS[1], vgm: 12300, vgm_declaration: DECLARATION }]);
    expect(merged).toMatchObject({ count: 1, unmatched: ["TGHU0000001"] });
  });
});

describe("the VGM import on the instruction form", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    form = undefined;
    await setTestLanguage("zh-CN");
  });

  it("uploads the sheet to the order's VGM import and fills the matching containers", async () => {
    renderImport({
      "UPLOAD /order/7/vgm/import": {
        rows: [{ container_no: "MSKU9070323", vgm: 12300, vgm_declaration: DECLARATION }],
        errors: [],
      },
    });
    expect(document.querySelector("input[type=file]")?.getAttribute("accept")).toBe(".xlsx,.xls,.csv");
    choose("vgm.xlsx");
    expect(await screen.findByText("已填入 1 个集装箱的 VGM，请保存补料")).toBeInTheDocument();
    expect((must(vi.mocked(api.upload).mock.calls[0])[1].get("file") as File).name).toBe("vgm.xlsx");
    expect(must(form).getFieldValue("containers")).toEqual([
      CONTAINERS[0],
      { ...CONTAINERS[1], vgm: 12300, vgm_declaration: DECLARATION },
    ]);
  });

  it("shows the numbers not on the instruction and the rows in error, in English too", async () => {
    await setTestLanguage("en-US");
    renderImport({
      "UPLOAD /order/7/vgm/import": {
        rows: [{ container_no: "TGHU0000001", vgm: 9000, vgm_declaration: DECLARATION }],
        errors: [{ row: 4, column: "VGM (kg)", field: "vgm", message: "Invalid value" }],
      },
    });
    choose("vgm.csv");
    const dialog = must((await screen.findByText("VGM sheet imported")).closest<HTMLElement>("[role=dialog]"));
    expect(dialog.textContent).toContain("Not on these instructions, so not filled in: TGHU0000001");
    expect(within(dialog).getByRole("columnheader", { name: "Row" })).toBeInTheDocument();
    expect(within(dialog).getByRole("cell", { name: "Invalid value" })).toBeInTheDocument();
    expect(must(form).getFieldValue("containers")).toEqual(CONTAINERS);
  });

  it("refuses another file type without uploading, and says the server's refusal", async () => {
    renderImport();
    choose("vgm.pdf");
    expect(await screen.findByText("只支持 .xlsx、.xls、.csv 文件")).toBeInTheDocument();
    expect(api.upload).not.toHaveBeenCalled();

    const msg = "订单当前状态（待付款）不允许此操作";
    vi.mocked(api.upload).mockRejectedValueOnce(new ApiError(msg, 409, { code: 1, msg, error_code: "ORDER_INVALID_TRANSITION" }));
    choose("vgm.xlsx");
    expect(await screen.findByText(`导入 VGM 表失败：${msg}`)).toBeInTheDocument();
    expect(must(form).getFieldValue("containers")).toEqual(CONTAINERS);
  });

  it("downloads the order's template", async () => {
    vi.mocked(api.download).mockResolvedValue(undefined);
    renderImport();
    fireEvent.click(screen.getByRole("button", { name: /下载模板/ }));
    await waitFor(() => expect(api.download).toHaveBeenCalledWith("/order/7/vgm/template"));
  });
});
