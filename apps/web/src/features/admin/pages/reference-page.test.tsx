import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import type { AdminReferenceItem } from "../api/reference";
import ReferencePage from "./reference-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const PORTS: AdminReferenceItem[] = [
  {
    id: 1,
    code: "CNSHA",
    name_cn: "上海",
    name_en: "Shanghai",
    sort: 1,
    enabled: true,
    edited: false,
    update_time: "2026-01-02T08:00:00Z",
    country_id: 45,
  },
  {
    id: 7,
    code: "DEHAM",
    name_cn: "汉堡",
    name_en: "Hamburg",
    sort: 7,
    enabled: false,
    edited: true,
    update_time: "2026-03-02T08:00:00Z",
    country_id: 60,
  },
];

function renderReference(routes: ApiRoutes = {}, route = "/admin/reference/ports") {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /admin/reference/ports": { list: PORTS, total: 2 },
    "GET /admin/reference/container-types": { list: [], total: 0 },
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <ReferencePage />
    </AntdProvider>,
    { route, path: "/admin/reference/:kind?" },
  );
}

const rowOf = async (code: string) => must((await screen.findByText(code)).closest("tr"));
const location = () => screen.getByTestId("location").textContent;

describe("admin reference data page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists a tab's entries with both names and their status, disabled ones too", async () => {
    renderReference();
    const row = await rowOf("DEHAM");
    expect(within(row).getByText("汉堡")).toBeInTheDocument();
    expect(within(row).getByText("Hamburg")).toBeInTheDocument();
    expect(within(row).getByRole("switch").getAttribute("aria-checked")).toBe("false");
    expect(within(row).getByText("By an admin")).toBeInTheDocument();
    expect(
      within(await rowOf("CNSHA"))
        .getByRole("switch")
        .getAttribute("aria-checked"),
    ).toBe("true");
    expect(api.get).toHaveBeenCalledWith("/admin/reference/ports", { page: 1, size: 20 }, expect.anything());
    expect(screen.getByRole("tab", { name: "Ports" }).getAttribute("aria-selected")).toBe("true");
  });

  it("searches by keyword and status, and another tab is another list", async () => {
    renderReference();
    await rowOf("CNSHA");
    fireEvent.change(screen.getByLabelText("Search code, Chinese or English name"), { target: { value: " ham " } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith(
        "/admin/reference/ports",
        { keyword: "ham", page: 1, size: 20 },
        expect.anything(),
      ),
    );
    expect(location()).toBe("/admin/reference/ports?keyword=ham");
    fireEvent.click(screen.getByRole("tab", { name: "Container types" }));
    await waitFor(() => expect(location()).toBe("/admin/reference/container-types"));
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith("/admin/reference/container-types", { page: 1, size: 20 }, expect.anything()),
    );
  });

  it("adds a port: checks the UN/LOCODE as the server does, raises it to capitals, sends both names", async () => {
    renderReference({ "POST /admin/reference/ports": (body: unknown) => ({ ...PORTS[0], id: 9, ...(body as object) }) });
    await rowOf("CNSHA");
    fireEvent.click(screen.getByRole("button", { name: /Add/ }));
    const dialog = await screen.findByRole("dialog");
    const code = within(dialog).getByLabelText("Code");
    fireEvent.change(code, { target: { value: "cnsh1" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(
      await within(dialog).findByText("A UN/LOCODE is the 2-letter country code and 3 letters or digits 2–9"),
    ).toBeInTheDocument();
    expect(await within(dialog).findAllByText("This field is required")).toHaveLength(2);
    expect(api.post).not.toHaveBeenCalled();

    fireEvent.change(code, { target: { value: "cnzza" } });
    fireEvent.change(within(dialog).getByLabelText("Chinese name"), { target: { value: "测试港" } });
    fireEvent.change(within(dialog).getByLabelText("English name"), { target: { value: "Testport" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith("/admin/reference/ports", {
        code: "CNZZA",
        name_cn: "测试港",
        name_en: "Testport",
        sort: 100,
        enabled: true,
      }),
    );
  });

  it("shows the server's refusal of a taken code under the code", async () => {
    const msg = "The code CNSHA is already in use";
    renderReference({
      "POST /admin/reference/ports": () => {
        throw new ApiError(msg, 409, {
          code: 1,
          msg,
          error_code: "REFERENCE_CODE_TAKEN",
          errors: [{ field: "code", message: msg }],
        });
      },
    });
    await rowOf("CNSHA");
    fireEvent.click(screen.getByRole("button", { name: /Add/ }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Code"), { target: { value: "CNSHA" } });
    fireEvent.change(within(dialog).getByLabelText("Chinese name"), { target: { value: "上海" } });
    fireEvent.change(within(dialog).getByLabelText("English name"), { target: { value: "Shanghai" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(msg)).toBeInTheDocument();
  });

  it("edits the names but never the code", async () => {
    renderReference({ "PUT /admin/reference/ports/1": (body: unknown) => ({ ...PORTS[0], ...(body as object) }) });
    const row = await rowOf("CNSHA");
    fireEvent.click(within(row).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByLabelText<HTMLInputElement>("Code").disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("English name"), { target: { value: "Shanghai Port" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith("/admin/reference/ports/1", { name_cn: "上海", name_en: "Shanghai Port", sort: 1 }),
    );
  });

  it("disables an entry only after a confirmation saying orders keep its name; enables one at once", async () => {
    renderReference({
      "PUT /admin/reference/ports/1": (body: unknown) => ({ ...PORTS[0], ...(body as object) }),
      "PUT /admin/reference/ports/7": (body: unknown) => ({ ...PORTS[1], ...(body as object) }),
    });
    fireEvent.click(within(await rowOf("DEHAM")).getByRole("switch"));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/admin/reference/ports/7", { enabled: true }));
    fireEvent.click(within(await rowOf("CNSHA")).getByRole("switch"));
    expect(api.put).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/existing orders and rates still show its name/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.put).toHaveBeenCalledWith("/admin/reference/ports/1", { enabled: false }));
  });

  it("asks a container type for its ISO 6346 code and TEU, and speaks Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderReference({}, "/admin/reference/container-types");
    fireEvent.click(await screen.findByRole("button", { name: /新增/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.querySelector(".ant-modal-title")?.textContent).toBe("新增箱型");
    fireEvent.change(within(dialog).getByLabelText("ISO 尺寸类型"), { target: { value: "45g" } });
    fireEvent.click(within(dialog).getByRole("button", { name: /保\s*存/ }));
    expect(await within(dialog).findByText("ISO 6346 尺寸类型代码为 4 位，如 22G1、45G1")).toBeInTheDocument();
  });
});
