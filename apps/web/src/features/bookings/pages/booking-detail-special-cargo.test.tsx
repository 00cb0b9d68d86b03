import { CONTAINER_MODE } from "@haiyun/shared/schemas/order";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderOrderDetail } from "../test/render-order-detail";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

// The booking detail tells each row's dangerous goods, reefer settings and out of gauge.

const DG = {
  un_number: "1263",
  proper_shipping_name: "PAINT",
  imo_class: "3",
  packing_group: "II",
  flash_point: 5,
  is_marine_pollutant: false,
  is_limited_quantity: false,
  ems_number: "F-E,S-E",
  inner_packaging: null,
  net_explosive_content: null,
  emergency_contact: null,
};
const REEFER = {
  is_non_operating: false,
  temperature: -18,
  temperature_unit: "CEL",
  air_exchange: null,
  air_exchange_unit: null,
  is_ventilation_open: false,
  humidity: null,
  is_pre_cooling: false,
  is_generator_set: false,
  o2: null,
  co2: null,
};
const goods = {
  hs_code: "320890",
  description: "PAINT",
  package: 10,
  package_uid: 31,
  package_unit_name: "DRUMS",
  weight: 500,
  volume: 2,
};
/** The goods table: the one headed by the HS code. */
const goodsTable = async (hsCode: string) =>
  must((await screen.findByRole("columnheader", { name: hsCode })).closest<HTMLElement>("table"));
const lineTexts = (node: HTMLElement) =>
  within(node)
    .getAllByTestId("special-cargo-lines")
    .map((lines) => Array.from(lines.children, (line) => line.textContent));

describe("booking detail: special cargo", () => {
  beforeEach(() => vi.clearAllMocks());

  it("shows a space's reefer settings and a container row's dangerous goods", async () => {
    await setTestLanguage("en-US");
    renderOrderDetail({
      spaces: [
        { container_id: 4, container_name: "40RH", count: 1, dangerous_goods: [], reefer: REEFER, oog: null },
        { container_id: 2, container_name: "20GP", count: 1, dangerous_goods: [], reefer: null, oog: null },
      ],
      containers: [
        {
          container_id: 2,
          container_name: "20GP",
          container_no: "",
          seal_no: "",
          quantity: null,
          ...goods,
          dangerous_goods: [DG],
          reefer: null,
          oog: null,
        },
      ],
    });
    const spaces = await screen.findByTestId("space-special-cargo");
    expect(spaces.textContent).toContain("40RH × 1");
    expect(spaces.textContent).not.toContain("20GP");
    expect(lineTexts(spaces)).toEqual([["Reefer \u221218 °C, vents closed"]]);
    expect(screen.getByRole("columnheader", { name: "Special cargo" })).toBeInTheDocument();
    expect(lineTexts(await goodsTable("HS code"))).toEqual([["UN 1263, CLASS 3, PG II, EmS F-E,S-E, PAINT, flash point 5 °C"]]);
  });

  it("shows an LCL item's dangerous goods in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderOrderDetail({
      container_mode: CONTAINER_MODE.LCL,
      spaces: [],
      cargos: [
        { ...goods, dangerous_goods: [DG] },
        { ...goods, dangerous_goods: [] },
      ],
    });
    const table = await goodsTable("HS 编码");
    expect(within(table).getByRole("columnheader", { name: "特种货物" })).toBeInTheDocument();
    expect(lineTexts(table)).toEqual([["UN 1263，3 类，包装类别 II，EmS F-E,S-E，PAINT，闪点 5 °C"]]);
  });

  it("adds no special cargo column to a dry booking", async () => {
    await setTestLanguage("en-US");
    renderOrderDetail({ container_mode: CONTAINER_MODE.LCL, spaces: [], cargos: [{ ...goods, dangerous_goods: [] }] });
    await goodsTable("HS code");
    expect(screen.queryByRole("columnheader", { name: "Special cargo" })).toBeNull();
    expect(screen.queryByTestId("special-cargo-lines")).toBeNull();
  });
});
