import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userKeys } from "../features/auth";
import { api } from "../lib/api-client";
import { clearSession, setToken } from "../lib/session";
import { routeApi } from "../test/api-mock";
import { createAppRouter } from "./router";

// the build defines it (vite.config.ts); the shell's version check reads it as the router loads
vi.hoisted(() => Object.assign(globalThis, { __APP_VERSION__: "test" }));

vi.mock("../lib/api-client", async (importOriginal) => {
  const { fakeApi } = await import("../test/api-mock");
  return { ...(await importOriginal<object>()), api: fakeApi() };
});

const USER = { id: 7, username: "shipper@haiyun.demo", roles: ["shipper"] };

describe("the app's router", () => {
  afterEach(() => {
    clearSession();
    vi.clearAllMocks();
  });

  it("asks for the signed-in user's record as it is made, before any page has mounted", async () => {
    setToken("a-token");
    routeApi(api, { "GET /userinfo": USER });
    const queryClient = new QueryClient();
    createAppRouter(queryClient);
    expect(api.get).toHaveBeenCalledWith("/userinfo");
    await vi.waitFor(() => expect(queryClient.getQueryData(userKeys.info())).toEqual(USER));
  });

  it("asks for nothing without a session", () => {
    createAppRouter(new QueryClient());
    expect(api.get).not.toHaveBeenCalledWith("/userinfo");
  });
});
