import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearSession,
  getToken,
  getTokenBackup,
  REDIRECT_KEY,
  rememberRedirect,
  renewToken,
  setToken,
  subscribeSession,
  TOKEN_BACKUP_KEY,
  TOKEN_KEY,
  takeRedirect,
} from "./session";

beforeEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("session", () => {
  it("stores the token under the token key", () => {
    expect(getToken()).toBeNull();
    setToken("abc");
    expect(localStorage.getItem(TOKEN_KEY)).toBe("abc");
    expect(getToken()).toBe("abc");
  });

  it("renewing backs up the current token with a timestamp", () => {
    vi.spyOn(Date, "now").mockReturnValue(42);
    setToken("old");
    renewToken("new");
    expect(getToken()).toBe("new");
    expect(JSON.parse(localStorage.getItem(TOKEN_BACKUP_KEY) ?? "null")).toEqual({ token: "old", time: 42 });
    expect(getTokenBackup()).toEqual({ token: "old", time: 42 });
  });

  it("ignores a corrupted backup", () => {
    localStorage.setItem(TOKEN_BACKUP_KEY, "{not json");
    expect(getTokenBackup()).toBeNull();
  });

  it("clearing removes token and backup but keeps the remembered redirect", () => {
    setToken("old");
    renewToken("new");
    rememberRedirect("/orders");
    clearSession();
    expect(getToken()).toBeNull();
    expect(getTokenBackup()).toBeNull();
    expect(localStorage.getItem(REDIRECT_KEY)).toBe("/orders");
  });

  it("remembers a path with its query and hands it out once", () => {
    rememberRedirect("/orders?status=2");
    expect(takeRedirect()).toBe("/orders?status=2");
    expect(takeRedirect()).toBeNull();
  });

  it("never remembers /login or the public pages", () => {
    rememberRedirect("/orders");
    for (const path of ["/login", "/login?from=x", "/register", "/forget-password"]) rememberRedirect(path);
    expect(takeRedirect()).toBe("/orders");
  });

  it("notifies subscribers on set, renew and clear until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setToken("a");
    renewToken("b");
    clearSession();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    setToken("c");
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it("notifies subscribers when another tab changes the token, not other keys", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent("storage", { key: "language", newValue: "en-US" }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent("storage", { key: TOKEN_KEY, newValue: null }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: TOKEN_KEY, newValue: "x" }));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
