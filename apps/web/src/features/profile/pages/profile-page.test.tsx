import { authoritiesOf } from "@haiyun/shared/constants/authorities";
import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client";
import { setToken } from "../../../lib/session";
import { setTestLanguage } from "../../../test/render";
import { renderWithApi } from "../../../test/render-with-api";
import { KEYS, WEBHOOKS } from "../test/api-access-fixtures";
import ProfilePage from "./profile-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function renderProfile(role: string) {
  setToken("a-token");
  return renderWithApi(<ProfilePage />, {
    route: "/profile",
    antd: true,
    config: { password_min: "8" },
    routes: {
      "GET /userinfo": { id: 1, username: `${role}@example.com`, roles: [role], authorities: authoritiesOf([role]) },
      "GET /country": { list: [], total: 0 },
      "GET /userinfo/api-keys": { list: KEYS, total: KEYS.length },
      "GET /userinfo/webhooks": { list: WEBHOOKS, total: WEBHOOKS.length },
    },
  });
}

const keyListCalls = () => vi.mocked(api.get).mock.calls.filter(([url]) => url === "/userinfo/api-keys").length;

describe("the profile's API tab", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("is offered to a customer, and asks for the keys only once opened", async () => {
    renderProfile("shipper");
    const tab = await screen.findByRole("tab", { name: "API & webhooks" });
    expect(keyListCalls()).toBe(0);
    fireEvent.click(tab);
    expect(await screen.findByText("ERP sync")).toBeInTheDocument();
    expect(keyListCalls()).toBe(1);
    expect(await screen.findByText("https://erp.example.com/hooks/haiyun")).toBeInTheDocument();
    expect(screen.getByText("Examples")).toBeInTheDocument();
  });

  it("is not offered to an operator, who books nothing", async () => {
    renderProfile("operator");
    expect(await screen.findByRole("tab", { name: "Account security" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "API & webhooks" })).toBeNull();
  });

  it("is named in Chinese", async () => {
    await setTestLanguage("zh-CN");
    renderProfile("shipper");
    fireEvent.click(await screen.findByRole("tab", { name: "API 与 Webhook" }));
    expect(await screen.findByText("API 密钥")).toBeInTheDocument();
    expect(screen.getByText("Webhook 订阅")).toBeInTheDocument();
  });
});
