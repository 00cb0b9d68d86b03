import { REDLINE_PARTY_FIELDS } from "@haiyun/shared/orders/bill-redlines";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { setTestLanguage } from "../../../test/render";
import { redlineName } from "./bill-redline-paths";

// A redline on a party's field reads as the booking changes name that field.

describe("a party field's name on a redline", () => {
  it.each([
    ["en-US", "Notify party 1 · Country / region", "Shipper · Enterprise code"],
    ["zh-CN", "通知人1 · 国家/地区", "发货人 · 企业代码"],
  ] as const)("in %s names the country and the enterprise code", async (language, country, code) => {
    await setTestLanguage(language);
    expect(redlineName("notify1.country", i18n.t)).toBe(country);
    expect(redlineName("shipper.e_code", i18n.t)).toBe(code);
  });

  it("has a text for every field in both languages", async () => {
    for (const language of ["en-US", "zh-CN"] as const) {
      await setTestLanguage(language);
      const names = REDLINE_PARTY_FIELDS.map((field) => redlineName(`consignee.${field}`, i18n.t));
      // a missing text reads as its key, or in English as the Chinese fallback
      const untold = names.filter((name) => name.includes("fields.") || (language === "en-US" && /[\u4e00-\u9fff]/.test(name)));
      expect(untold).toEqual([]);
    }
  });
});
