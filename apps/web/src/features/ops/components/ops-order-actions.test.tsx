import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { supplyRecordOf } from "../../../test/supply-fixtures";
import { opsOrderOf } from "../test/ops-fixtures";
import { OpsOrderActions } from "./ops-order-actions";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const ALL = ["Confirm booking", "Reject booking", "Cancel order", "Upload document"];
const CANCEL_AND_UPLOAD = ["Cancel order", "Upload document"];

// The transition table read through actionsFor("ops", status): confirm and reject at 1 only, the bill at 3 and
// 20, invoice and payment rejection at 6, release at 8, cancel at 1–8 and 20 (a draft is never
// operations' to act on); documents while the order is before operations and not over
const EXPECTED: [number, string[]][] = [
  [0, []],
  [1, ALL],
  ...[2, 4, 5, 7].map((status): [number, string[]] => [status, CANCEL_AND_UPLOAD]),
  [3, ["Publish bill", ...CANCEL_AND_UPLOAD]],
  [6, ["Issue invoice", "Reject payment", ...CANCEL_AND_UPLOAD]],
  [8, ["Release", ...CANCEL_AND_UPLOAD]],
  [20, ["Publish bill", ...CANCEL_AND_UPLOAD]],
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

  it.each([
    [3, ["Publish bill", "Amend SI", ...CANCEL_AND_UPLOAD]],
    [20, ["Publish bill", "Amend SI", ...CANCEL_AND_UPLOAD]],
    [6, ["Issue invoice", "Reject payment", ...CANCEL_AND_UPLOAD]],
  ])("with a submitted instruction, status %i offers %j (amend only before the bill is passed)", (status, buttons) => {
    const supply = supplyRecordOf({ status, submit_time: "2026-03-05T00:00:00Z" });
    renderWithApi(<OpsOrderActions order={opsOrderOf({ status, supply })} />, { antd: true });
    expect(screen.queryAllByRole("button").map((button) => button.textContent)).toEqual(buttons);
  });
});
