import { describe, expect, it } from "vitest";
import { i18n } from "../../lib/i18n";
import { setTestLanguage } from "../../test/render";
import { fieldText } from "./revision-text";

// A revision names a party's fields as the contact form does.

describe("a revised party field's name", () => {
  it.each([
    ["en-US", "Consignee · Country / region", "Shipper · Company code", "Notify party 2 · zz_unknown"],
    ["zh-CN", "收货人 · 国家/地区", "发货人 · 企业代码", "通知人2 · zz_unknown"],
  ] as const)("in %s", async (language, country, code, unknown) => {
    await setTestLanguage(language);
    expect(fieldText(i18n.t, "consignee.country_id")).toBe(country);
    expect(fieldText(i18n.t, "shipper.e_code")).toBe(code);
    expect(fieldText(i18n.t, "notify2.zz_unknown")).toBe(unknown);
  });
});
