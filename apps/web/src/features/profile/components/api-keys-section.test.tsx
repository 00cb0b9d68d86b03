import { API_KEY_MAX_PER_USER } from "@haiyun/shared/schemas/api-keys";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import type { ApiRoutes } from "../../../test/api-mock";
import { clickButton, findToastKind, typeInto } from "../../../test/form";
import { must } from "../../../test/must";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { KEYS } from "../test/api-access-fixtures";
import { ApiExamples } from "./api-examples";
import { ApiKeysSection } from "./api-keys-section";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const FULL_KEY = "hy_live_ef56_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

function renderKeys(routes: ApiRoutes = {}) {
  return renderWithApi(<ApiKeysSection />, {
    route: "/profile",
    antd: true,
    routes: { "GET /userinfo/api-keys": { list: KEYS, total: KEYS.length }, ...routes },
  });
}

const keyListCalls = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === "/userinfo/api-keys").length;
const rowOf = async (text: string) => must((await screen.findByText(text)).closest("tr"), `the row of ${text}`);
const writeText = vi.fn(async (_text: string) => undefined);

describe("the API keys of the profile", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await setTestLanguage("en-US");
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, "clipboard");
  });

  it("lists the keys with their scope, prefix and last use, or never", async () => {
    renderKeys();
    const unused = await rowOf("ERP sync");
    expect(unused.textContent).toContain("Read");
    expect(unused.textContent).toContain("hy_live_ab12…");
    expect(unused.textContent).toContain("03/01/2026");
    expect(unused.textContent).toContain("Never");
    const used = await rowOf("Booking robot");
    expect(used.textContent).toContain("Read & write");
    expect(used.textContent).toMatch(/03\/05\/2026 \d\d:\d\d/);
    expect(used.textContent).not.toContain("Never");
  });

  it("says so when there is no key yet", async () => {
    renderKeys({ "GET /userinfo/api-keys": { list: [], total: 0 } });
    expect(await screen.findByText("No API keys yet")).toBeInTheDocument();
    expect(screen.getByText("Create a key to reach your orders through the API")).toBeInTheDocument();
  });

  it("creates a key, shows it once with a copy button, and lists the keys again", async () => {
    let created = false;
    renderKeys({
      "GET /userinfo/api-keys": () => {
        const list = created ? [...KEYS, { ...must(KEYS[0]), id: 5, name: "Customs broker", prefix: "hy_live_ef56" }] : KEYS;
        return { list, total: list.length };
      },
      "POST /userinfo/api-keys": () => {
        created = true;
        return { id: 5, key: FULL_KEY };
      },
    });
    await rowOf("ERP sync");
    expect(keyListCalls()).toBe(1);
    clickButton(/New key/);
    typeInto("Name", "  Customs broker ");
    fireEvent.click(await screen.findByRole("radio", { name: /Read & write/ }));
    clickButton("Create");
    await waitFor(() => expect(api.post).toHaveBeenCalledWith("/userinfo/api-keys", { name: "Customs broker", scope: "write" }));

    const dialog = must((await screen.findByText("Copy your API key")).closest(".ant-modal"), "the result dialog");
    expect(within(dialog as HTMLElement).getByTestId("secret-once").textContent).toBe(FULL_KEY);
    expect(dialog.textContent).toContain("shown only this once");
    fireEvent.click(within(dialog as HTMLElement).getByRole("button", { name: /Copy API key/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FULL_KEY));
    expect(await findToastKind("Copied")).toBe("success");

    // the list is asked for again and shows the new key by its prefix, never in full
    await rowOf("Customs broker");
    expect(keyListCalls()).toBe(2);
    fireEvent.click(within(dialog as HTMLElement).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText(FULL_KEY)).toBeNull());
    expect((await rowOf("Customs broker")).textContent).toContain("hy_live_ef56…");
  });

  it("refuses a key without a name", async () => {
    renderKeys();
    await rowOf("ERP sync");
    clickButton(/New key/);
    clickButton("Create");
    expect(await screen.findByText("This field is required")).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it("offers no new key once the user has as many as the server allows", async () => {
    const list = Array.from({ length: API_KEY_MAX_PER_USER }, (_, i) => ({
      ...must(KEYS[0]),
      id: 100 + i,
      name: `Key ${i + 1}`,
    }));
    renderKeys({ "GET /userinfo/api-keys": { list, total: list.length } });
    await rowOf("Key 20");
    expect(screen.getByRole("button", { name: /New key/ })).toHaveProperty("disabled", true);
  });

  it("revokes a key only after confirmation", async () => {
    renderKeys({ "DELETE /userinfo/api-keys/3": null });
    const row = await rowOf("ERP sync");
    fireEvent.click(within(row).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText(/Revoke the key "ERP sync"\?/)).toBeInTheDocument();
    expect(api.delete).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith("/userinfo/api-keys/3"));
    expect(await findToastKind("Key revoked")).toBe("success");
    await waitFor(() => expect(keyListCalls()).toBe(2));
  });

  it("reads in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderKeys();
    const row = await rowOf("ERP sync");
    expect(row.textContent).toContain("只读");
    expect(row.textContent).toContain("从未使用");
    expect(row.textContent).toContain("2026-03-01");
    expect(screen.getByText("API 密钥")).toBeInTheDocument();
    expect((await rowOf("Booking robot")).textContent).toContain("读写");
    clickButton(/新建密钥/);
    expect(await screen.findByText("新建 API 密钥")).toBeInTheDocument();
    expect(screen.getByText("只能查询订舱、补料、提单和 VGM")).toBeInTheDocument();
  });
});

describe("the API examples", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await setTestLanguage("en-US");
  });

  it("spell out calls against this site and copy them", async () => {
    renderWithApi(<ApiExamples />, { antd: true });
    const origin = window.location.origin;
    const get = `curl -H "Authorization: Bearer <key>" ${origin}/dcsa/bkg/v2/bookings/<reference>`;
    expect(screen.getByText(get)).toBeInTheDocument();
    expect(screen.getByText(/curl -X POST .*\/dcsa\/bkg\/v2\/bookings/)).toBeInTheDocument();
    expect(screen.getByText("/dcsa/vgm/v1/vgm-declarations")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Full API reference/ }).getAttribute("href")).toBe("/api/docs");
    fireEvent.click(screen.getByRole("button", { name: "Copy the example: Read a booking" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(get));
  });

  it("read in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderWithApi(<ApiExamples />, { antd: true });
    expect(screen.getByText("调用示例")).toBeInTheDocument();
    expect(screen.getByText("查看完整接口文档（OpenAPI）")).toBeInTheDocument();
  });
});
