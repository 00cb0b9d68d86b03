import { describe, expect, it } from "vitest";
import { formatMessage, normaliseLang, translate } from "../i18n/messages";
import { formInt, idListSchema, phoneSchema } from "./common";
import { profileSchema } from "./profile";

describe("shared schemas", () => {
  it("accepts comma-separated id lists and refuses anything else", () => {
    expect(idListSchema.parse("1,22,333")).toBe("1,22,333");
    expect(idListSchema.parse(undefined)).toBe("");
    for (const bad of ["1,,2", "a", "1, 2", "0", "99999999999"]) expect(idListSchema.safeParse(bad).success, bad).toBe(false);
  });
  it("reads a multipart number from plain digits only", () => {
    expect(formInt().parse("12")).toBe(12);
    expect(formInt(0).parse("0")).toBe(0);
    for (const bad of [" 12", "12 ", "012", "+12", "12.0", "1e1", "0x5", "9.0", "1e0", "0", "99999999999"]) {
      expect(formInt().safeParse(bad).error?.issues[0].message, bad).toBe("v.invalid");
    }
    expect(formInt().safeParse("").error?.issues[0].message).toBe("v.required");
    expect(formInt().safeParse(undefined).error?.issues[0].message).toBe("v.required");
    expect(formInt().safeParse(12).success).toBe(false);
  });
  it("allows only digits and a leading plus in a phone number", () => {
    expect(phoneSchema.safeParse("+8657487000000").success).toBe(true);
    expect(phoneSchema.safeParse("0574-123").error?.issues[0].message).toBe("v.phone");
    expect(phoneSchema.safeParse("").error?.issues[0].message).toBe("v.required");
  });
  it("never coerces a country id given as text", () => {
    const base = { linkman: "A", phone: "1", company1: "B", address1: "C", city: "D" };
    expect(profileSchema.safeParse({ ...base, country_id: 48 }).success).toBe(true);
    expect(profileSchema.safeParse({ ...base, country_id: "48" }).success).toBe(false);
    expect(profileSchema.safeParse({ ...base, country_id: 48, is_admin: true }).success).toBe(false);
  });
});

describe("messages", () => {
  it("reads lang cn and the language tags for Chinese as Chinese, and anything else as English", () => {
    for (const chinese of ["cn", " CN ", "zh", "zh-CN", "zh-cn", "zh_CN", "zh-Hans", "zh-Hans-CN"]) {
      expect(normaliseLang(chinese), chinese).toBe("cn");
    }
    for (const other of ["en", "en-US", "fr", "", "c n", undefined, 1]) expect(normaliseLang(other), String(other)).toBe("en");
  });
  it("fills parameters and leaves unknown ones visible", () => {
    expect(translate("FILE_TOO_LARGE", "en", { max: "2MB" })).toBe("File size cannot exceed 2MB");
    expect(translate("FILE_TOO_LARGE", "cn", { max: "2MB" })).toBe("文件大小不能超过2MB");
    expect(formatMessage("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(translate("NO_SUCH_KEY", "en")).toBeUndefined();
  });
});
