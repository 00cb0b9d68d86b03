import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage, setTestLanguage } from "../../../test/render";
import { SpecialCargoLines } from "./special-cargo-lines";
import type { SpecialCargoLike } from "./special-cargo-text";

// A row's special cargo as the detail reads it, line by line, in both languages.

const ROW: SpecialCargoLike = {
  dangerous_goods: [
    {
      un_number: "3480",
      proper_shipping_name: "LITHIUM ION BATTERIES",
      imo_class: "9",
      packing_group: "II",
      flash_point: null,
      is_marine_pollutant: false,
      is_limited_quantity: true,
      ems_number: "F-A,S-I",
      inner_packaging: null,
      net_explosive_content: null,
      emergency_contact: { name: "WANG LEI", phone: "+8657412345678" },
    },
    { un_number: "1263", imo_class: "3", packing_group: "III", flash_point: -4, is_marine_pollutant: true, ems_number: "" },
  ],
  reefer: { is_non_operating: false, temperature: -18, temperature_unit: "CEL", is_ventilation_open: false, humidity: 60 },
  oog: { over_height: 30, over_width_left: 0, over_width_right: 15, over_length_front: 0, over_length_back: 0, remarks: "" },
};

const lines = () => screen.getByTestId("special-cargo-lines").querySelectorAll("span");
const texts = () => Array.from(lines(), (line) => line.textContent);

describe("special cargo lines", () => {
  it("reads dangerous goods, reefer settings and out of gauge in English", async () => {
    await setTestLanguage("en-US");
    renderPage(<SpecialCargoLines row={ROW} />);
    expect(texts()).toEqual([
      "UN 3480, CLASS 9, PG II, EmS F-A,S-I, LITHIUM ION BATTERIES, limited quantity, emergency contact WANG LEI +8657412345678",
      "UN 1263, CLASS 3, PG III, flash point \u22124 °C, marine pollutant",
      "Reefer \u221218 °C, vents closed, humidity 60%",
      "OOG: over height 30 cm, over width right 15 cm",
    ]);
  });

  it("reads them in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderPage(<SpecialCargoLines row={ROW} />);
    expect(texts()).toEqual([
      "UN 3480，9 类，包装类别 II，EmS F-A,S-I，LITHIUM ION BATTERIES，有限数量，应急联系 WANG LEI +8657412345678",
      "UN 1263，3 类，包装类别 III，闪点 \u22124 °C，海洋污染物",
      "冷藏 \u221218 °C，通风口关闭，湿度 60%",
      "超限：超高 30 厘米，右超宽 15 厘米",
    ]);
  });

  it("names a non-operating reefer alone, and shows nothing for dry cargo", async () => {
    await setTestLanguage("en-US");
    const { container } = renderPage(
      <>
        <SpecialCargoLines row={{ reefer: { is_non_operating: true, temperature: null } }} />
        <SpecialCargoLines row={{ dangerous_goods: [], reefer: null, oog: null }} />
      </>,
    );
    expect(texts()).toEqual(["Non-operating reefer (NOR)"]);
    expect(container.querySelectorAll("[data-testid=special-cargo-lines]")).toHaveLength(1);
  });
});
