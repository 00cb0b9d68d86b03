import { screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../lib/session";
import { renderPage, setTestLanguage } from "../../test/render";
import { GuestOnly } from "./guest-only";

function renderLogin() {
  return renderPage(
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<h1>sign in</h1>} />
      </Route>
      <Route path="/" element={<h1>landing</h1>} />
    </Routes>,
    { route: "/login", path: "/*" },
  );
}

describe("/login", () => {
  beforeEach(async () => {
    await setTestLanguage("en-US");
  });

  it("sends a signed-in user to the landing page", async () => {
    setToken("a-token");
    renderLogin();
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("landing");
    expect(screen.getByTestId("location").textContent).toBe("/");
  });

  it("shows the sign-in form to everyone else", () => {
    renderLogin();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("sign in");
    expect(screen.getByTestId("location").textContent).toBe("/login");
  });
});
