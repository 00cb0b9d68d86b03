import { registrationSchema } from "@haiyun/shared/schemas/account";
import { emailSchema, phoneSchema } from "@haiyun/shared/schemas/common";
import { contactSchema } from "@haiyun/shared/schemas/contact";
import { profileSchema } from "@haiyun/shared/schemas/profile";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { must } from "../test/must";
import { commonTextRule, maxLengthOf, zodRule } from "./form-rules";

const texts: Record<string, string> = {
  "validation.required": "This field is required",
  "validation.email": "Please enter a valid email address",
  "validation.phone": "Phone may only contain digits and plus",
  "validation.invalid": "Invalid value",
};
const t = ((key: string) => texts[key] ?? "") as unknown as TFunction;

async function check(rule: ReturnType<typeof zodRule>, value: unknown): Promise<string | null> {
  try {
    await (rule as { validator: (r: unknown, v: unknown) => Promise<void> }).validator({}, value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

describe("zodRule", () => {
  it("passes a value the shared schema accepts", async () => {
    expect(await check(zodRule(emailSchema, t), "li.ming@example.com")).toBeNull();
  });
  it("shows the translated message of the shared schema", async () => {
    expect(await check(zodRule(emailSchema, t), "li.ming@")).toBe("Please enter a valid email address");
    expect(await check(zodRule(phoneSchema, t), "0574-123")).toBe("Phone may only contain digits and plus");
    expect(await check(zodRule(phoneSchema, t), "")).toBe("This field is required");
  });
});

describe("commonTextRule", () => {
  const named = ((key: string, params?: { field?: string; max?: number }) =>
    key === "validation.pattern"
      ? `${params?.field} may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace`
      : key === "validation.max_length"
        ? `At most ${params?.max} characters`
        : (texts[key] ?? "")) as unknown as TFunction;

  it("names the field when a character outside the pattern is left", async () => {
    expect(await check(commonTextRule(named, "Marks", 20), "宁波 PORT")).toBe(
      "Marks may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
    );
  });
  it("judges the normalised text, so lowercase and full-width input pass", async () => {
    expect(await check(commonTextRule(named, "Marks", 20), "ningbo，ｃｏ．")).toBeNull();
    expect(await check(commonTextRule(named, "Marks", 5), "abcdef")).toBe("At most 5 characters");
  });
  it("is required only when asked", async () => {
    expect(await check(commonTextRule(named, "Marks", 20), "")).toBeNull();
    expect(await check(commonTextRule(named, "Marks", 20, true), " ")).toBe("This field is required");
  });
});

describe("maxLengthOf", () => {
  const messagesAt = (schema: z.ZodType, length: number) =>
    schema.safeParse("1".repeat(length)).error?.issues.map((issue) => issue.message) ?? [];
  const text = (shape: Record<string, z.ZodType>, names: string[]) => names.map((name) => [name, must(shape[name])] as const);
  const member = [
    "linkman",
    "phone",
    "company1",
    "company2",
    "address1",
    "address2",
    "city",
    "province",
    "zip_code",
    "credit_no",
  ];

  it.each([
    ...text(contactSchema.shape, [
      "company1",
      "company2",
      "linkman",
      "phone",
      "address1",
      "address2",
      "city",
      "province",
      "zip_code",
      "e_code",
    ]),
    ...text(registrationSchema().shape, [...member, "password"]),
    ...text(profileSchema.shape, [...member, "profile", "password", "current_password"]),
  ])("gives %s the length its schema stops at", (_name, schema) => {
    const max = maxLengthOf(schema);
    expect(max).toEqual(expect.any(Number));
    expect(messagesAt(schema, must(max))).not.toContain("v.max_length");
    expect(messagesAt(schema, must(max) + 1)).toContain("v.max_length");
  });

  it("gives none where the schema sets none", () => {
    expect(maxLengthOf(contactSchema.shape.email)).toBeUndefined();
    expect(maxLengthOf(contactSchema.shape.country_id)).toBeUndefined();
    expect(maxLengthOf(emailSchema)).toBeUndefined();
  });
});
