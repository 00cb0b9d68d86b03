import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fieldOf, findToastKind } from "../test/form";
import { setTestLanguage } from "../test/render";
import { renderWithApi } from "../test/render-with-api";
import { ReferenceSelect } from "./reference-select";

vi.mock("../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const port = { id: 1, code: "CNNGB", type: 0, name: "Ningbo", name_cn: "宁波", name_en: "Ningbo", country_id: 45 };

function TwoPortSelects() {
  return (
    <>
      <ReferenceSelect kind="port" aria-label="POL" />
      <ReferenceSelect kind="port" aria-label="POD" />
    </>
  );
}

const selectOf = (label: string) => fieldOf(label, "input").closest(".ant-select") as HTMLElement;

describe("ReferenceSelect when its list fails to load", () => {
  beforeEach(async () => {
    await setTestLanguage("en-US");
  });

  it("marks the select, names the list in one toast and in its dropdown, and loads it again on retry", async () => {
    let fail = true;
    const answer = () => {
      if (fail) throw new Error("network down");
      return { list: [port], total: 1 };
    };
    renderWithApi(<TwoPortSelects />, { antd: true, routes: { "GET /port": answer } });

    expect(await findToastKind("The port list could not be loaded")).toBe("error");
    // two selects of one list: one toast
    expect(screen.getAllByText("The port list could not be loaded", { selector: ".ant-message-notice-title" })).toHaveLength(1);
    await waitFor(() => expect(selectOf("POL").className).toContain("ant-select-status-error"));
    expect(selectOf("POD").className).toContain("ant-select-status-error");

    fireEvent.mouseDown(fieldOf("POL", "input"));
    const notice = await screen.findByText("The port list could not be loaded", { selector: "[role=alert] span" });
    fail = false;
    fireEvent.click(within(notice.closest("[role=alert]") as HTMLElement).getByRole("button", { name: "Retry" }));

    expect(await screen.findByText("Ningbo (CNNGB)", { selector: ".ant-select-item-option-content" })).toBeInTheDocument();
    await waitFor(() => expect(selectOf("POL").className).not.toContain("ant-select-status-error"));
    expect(screen.queryByText("The port list could not be loaded", { selector: "[role=alert] span" })).toBeNull();
  });

  it("says so in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderWithApi(<ReferenceSelect kind="carrier" aria-label="船公司" />, {
      antd: true,
      routes: {
        "GET /carrier": () => {
          throw new Error("network down");
        },
      },
    });
    expect(await findToastKind("船公司列表加载失败")).toBe("error");
  });

  it("shows no failure while the list loads", async () => {
    renderWithApi(<ReferenceSelect kind="port" aria-label="POL" />, {
      antd: true,
      routes: { "GET /port": { list: [port], total: 1 } },
    });
    fireEvent.mouseDown(fieldOf("POL", "input"));
    expect(await screen.findByText("Ningbo (CNNGB)", { selector: ".ant-select-item-option-content" })).toBeInTheDocument();
    expect(selectOf("POL").className).not.toContain("ant-select-status-error");
    expect(document.querySelector(".ant-message-notice")).toBeNull();
  });
});
