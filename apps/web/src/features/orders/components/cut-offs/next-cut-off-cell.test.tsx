import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../../lib/i18n";
import { setTestLanguage } from "../../../../test/render";
import { NextCutOffCell } from "./next-cut-off-cell";

// The lists' countdown cell: the next cut-off's code, its local time at the port with the city,
// and the time left, in the reader's language.

const NOW = Date.parse("2026-11-28T20:00:00Z");
const cutOff = { code: "DCO", at: "2026-12-01T09:00:00+08:00", time_zone: "Asia/Shanghai" };

const cell = (value: typeof cutOff | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <NextCutOffCell cutOff={value} now={NOW} />
    </I18nextProvider>,
  );

describe("the next cut-off cell", () => {
  it("reads in English", async () => {
    await setTestLanguage("en-US");
    cell(cutOff);
    expect(screen.getByTestId("next-cut-off").textContent).toBe("DCO 12-01 09:00 Shanghaiin 2 d 5 h");
  });

  it("reads in Chinese", async () => {
    await setTestLanguage("zh-CN");
    cell(cutOff);
    expect(screen.getByTestId("next-cut-off").textContent).toBe("DCO 12-01 09:00 上海还剩 2天5小时");
  });

  it("shows a dash when none is ahead", async () => {
    await setTestLanguage("en-US");
    const { container } = cell(null);
    expect(container.textContent).toBe("-");
  });
});
