import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, setTestLanguage } from "../../../test/render";
import { SUPPLY_PARTIES, supplyRecordOf } from "../../../test/supply-fixtures";
import { sheetOfForm, sheetOfRecord } from "./sheet-data";
import { PrintableSheet } from "./si-sheet";

describe("the printable shipping-instruction sheet", () => {
  beforeEach(async () => {
    await setTestLanguage("zh-CN");
  });

  it("labels in the reader's language, the shipping data as typed", () => {
    renderPage(<PrintableSheet data={sheetOfRecord(supplyRecordOf({ marks_no: "PO 100050\nMADE IN CHINA" }))} />);
    const sheet = screen.getByTestId("si-sheet");
    expect(sheet.textContent).toContain("补料单 / SHIPPING INSTRUCTION");
    expect(sheet.textContent).toContain("发货人");
    expect(sheet.textContent).toContain("NINGBO EVERBRIGHT TRADING CO., LTD.");
    expect(sheet.querySelector(".si-sheet__value")?.textContent).toContain("NINGBO EVERBRIGHT");
    expect(sheet.textContent).toContain("PO 100050\nMADE IN CHINA");
    expect(sheet.textContent).toContain("合计");
  });

  it("prints a copy of the sheet alone and tidies up after the print dialog", () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {
      const root = document.getElementById("si-print-root");
      expect(document.body.classList.contains("si-printing")).toBe(true);
      expect(root?.querySelector("[data-testid=si-sheet]")?.textContent).toContain("HY260301000007");
    });
    renderPage(<PrintableSheet data={sheetOfRecord(supplyRecordOf())} />);
    fireEvent.click(screen.getByRole("button", { name: /打\s?印/ }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("afterprint"));
    expect(document.getElementById("si-print-root")).toBeNull();
    expect(document.body.classList.contains("si-printing")).toBe(false);
  });
});

describe("the sheet's data in English on a Chinese page", () => {
  beforeEach(async () => {
    await setTestLanguage("zh-CN");
  });

  // what GET /order/shipment answers a Chinese reader: names in Chinese, the English ones besides
  const chineseRecord = () =>
    supplyRecordOf({
      so_no: "MAEU262145870",
      from_name: "上海",
      pol_name: "上海",
      pod_name: "鹿特丹",
      to_name: "鹿特丹",
      freight_term_name: "预付",
      vgm_method_name: "方法一：整箱称重",
      from_name_en: "Shanghai",
      pol_name_en: "Shanghai",
      pod_name_en: "Rotterdam",
      to_name_en: "Rotterdam",
      freight_term_name_en: "Prepaid",
      vgm_method_name_en: "Method 1: weigh the packed container",
      contacts: [
        { ...SUPPLY_PARTIES.shipper, country_name: "中国", country_name_en: "China" },
        { ...SUPPLY_PARTIES.consignee, country_name: "美国", country_name_en: "United States" },
      ],
      containers: [
        {
          ...supplyRecordOf().containers[0],
          container_name: "40尺高柜",
          container_name_en: "40' High Cube",
          package_unit_name: "纸箱",
          package_unit_name_en: "Cartons",
        },
      ],
    });

  it("prints the stored instruction's names in English, the labels in Chinese, with the SO and the freight term", () => {
    renderPage(<PrintableSheet data={sheetOfRecord(chineseRecord())} />);
    const text = screen.getByTestId("si-sheet").textContent ?? "";
    for (const english of ["Shanghai", "Rotterdam", "China", "United States", "40' High Cube", "Cartons", "Method 1"]) {
      expect(text).toContain(english);
    }
    expect(text).toContain("MAEU262145870");
    expect(text).toContain("FREIGHT PREPAID");
    expect(text).toContain("订舱号 (SO)");
    expect(text).toContain("运费条款");
    // no data value in Chinese: only the labels are
    for (const chinese of ["上海", "鹿特丹", "中国", "美国", "高柜", "纸箱", "预付", "方法一"])
      expect(text).not.toContain(chinese);
  });

  it("prints the form as typed with the English names of its ids", () => {
    const record = chineseRecord();
    const names = {
      containerType: (id: number) => (id === 3 ? "40' High Cube" : String(id)),
      packageUnit: (id: number) => (id === 31 ? "Cartons" : String(id)),
      vgmMethod: (value: number) => (value === 2 ? "Method 2: sum of cargo, packing and tare" : String(value)),
    };
    const sheet = sheetOfForm(
      record,
      {
        // a party picked anew from the address book: its country named in the reader's language
        contacts: [{ ...SUPPLY_PARTIES.shipper, country_id: 45, country_name: "中国" }],
        marks_no: "N/M",
        description: "LED LAMPS",
        vgm_method: 2,
        containers: [{ container_no: "MSKU1234565", seal_no: "S1", container_id: 3, package: 10, package_uid: 31 }],
      },
      names,
      (id) => (id === 45 ? "China" : ""),
    );
    renderPage(<PrintableSheet data={sheet} />);
    const text = screen.getByTestId("si-sheet").textContent ?? "";
    expect(text).toContain("China");
    expect(text).toContain("40' High Cube");
    expect(text).toContain("10 Cartons");
    expect(text).toContain("Method 2");
    expect(text).toContain("Rotterdam");
    for (const chinese of ["中国", "鹿特丹", "纸箱", "高柜"]) expect(text).not.toContain(chinese);
  });
});

