import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AntdProvider } from "../../../components/antd-provider";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { errorsOf } from "../../../test/form";
import { must } from "../../../test/must";
import { renderPage, setTestLanguage } from "../../../test/render";
import type { Rate } from "../api/rate-keys";
import { CARRIERS, CONTAINERS, CURRENCIES, PORTS, rateOf } from "../test/rates-fixtures";
import { RateFormModal } from "./rate-form-modal";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function renderForm(routes: ApiRoutes = {}, rate: Rate | null = null) {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /carrier": CARRIERS,
    "GET /port": PORTS,
    "GET /container": CONTAINERS,
    "GET /currency": CURRENCIES,
    ...routes,
  });
  const onClose = vi.fn();
  renderPage(
    <AntdProvider>
      <RateFormModal open rate={rate} onClose={onClose} />
    </AntdProvider>,
    { route: "/rate" },
  );
  return { onClose };
}

const field = (label: string) => screen.getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const itemOf = (label: string) => field(label).closest(".ant-form-item")?.textContent ?? "";
const save = (name = "Save") => fireEvent.click(screen.getByRole("button", { name }));
const dialog = () => screen.getByRole("dialog");

async function choose(label: string, option: string) {
  fireEvent.mouseDown(field(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(must(options.at(-1)));
}

describe("rate form modal", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("asks for carrier, ports and validity, and for a complete space, before any call", async () => {
    renderForm();
    save();
    await waitFor(() => expect(itemOf("Carrier")).toContain("This field is required"));
    for (const label of ["Port of loading", "Port of discharge", "Place of delivery"]) {
      expect(itemOf(label)).toContain("This field is required");
    }
    // carrier, the three ports and the validity range
    expect(within(dialog()).getAllByText("This field is required")).toHaveLength(5);
    expect(within(dialog()).getAllByText("please complete space info").length).toBe(2);
    expect(api.post).not.toHaveBeenCalled();
  });

  it("asks for at least one space once the last one is removed", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Remove space 1" }));
    save();
    expect(await screen.findByText("please add at least one space")).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it.each([
    ["1000000", "A price is between 0 and 999999.99 with at most 2 decimals"],
    ["1.234", "A price is between 0 and 999999.99 with at most 2 decimals"],
    ["-1", "A price is between 0 and 999999.99 with at most 2 decimals"],
    ["1e3", "A price is between 0 and 999999.99 with at most 2 decimals"],
    ["0", "please complete space info"],
  ])("refuses the price %s", async (price, message) => {
    renderForm();
    fireEvent.change(field("Price 1"), { target: { value: price } });
    await waitFor(() => expect(errorsOf(field("Price 1"))).toEqual([message]));
  });

  it("refuses a container type chosen twice", async () => {
    renderForm({}, rateOf());
    await waitFor(() => expect(field("Price 2").value).toBe("999999.99"));
    await choose("Container type 2", "20GP");
    save();
    await waitFor(() => expect(itemOf("Container type 2")).toContain("May appear only once"));
    expect(api.put).not.toHaveBeenCalled();
  });

  it("sends the edited rate with prices as text, and closes", async () => {
    const { onClose } = renderForm({ "PUT /rate/1": (body: unknown) => ({ ...rateOf(), ...(body as object) }) }, rateOf());
    await waitFor(() => expect(field("Price 1").value).toBe("1234.50"));
    fireEvent.change(field("Price 1"), { target: { value: "1300.5" } });
    save();
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith("/rate/1", {
        carrier_id: 3,
        pol_id: 1,
        pod_id: 2,
        to_id: 2,
        sdate: "2026-12-01",
        edate: "2026-12-31",
        transit_days: 32,
        currency: "USD",
        remark: "VIA SUEZ",
        spaces: [
          { container_id: 11, price: "1300.5" },
          { container_id: 12, price: "999999.99" },
        ],
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("shows the server's field messages on their fields, a space's on its cell", async () => {
    const msg = "请检查表单输入";
    renderForm(
      {
        "PUT /rate/1": () => {
          throw new ApiError(msg, 400, {
            code: 1,
            msg,
            error_code: "VALIDATION_FAILED",
            errors: [
              { field: "pol_id", message: "未知的港口" },
              { field: "spaces.1.container_id", message: "所选项不存在或已停用" },
            ],
          });
        },
      },
      rateOf(),
    );
    await setTestLanguage("zh-CN");
    await waitFor(() => expect(field("价格 1").value).toBe("1234.50"));
    save("保 存");
    await waitFor(() => expect(itemOf("起运港")).toContain("未知的港口"));
    expect(itemOf("箱型 2")).toContain("所选项不存在或已停用");
  });

  it("names every message in Chinese too", async () => {
    await setTestLanguage("zh-CN");
    renderForm();
    fireEvent.change(field("价格 1"), { target: { value: "1.234" } });
    await waitFor(() => expect(errorsOf(field("价格 1"))).toEqual(["价格应在 0 到 999999.99 之间，最多两位小数"]));
    fireEvent.click(screen.getByRole("button", { name: "删除舱位 1" }));
    save("保 存");
    expect(await screen.findByText("请至少添加一个舱位")).toBeInTheDocument();
  });
});
