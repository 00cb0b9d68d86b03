import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import { CARRIERS, CONTAINERS, CURRENCIES, PORTS, rateOf } from "../test/rates-fixtures";
import RatesPage from "./rates-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const RATES = [
  rateOf(),
  rateOf({
    id: 2,
    carrier_id: 4,
    carrier_name: "Maersk",
    transit_days: null,
    remark: "",
    spaces: [{ id: 23, container_id: 12, container_name: "40HQ", price: "2100.00" }],
  }),
];

function renderRates(routes: ApiRoutes = {}, route = "/rate") {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /carrier": CARRIERS,
    "GET /port": PORTS,
    "GET /container": CONTAINERS,
    "GET /currency": CURRENCIES,
    "GET /rate": { list: RATES, total: 12 },
    "DELETE /rate": (ids: unknown) => ({ deleted: (ids as number[]).length }),
    ...routes,
  });
  renderPage(
    <AntdProvider>
      <RatesPage />
    </AntdProvider>,
    { route, path: "/rate" },
  );
}

const listCalls = () =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([url]) => url === "/rate")
    .map(([, query]) => query);
const rowOf = async (text: string) => must((await screen.findByText(text)).closest("tr"));
const cells = (row: HTMLElement) => [...row.querySelectorAll("td")].map((td) => td.textContent);
const location = () => screen.getByTestId("location").textContent;

