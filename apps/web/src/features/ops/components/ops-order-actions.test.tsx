import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { opsOrderOf } from "../test/ops-fixtures";
import { OpsOrderActions } from "./ops-order-actions";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ALL = ["Confirm booking", "Reject booking", "Cancel order", "Upload document"];
const CANCEL_AND_UPLOAD = ["Cancel order", "Upload document"];

// DESIGN §6 read through actionsFor("ops", status): confirm and reject at 1 only, cancel at 0–8 and
// 20; documents while the order is before operations and not over
const EXPECTED: [number, string[]][] = [
  [0, ["Cancel order"]],
  [1, ALL],
  ...[2, 3, 4, 5, 6, 7, 8, 20].map((status): [number, string[]] => [status, CANCEL_AND_UPLOAD]),
  [10, []],
  [40, []],
];

describe("operations' buttons follow the order's status", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it.each(EXPECTED)("status %i offers %j", (status, buttons) => {
    renderWithApi(<OpsOrderActions order={opsOrderOf({ status })} />, { antd: true });
    expect(screen.queryAllByRole("button").map((button) => button.textContent)).toEqual(buttons);
  });
});
