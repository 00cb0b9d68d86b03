import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enUS from "../locales/en-US";
import { setTestLanguage } from "../test/render";
import { i18n, loadLanguage, setLanguage } from "./i18n";

// Each language's texts are a chunk of their own, fetched when first needed (lib/i18n).
describe("loading a language's texts", () => {
  beforeAll(async () => {
    await setTestLanguage("zh-CN");
    i18n.removeResourceBundle("en-US", "translation");
  });
  afterAll(async () => {
    await setTestLanguage("zh-CN");
  });

  it("fetches a language's texts the first time it is switched to, then speaks it", async () => {
    expect(i18n.hasResourceBundle("en-US", "translation")).toBe(false);
    expect(i18n.t("common.appName", { lng: "en-US" })).not.toBe(enUS.common.appName);
    await setLanguage("en-US");
    expect(i18n.language).toBe("en-US");
    expect(i18n.t("common.appName")).toBe(enUS.common.appName);
  });

  it("keeps what it loaded: a second load adds nothing and changes nothing", async () => {
    const before = i18n.getResourceBundle("en-US", "translation");
    await loadLanguage("en-US");
    expect(i18n.getResourceBundle("en-US", "translation")).toBe(before);
  });
});
