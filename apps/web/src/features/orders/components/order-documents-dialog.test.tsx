import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { OrderDocumentsDialog } from "./order-documents-dialog";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

describe("order documents dialog when the list fails to load", () => {
  beforeEach(() => {
    vi.mocked(api.get).mockReset();
  });

  it.each([
    ["en-US", "Failed to fetch the document list", /Retry/],
    ["zh-CN", "获取文件列表失败", /重试/],
  ] as const)("says so in the product's words in %s, with a retry", async (language, text, retry) => {
    await setTestLanguage(language);
    let fail = true;
    renderWithApi(<OrderDocumentsDialog orderId={7} open onClose={() => undefined} />, {
      antd: true,
      routes: {
        "GET /order/document/7": () => {
          if (fail) throw new ApiError("server error", 500);
          return { list: [] };
        },
      },
    });
    expect((await screen.findByText(text)).textContent).toBe(text);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: retry }));
    expect(await screen.findByText(language === "en-US" ? "No documents" : "暂无文件")).toBeInTheDocument();
  });
});
