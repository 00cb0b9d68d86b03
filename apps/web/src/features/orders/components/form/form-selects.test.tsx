import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../../lib/api-client";
import { fieldOf, findToastKind } from "../../../../test/form";
import { setTestLanguage } from "../../../../test/render";
import { renderWithApi } from "../../../../test/render-with-api";
import { ContainerTypeSelect, PackageUnitSelect, ShipModeSelect } from "./form-selects";

vi.mock("../../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const down = () => {
  throw new Error("network down");
};

describe("the booking form's own selects when their list fails to load", () => {
  beforeEach(async () => {
    vi.mocked(api.get).mockReset();
    await setTestLanguage("en-US");
  });

  it.each([
    [
      "container type",
      <ContainerTypeSelect key="c" aria-label="Type" />,
      "GET /container",
      "The container type list could not be loaded",
    ],
    ["package unit", <PackageUnitSelect key="u" aria-label="Type" />, "GET /unit", "The package unit list could not be loaded"],
    [
      "ship mode",
      <ShipModeSelect key="s" aria-label="Type" />,
      "GET /system/dictionary",
      "The ship mode list could not be loaded",
    ],
  ])("the %s select is marked, toasts and names its list in its dropdown", async (_, select, route, text) => {
    renderWithApi(select, { antd: true, routes: { [route]: down } });
    expect(await findToastKind(text)).toBe("error");
    expect(fieldOf("Type", "input").closest(".ant-select")?.className).toContain("ant-select-status-error");
    fireEvent.mouseDown(fieldOf("Type", "input"));
    expect(await screen.findByText(text, { selector: "[role=alert] span" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });
});
