import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderPage, setTestLanguage } from "../../../test/render";
import { supplyRecordOf } from "../../../test/supply-fixtures";
import { sheetOfRecord } from "./sheet-data";
import { PrintableSheet } from "./si-sheet";

describe("the printable shipping-instruction sheet (issue 10 item 6)", () => {
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
