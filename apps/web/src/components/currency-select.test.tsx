import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fieldOf, findToastKind } from "../test/form";
import { setTestLanguage } from "../test/render";
import { renderWithApi } from "../test/render-with-api";
import { CurrencySelect } from "./currency-select";

vi.mock("../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const usd = { id: 1, code: "USD", type: 0, name: "US Dollar", name_cn: "美元", name_en: "US Dollar" };
const offline = () => {
  throw new Error("network down");
};
const optionTexts = () => [...document.querySelectorAll(".ant-select-item-option-content")].map((o) => o.textContent);

describe("the selects of lists beyond the reference select when their list fails to load", () => {
  beforeEach(async () => {
    await setTestLanguage("en-US");
  });

  it("offers the currencies by code and name, or by code alone", async () => {
    renderWithApi(
      <>
        <CurrencySelect aria-label="Fee currency" />
        <CurrencySelect aria-label="Rate currency" withName={false} />
      </>,
      { antd: true, routes: { "GET /currency": { list: [usd], total: 1 } } },
    );
    fireEvent.mouseDown(fieldOf("Fee currency", "input"));
    await waitFor(() => expect(optionTexts()).toContain("USD US Dollar"));
    fireEvent.mouseDown(fieldOf("Rate currency", "input"));
    await waitFor(() => expect(optionTexts()).toContain("USD"));
  });

  it("marks a currency select whose list failed and names the list once", async () => {
    renderWithApi(
      <>
        <CurrencySelect aria-label="Fee currency" />
        <CurrencySelect aria-label="Rate currency" withName={false} />
      </>,
      { antd: true, routes: { "GET /currency": offline } },
    );
    expect(await findToastKind("The currency list could not be loaded")).toBe("error");
    const select = fieldOf("Fee currency", "input").closest(".ant-select") as HTMLElement;
    await waitFor(() => expect(select.className).toContain("ant-select-status-error"));
    expect(screen.getAllByText("The currency list could not be loaded", { selector: ".ant-message-notice-title" })).toHaveLength(
      1,
    );
  });
});