describe("rates page (rate management)", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("lists the rates by 10 with ports, validity in the reader's format and each price", async () => {
    renderRates();
    const row = await rowOf("COSCO Shipping Lines");
    expect(cells(row).slice(1, 9)).toEqual([
      "COSCO Shipping Lines",
      "Shanghai",
      "Hamburg",
      "Hamburg",
      "20GP: USD 1,234.5040HQ: USD 999,999.99",
      "12/01/2026\u00a0– 12/31/2026",
      "32",
      "VIA SUEZ",
    ]);
    expect(cells(await rowOf("Maersk"))[7]).toBe("");
    expect(listCalls()).toEqual([{ page: 1, size: 10 }]);
  });

  it("shows the list a shared link names, and searches from the filter bar", async () => {
    renderRates({}, "/rate?pol_id=1&sdate=2026-12-01&edate=2026-12-31&page=2");
    await rowOf("Maersk");
    expect(listCalls()).toEqual([{ pol_id: 1, sdate: "2026-12-01", edate: "2026-12-31", page: 2, size: 10 }]);
    const pol = must(screen.getByLabelText("Port of loading", { selector: "input" }).closest<HTMLElement>(".ant-select"));
    await waitFor(() => expect(pol.textContent).toBe("Shanghai (CNSHA)"));
    fireEvent.mouseDown(screen.getByLabelText("Carrier", { selector: "input" }));
    fireEvent.click(must((await screen.findAllByTitle("Maersk")).at(-1)));
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({
        carrier_id: 4,
        pol_id: 1,
        sdate: "2026-12-01",
        edate: "2026-12-31",
        page: 1,
        size: 10,
      }),
    );
    expect(location()).toBe("/rate?pol_id=1&sdate=2026-12-01&edate=2026-12-31&carrier_id=4");
    fireEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(location()).toBe("/rate"));
  });

  it("deletes the selected rates in one call after confirmation", async () => {
    renderRates();
    for (const name of ["COSCO Shipping Lines", "Maersk"]) fireEvent.click(within(await rowOf(name)).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: /Batch delete \(2\)/ }));
    const confirm = must(
      (await screen.findByText("Delete the 2 selected rates? This cannot be undone.")).closest<HTMLElement>("[role=dialog]"),
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/rate", [1, 2]));
    expect(await screen.findByText("2 rates deleted")).toBeInTheDocument();
  });

  it("speaks of one rate in the singular", async () => {
    renderRates();
    fireEvent.click(within(await rowOf("Maersk")).getByRole("checkbox"));
    fireEvent.click(screen.getByRole("button", { name: /Batch delete \(1\)/ }));
    const confirm = must(
      (await screen.findByText("Delete the selected rate? This cannot be undone.")).closest<HTMLElement>("[role=dialog]"),
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("1 rate deleted")).toBeInTheDocument();
  });

  it("shows the server's message when a delete is refused", async () => {
    renderRates({
      "DELETE /rate": () => {
        throw new ApiError("Record not found", 404, { code: 1, msg: "Record not found", error_code: "RECORD_NOT_FOUND" });
      },
    });
    fireEvent.click(within(await rowOf("Maersk")).getByRole("button", { name: "Delete" }));
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    expect(await screen.findByText("Failed to delete the rate: Record not found")).toBeInTheDocument();
  });

  it("exports the list as filtered, and downloads the template", async () => {
    vi.mocked(api.download).mockResolvedValue(undefined);
    renderRates({}, "/rate?carrier_id=3&to_id=2");
    await rowOf("Maersk");
    fireEvent.click(screen.getByRole("button", { name: /Export/ }));
    fireEvent.click(await screen.findByText("CSV file (.csv)"));
    await waitFor(() =>
      expect(api.download).toHaveBeenCalledWith(
        "/api/rate/export?carrier_id=3&to_id=2&format=csv",
        undefined,
        expect.objectContaining({ signal: expect.any(AbortSignal) }),
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: /Download template/ }));
    await waitFor(() => expect(api.download).toHaveBeenCalledWith("/rate/template"));
  });

  it("imports a rate sheet with a progress bar, and lists each refused row", async () => {
    await setTestLanguage("zh-CN");
    let report: (percent: number) => void = () => {};
    let fail: (err: unknown) => void = () => {};
    renderRates();
    vi.mocked(api.upload).mockImplementation(
      (_url, _form, onProgress) =>
        new Promise((_resolve, reject) => {
          report = onProgress ?? report;
          fail = reject;
        }),
    );
    await rowOf("COSCO Shipping Lines");
    fireEvent.click(screen.getByRole("button", { name: /导入/ }));
    const input = await waitFor(() => must(document.querySelector<HTMLInputElement>("input[type=file]")));
    expect(input.getAttribute("accept")).toBe(".xlsx,.xls,.csv");
    fireEvent.change(input, { target: { files: [new File(["x"], "rates.txt")] } });
    expect(await screen.findByText("只支持 .xlsx、.xls、.csv 文件")).toBeInTheDocument();
    const again = must(document.querySelector<HTMLInputElement>("input[type=file]"));
    fireEvent.change(again, { target: { files: [new File(["x"], "rates.xlsx")] } });
    await waitFor(() => expect(api.upload).toHaveBeenCalledWith("/rate/import", expect.any(FormData), expect.any(Function)));
    report(60);
    expect((await screen.findByTestId("import-progress")).textContent).toContain("60%");
    const msg = "1 处数据有误，未导入任何记录";
    fail(
      new ApiError(msg, 400, {
        code: 1,
        msg,
        error_code: "IMPORT_ROWS_INVALID",
        errors: [{ row: 7, column: "卸货港", field: "pod", message: "未知的港口" }],
      }),
    );
    const result = must((await screen.findByText("导入结果")).closest<HTMLElement>("[role=dialog]"));
    expect(within(result).getByText(msg)).toBeInTheDocument();
    expect(cells(must(within(result).getByText("未知的港口").closest("tr")))).toEqual(["7", "卸货港", "未知的港口"]);
  });

  it("shows the requests for quotation received in their own tab", async () => {
    renderRates({
      "GET /rate/rfq": {
        list: [
          {
            id: 5,
            rate_id: 1,
            requester_company: "NINGBO TRADING CO",
            requester_linkman: "LI NA",
            requester_email: "li.na@example.com",
            requester_phone: "+8657412345",
            carrier_name: "COSCO Shipping Lines",
            pol_name: "Shanghai",
            pod_name: "Hamburg",
            to_name: "Hamburg",
            ready_date: "2026-12-10",
            description: "Furniture",
            booking_space: "2 x 40HQ",
            target_rate: "USD 1800",
            potential_vol: "24 x 40HQ a year",
            sales: "Wang Fang",
            create_time: "2026-11-22T08:00:00.000Z",
          },
        ],
        total: 1,
      },
    });
    await rowOf("COSCO Shipping Lines");
    fireEvent.click(screen.getByRole("tab", { name: "Received requests" }));
    const row = await rowOf("NINGBO TRADING CO");
    expect(cells(row).slice(1)).toEqual([
      "NINGBO TRADING COLI NA · li.na@example.com · +8657412345",
      "COSCO Shipping Lines",
      "Shanghai → Hamburg → Hamburg",
      "12/10/2026",
      "2 x 40HQ",
      "USD 1800",
      "24 x 40HQ a year",
      "Wang Fang",
      "Furniture",
    ]);
    expect(
      vi.mocked(api.get).mock.calls.some(([url, query]) => url === "/rate/rfq" && (query as { size: number }).size === 10),
    ).toBe(true);
  });
});
