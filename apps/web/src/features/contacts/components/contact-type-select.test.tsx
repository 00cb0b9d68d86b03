import { describe, expect, it, vi } from "vitest";
import { findToastKind } from "../../../test/form";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { ContactTypeSelect } from "./contact-type-select";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

describe("ContactTypeSelect", () => {
  it("says when the contact types could not be loaded, in Chinese", async () => {
    await setTestLanguage("zh-CN");
    const offline = () => {
      throw new Error("network down");
    };
    renderWithApi(<ContactTypeSelect aria-label="类型" />, { antd: true, routes: { "GET /system/dictionary": offline } });
    expect(await findToastKind("联系人类型列表加载失败")).toBe("error");
  });
});
