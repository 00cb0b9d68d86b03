import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "../../../lib/api-client";
import { type ApiRoutes, configPairs, routeApi } from "../../../test/api-mock";
import { errorsOf } from "../../../test/form";
import { renderPage, setTestLanguage } from "../../../test/render";
import ForgotPasswordPage from "./forgot-password-page";

vi.mock("../../../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../../../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

function serve(routes: ApiRoutes = {}) {
  routeApi(api, {
    "GET /system/config": configPairs({ password_min: "8" }),
    "POST /system/forget": { resend_after: 60 },
    "POST /system/password": null,
    ...routes,
  });
}

const failure =
  (status: number, error_code: string, msg: string, extra: object = {}) =>
  () => {
    throw new ApiError(msg, status, { code: 1, msg, error_code, ...extra });
  };
const input = (label: string) => screen.getByLabelText(label, { selector: "input" });
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const button = (name: string | RegExp) => screen.getByRole("button", { name });

/**
 * The seconds the disabled resend button still counts down. It ticks in real time, so a loaded
 * machine may show a second or two less than the wait the server named.
 * The button is waited for: on a loaded machine it may render a tick after step two shows.
 */
async function resendWait(): Promise<number> {
  const resend = await screen.findByRole("button", { name: /Send again in \d+ s/ });
  expect(resend).toHaveProperty("disabled", true);
  return Number(/Send again in (\d+) s/.exec(resend.textContent ?? "")?.[1]);
}

async function reachStepTwo() {
  renderPage(<ForgotPasswordPage />, { route: "/forget-password" });
  await screen.findByLabelText("E-mail");
  type("E-mail", "li.ming@example.com");
  fireEvent.click(button("Send code"));
  await screen.findByLabelText("Verification code");
}

describe("forgot-password page", () => {
  beforeEach(async () => {
    vi.clearAllMocks();
    await setTestLanguage("en-US");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for a valid e-mail before sending a code", async () => {
    serve();
    renderPage(<ForgotPasswordPage />, { route: "/forget-password" });
    await screen.findByLabelText("E-mail");
    fireEvent.click(button("Send code"));
    await waitFor(() => expect(errorsOf(input("E-mail"))).toEqual(["This field is required"]));
    type("E-mail", "li.ming@");
    await waitFor(() => expect(errorsOf(input("E-mail"))).toEqual(["Please enter a valid email address"]));
    expect(api.post).not.toHaveBeenCalled();
  });

  it("sends the code and counts down 60 s before another may be asked for", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    await reachStepTwo();
    expect(api.post).toHaveBeenCalledWith("/system/forget", { username: "li.ming@example.com" });
    const resend = button(/Send again in 60 s/);
    expect(resend).toHaveProperty("disabled", true);
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(button(/Send again in 59 s/)).toHaveProperty("disabled", true);
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(button(/^Send again$/)).toHaveProperty("disabled", false);
  });

  it("shows the code message and the mismatch message", async () => {
    serve();
    await reachStepTwo();
    type("Verification code", "12ab");
    type("New password", "Sea-freight-2026");
    type("Confirm new password", "Sea-freight-2027");
    fireEvent.click(button("Reset password"));
    // the code shares its item with the resend button, so the message is the item's
    const codeItem = () => input("Verification code").closest(".ant-form-item")?.textContent;
    await waitFor(() => expect(codeItem()).toContain("The verification code is 6 digits"));
    await waitFor(() => expect(errorsOf(input("Confirm new password"))).toEqual(["The two passwords do not match"]));
    expect(input("New password").closest(".ant-form-item-has-error")).toBeNull();
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it("puts the server's expired-code message under the code", async () => {
    const msg = "The verification code has expired, please request a new one";
    serve({ "POST /system/password": failure(400, "RESET_CODE_EXPIRED", msg) });
    await reachStepTwo();
    type("Verification code", "123456");
    type("New password", "Sea-freight-2026");
    type("Confirm new password", "Sea-freight-2026");
    fireEvent.click(button("Reset password"));
    await waitFor(() => expect(input("Verification code").closest(".ant-form-item")?.textContent).toContain(msg));
    expect(screen.getByTestId("location").textContent).toBe("/forget-password");
  });

  it("resets the password and goes to the login with the e-mail", async () => {
    serve();
    await reachStepTwo();
    type("Verification code", "123456");
    type("New password", "Sea-freight-2026");
    type("Confirm new password", "Sea-freight-2026");
    fireEvent.click(button("Reset password"));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login?username=li.ming%40example.com"));
    expect(screen.getByTestId("location").dataset.state).toBe(JSON.stringify({ notice: "passwordReset" }));
    expect(api.post).toHaveBeenLastCalledWith("/system/password", {
      username: "li.ming@example.com",
      vcode: "123456",
      password: "Sea-freight-2026",
    });
  });

  it("opens the code step with the server's retry_after when a code was sent moments ago", async () => {
    const msg = "Please wait a moment before requesting another code";
    serve({ "POST /system/forget": failure(429, "RESET_RESEND_TOO_SOON", msg, { retry_after: 42 }) });
    await reachStepTwo();
    expect(screen.getAllByText(msg).length).toBeGreaterThan(0);
    const wait = await resendWait();
    expect(wait).toBeLessThanOrEqual(42);
    expect(wait).toBeGreaterThan(30);
  });

  it("falls back to the wait named in the message", async () => {
    serve({
      "POST /system/forget": failure(429, "RESET_RESEND_TOO_SOON", "Please wait 17 seconds before requesting another code"),
    });
    await reachStepTwo();
    const wait = await resendWait();
    expect(wait).toBeLessThanOrEqual(17);
    expect(wait).toBeGreaterThan(5);
  });

  it("opens on the second step with the address and code of a mailed link (an account an admin opened)", async () => {
    serve();
    renderPage(<ForgotPasswordPage />, { route: "/forget-password?username=new%40example.com#code=042917" });
    expect(await screen.findByText(/new@example\.com/)).toBeInTheDocument();
    expect(input("Verification code")).toHaveProperty("value", "042917");
    type("New password", "Harbour-lights-77");
    type("Confirm new password", "Harbour-lights-77");
    fireEvent.click(button("Reset password"));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith("/system/password", {
        username: "new@example.com",
        vcode: "042917",
        password: "Harbour-lights-77",
      }),
    );
    expect(api.post).not.toHaveBeenCalledWith("/system/forget", expect.anything());
  });
});
