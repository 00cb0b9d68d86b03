import { describe, expect, it } from "vitest";
import { CONFIG_SCHEMA } from "../schemas/config";
import { CONFIG_DEFAULTS, CONFIG_KEYS, parseOnlineService } from "./config";

describe("config", () => {
  it("has the defaults, each valid under its own rule", () => {
    expect(CONFIG_DEFAULTS).toMatchObject({
      def_sort: "100",
      def_status: "true",
      def_rules: "1",
      app_mode: "1",
      app_color: "#6cbaa9",
      freight_collect: "EXW,FCA,FOB",
    });
    for (const key of CONFIG_KEYS) expect(CONFIG_SCHEMA[key].safeParse(CONFIG_DEFAULTS[key]).success, key).toBe(true);
  });
  it("loads the chat overlay only for a supported platform with a key", () => {
    expect(parseOnlineService("crisp:abc-123")).toEqual({ platform: "crisp", key: "abc-123" });
    expect(parseOnlineService("Crisp: abc ")).toEqual({ platform: "crisp", key: "abc" });
    expect(parseOnlineService("crisp:")).toBeNull();
    expect(parseOnlineService("tawk:abc")).toBeNull();
    expect(parseOnlineService("")).toBeNull();
  });
  it("refuses a colour that is not #rrggbb and an app mode other than 1 or 2", () => {
    expect(CONFIG_SCHEMA.app_color.safeParse("teal").success).toBe(false);
    expect(CONFIG_SCHEMA.app_mode.safeParse("3").success).toBe(false);
  });
});
