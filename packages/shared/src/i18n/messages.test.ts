import { describe, expect, it } from "vitest";
import { ERROR_MESSAGES, type ErrorCode, errorStatus } from "./messages";

describe("the error catalogue", () => {
  it("gives each code its one HTTP status", () => {
    expect(errorStatus("USER_EMAIL_TAKEN")).toBe(409);
    expect(errorStatus("RECORD_NOT_FOUND")).toBe(404);
    expect(errorStatus("AUTH_REQUIRED")).toBe(401);
    expect(errorStatus("FILE_TOO_LARGE")).toBe(413);
    expect(errorStatus("VALIDATION_FAILED")).toBe(400);
  });

  it("holds only statuses a client error or the one server error may have", () => {
    for (const code of Object.keys(ERROR_MESSAGES) as ErrorCode[]) {
      const status = errorStatus(code);
      expect(status === 500 || (status >= 400 && status < 500) || status === 503, code).toBe(true);
    }
  });
});
