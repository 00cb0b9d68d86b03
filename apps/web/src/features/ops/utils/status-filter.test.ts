import { describe, expect, it } from "vitest";
import { isWaiting, statusParam } from "./status-filter";

describe("the desk's status filter in the address bar", () => {
  it("reads a list of known statuses, or all", () => {
    expect(statusParam.parse("1,3,6,8,20")).toEqual([1, 3, 6, 8, 20]);
    expect(statusParam.parse("all")).toBe("all");
    expect(statusParam.format([1, 3])).toBe("1,3");
    expect(statusParam.format("all")).toBe("all");
  });

  it("ignores a hand-edited list naming a status that does not exist", () => {
    expect(statusParam.parse("1,9")).toBeUndefined();
    expect(statusParam.parse("abc")).toBeUndefined();
    expect(statusParam.parse("")).toBeUndefined();
  });

  it("knows the default view whatever the order of its statuses", () => {
    expect(isWaiting(undefined)).toBe(true);
    expect(isWaiting([20, 8, 6, 3, 1])).toBe(true);
    expect(isWaiting([1, 3])).toBe(false);
    expect(isWaiting("all")).toBe(false);
  });
});
