import { authoritiesOf } from "@haiyun/shared/constants/authorities";
import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client";
import { setToken } from "../../lib/session";
import { configPairs, routeApi } from "../../test/api-mock";
import { renderPage, setTestLanguage } from "../../test/render";
import NotFoundPage from "../pages/not-found-page";
import ErrorLayout from "./error-layout";

vi.mock("../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function renderNotFound() {
  routeApi(api, {
    "GET /system/config": configPairs(),
    "GET /userinfo": { id: 1, username: "shipper@haiyun.demo", roles: ["shipper"], authorities: authoritiesOf(["shipper"]) },
  });
  return renderPage(
    <Routes>
      <Route element={<ErrorLayout />}>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>,
    { route: "/no/such/page", path: "/*" },
  );
}

describe("the not-found page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });

  it("keeps the main layout around it when signed in: menu, language toggle, logout", async () => {
    setToken("a-token");
    renderNotFound();
    const title = await screen.findByText("Page not found");
    expect(title.closest("main")).toBe(screen.getByRole("main"));
    const profile = await screen.findByRole("menuitem", { name: /Member Profile$/ });
    expect(profile.closest("nav")?.getAttribute("aria-label")).toBe("Main menu");
    // it offers the other language
    expect(screen.getByTestId("language-toggle").getAttribute("lang")).toBe("zh-CN");
    const logout = screen.getByRole("button", { name: "Log out" });
    expect(logout.closest("header")).toBe(screen.getByRole("banner"));
    expect(logout).toHaveProperty("disabled", false);
  });

  it("shows the public layout to a visitor", async () => {
    renderNotFound();
    expect((await screen.findByText("Page not found")).closest(".public-layout main")).not.toBeNull();
    expect(screen.getByTestId("language-toggle").closest(".public-header")).not.toBeNull();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
    expect(vi.mocked(api.get).mock.calls.map(([url]) => url)).not.toContain("/userinfo");
  });

  it("draws its picture in the theme colour", async () => {
    renderNotFound();
    const picture = await screen.findByTestId("illustration-404");
    expect(picture.parentElement?.style.color).toBe("var(--primary, #427167)");
    expect(picture.innerHTML).toContain("currentColor");
    expect(picture.innerHTML).not.toMatch(/#[0-9a-f]{6}/i);
  });
});