describe("the bill's lines under each container", () => {
  beforeEach(async () => {
    await setTestLanguage("zh-CN");
  });

  const BATTERIES = {
    un_number: "3480",
    proper_shipping_name: "lithium ion batteries",
    imo_class: "9",
    packing_group: "II",
    flash_point: null,
    is_marine_pollutant: true,
    is_limited_quantity: false,
    ems_number: "F-A,S-I",
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
    humidity: 85,
    is_pre_cooling: false,
    is_generator_set: false,
    o2: null,
    co2: null,
  };
  const declaration = { method: "SM2", tare_weight: 4345, signatory: "j. smith", weighed_at: "2026-04-07", weighing_party: "" };
  const linesOf = () => screen.getAllByTestId("si-sheet-lines").map((cell) => [...cell.children].map((line) => line.textContent));

  it("prints the stored rows' VGM, dangerous goods and reefer settings in English capitals on a Chinese page", () => {
    const [row] = supplyRecordOf().containers;
    const record = supplyRecordOf({
      containers: [
        { ...row, vgm: 12345, vgm_declaration: declaration, dangerous_goods: [BATTERIES], reefer: REEFER },
        { ...row, id: 102, vgm: null, vgm_declaration: null, reefer: { ...REEFER, is_non_operating: true } },
      ],
    });
    renderPage(<PrintableSheet data={sheetOfRecord(record)} />);
    expect(linesOf()).toEqual([
      [
        "VGM 12,345 KG (SM2) SIGNED J. SMITH",
        "UN 3480, LITHIUM ION BATTERIES, CLASS 9, PG II, EMS F-A,S-I, MARINE POLLUTANT",
        "TEMPERATURE SET AT -18.0 °C, VENTS CLOSED, HUMIDITY 85 %",
      ],
      ["NON-OPERATING REEFER"],
    ]);
  });

  it("prints under a stored bare row the special cargo booked for its type, as the preview did", () => {
    const [row] = supplyRecordOf().containers;
    const bare = { ...row, container_id: 3, vgm: 9000, vgm_declaration: null, dangerous_goods: [], reefer: null };
    const record = supplyRecordOf({
      vgm_method: 2,
      spaces: [{ container_id: 3, count: 1, container_name: "40RH", dangerous_goods: [BATTERIES], reefer: REEFER }],
      containers: [bare, { ...bare, id: 102, container_id: 1 }],
    });
    expect(sheetOfRecord(record).containers.map((container) => container.lines)).toEqual([
      [
        "VGM 9,000 KG (SM2)",
        "UN 3480, LITHIUM ION BATTERIES, CLASS 9, PG II, EMS F-A,S-I, MARINE POLLUTANT",
        "TEMPERATURE SET AT -18.0 °C, VENTS CLOSED, HUMIDITY 85 %",
      ],
      ["VGM 9,000 KG (SM2)"],
    ]);
  });

  it("prints a typed row's VGM under the order's method, with the special cargo booked for its type", () => {
    const record = supplyRecordOf({
      vgm_method: 1,
      spaces: [{ container_id: 3, count: 2, container_name: "40HQ", dangerous_goods: [BATTERIES], reefer: null }],
    });
    const names = { containerType: String, packageUnit: String, vgmMethod: String };
    const row = { container_no: "MSKU7654328", seal_no: "S2", container_id: 3, package: 10, package_uid: 31 };
    const sheet = sheetOfForm(
      record,
      {
        contacts: [],
        marks_no: "N/M",
        description: "BATTERIES",
        vgm_method: 1,
        containers: [
          { ...row, vgm: 9000, vgm_declaration: { method: null, signatory: "A. LEE" } },
          { ...row, container_id: 1 },
        ],
      },
      names,
      () => "",
    );
    expect(sheet.containers.map((container) => container.lines)).toEqual([
      ["VGM 9,000 KG (SM1) SIGNED A. LEE", "UN 3480, LITHIUM ION BATTERIES, CLASS 9, PG II, EMS F-A,S-I, MARINE POLLUTANT"],
      [],
    ]);
  });
});
