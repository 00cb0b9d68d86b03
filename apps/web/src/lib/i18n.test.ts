import { describe, expect, it } from "vitest";
import { normaliseLanguage, stripLanguageParam } from "./i18n";

describe("normaliseLanguage", () => {
  it.each(["cn", "zh", "zh_cn", "zh-cn", "ZH-CN"])("reads %s as Chinese", (value) => {
    expect(normaliseLanguage(value)).toBe("zh-CN");
  });
  it.each(["en", "en_us", "en-us", "EN-US"])("reads %s as English", (value) => {
    expect(normaliseLanguage(value)).toBe("en-US");
  });
  it("ignores values it does not know", () => {
    expect(normaliseLanguage("fr")).toBeNull();
    expect(normaliseLanguage("")).toBeNull();
  });
});

describe("stripLanguageParam", () => {
  it("removes lng and lang but keeps the rest of the address", () => {
    window.history.replaceState(null, "", "/profile?lng=en&tab=basic&lang=cn#top");
    stripLanguageParam();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe("/profile?tab=basic#top");
  });
});
