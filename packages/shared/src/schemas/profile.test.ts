import { describe, expect, it } from "vitest";
import { profilePasswordSchema, profileSchema } from "./profile";

const base = { linkman: "A", phone: "1", company1: "B", address1: "C", city: "D", country_id: 48 };
const issuesOf = (input: unknown) => profileSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);

describe("the profile's password pair", () => {
  it("needs the current password once a new one is given", () => {
    expect(issuesOf({ ...base, password: "Sea-freight-2026" })).toEqual([["current_password", "v.required"]]);
    expect(issuesOf({ ...base, password: "Sea-freight-2026", current_password: "" })).toEqual([
      ["current_password", "v.required"],
    ]);
    expect(profileSchema.safeParse({ ...base, password: "Sea-freight-2026", current_password: "old" }).success).toBe(true);
  });

  it("needs nothing when the password is blank", () => {
    for (const password of [undefined, "", "   "]) {
      expect(profileSchema.safeParse({ ...base, password }).success, JSON.stringify(password)).toBe(true);
    }
  });

  it("names the missing current password beside the other wrong fields, in one answer", () => {
    expect(issuesOf({ ...base, linkman: "", password: "Sea-freight-2026" })).toEqual([
      ["linkman", "v.required"],
      ["current_password", "v.required"],
    ]);
  });

  it("applies the same rule to the pair alone, as the form checks it", () => {
    expect(profilePasswordSchema.safeParse({ password: "Sea-freight-2026" }).error?.issues[0]).toMatchObject({
      path: ["current_password"],
      message: "v.required",
    });
    expect(profilePasswordSchema.safeParse({ password: "", current_password: "" }).success).toBe(true);
  });
});
