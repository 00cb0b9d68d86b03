import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { i18n } from "../../../lib/i18n";
import { configPairs, routeApi } from "../../../test/api-mock";
import { renderPage, setTestLanguage } from "../../../test/render";
import LoginPage from "./login-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const CAPTCHA = { id: "c-1", image: "data:image/svg+xml;base64,PHN2Zy8+" };

describe("login page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ code: 0, msg: "", data: CAPTCHA }), { status: 200 })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("fills the username given by registration or password reset", async () => {
    routeApi(api, { "GET /system/config": configPairs() });
    renderPage(<LoginPage />, { route: "/login?username=li.ming%40example.com" });
    expect(await screen.findByLabelText("Username (e-mail)")).toHaveProperty("value", "li.ming@example.com");
  });

  it("says why it was opened after registration", async () => {
    routeApi(api, { "GET /system/config": configPairs() });
    renderPage(<LoginPage />, { route: "/login?username=li.ming%40example.com", state: { notice: "registered" } });
    const notice = await screen.findByText("Registration successful, please sign in");
    expect(notice.getAttribute("role")).toBe("status");
    expect(notice.className).toContain("plain-alert-success");
  });

  it("shows the captcha when a failed login answers captcha_required", async () => {
    const msg = "Login failed, please check your username and password";
    routeApi(api, {
      "GET /system/config": configPairs(),
      "POST /system/login": () => {
        throw new ApiError(msg, 400, { code: 1, msg, error_code: "AUTH_LOGIN_FAILED", captcha_required: true });
      },
    });
    renderPage(<LoginPage />, { route: "/login" });
    fireEvent.change(await screen.findByLabelText("Username (e-mail)"), { target: { value: "li.ming@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(msg);
    expect(await screen.findByLabelText("Captcha")).toHaveProperty("value", "");
    const picture = screen.getByRole("img", { name: "Can't read it? Show another" });
    expect(picture).toHaveProperty("src", CAPTCHA.image);
    expect(picture.closest("[data-captcha-id]")?.getAttribute("data-captcha-id")).toBe("c-1");

    fireEvent.change(screen.getByLabelText("Captcha"), { target: { value: "ab12" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith("/system/login", {
        username: "li.ming@example.com",
        password: "wrong-password",
        captcha_id: "c-1",
        captcha: "ab12",
      }),
    );
  });

  it("asks for no captcha while the server does not want one", async () => {
    routeApi(api, {
      "GET /system/config": configPairs(),
      "POST /system/login": () => {
        throw new ApiError("Login failed", 400, {
          code: 1,
          msg: "Login failed",
          error_code: "AUTH_LOGIN_FAILED",
          captcha_required: false,
        });
      },
    });
    renderPage(<LoginPage />, { route: "/login" });
    fireEvent.change(await screen.findByLabelText("Username (e-mail)"), { target: { value: "li.ming@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed");
    expect(screen.queryByLabelText("Captcha")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  // Errors on screen follow a language switch
  it("shows the required messages in the new language after a switch", async () => {
    routeApi(api, { "GET /system/config": configPairs() });
    renderPage(<LoginPage />, { route: "/login" });
    fireEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findAllByText("This field is required")).toHaveLength(2);
    await act(() => i18n.changeLanguage("zh-CN"));
    expect(await screen.findAllByText("此项为必填项")).toHaveLength(2);
    expect(screen.queryByText("This field is required")).toBeNull();
  });

  it("drops the server's message, written in the old language, after a switch", async () => {
    const msg = "Login failed, please check your username and password";
    routeApi(api, {
      "GET /system/config": configPairs(),
      "POST /system/login": () => {
        throw new ApiError(msg, 400, { code: 1, msg, error_code: "AUTH_LOGIN_FAILED" });
      },
    });
    renderPage(<LoginPage />, { route: "/login" });
    fireEvent.change(await screen.findByLabelText("Username (e-mail)"), { target: { value: "li.ming@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong-password" } });
    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(msg);
    await act(() => i18n.changeLanguage("zh-CN"));
    await screen.findByRole("heading", { name: "账号登录" });
    expect(screen.queryByText(msg)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
