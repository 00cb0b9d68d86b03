// The token lives in localStorage under "token", so every tab shares one login; the session adds the
// previous token with its timestamp and the remembered redirect path to the session state.
export const TOKEN_KEY = "token";
export const TOKEN_BACKUP_KEY = "token_backup";
export const REDIRECT_KEY = "redirect";

export interface TokenBackup {
  token: string;
  time: number;
}

// After login the user goes to the remembered path; these pages would only lead back to the login.
const NOT_REMEMBERED_PATHS = ["/login", "/register", "/forget-password"];

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function renewToken(next: string): void {
  const current = getToken();
  if (current) {
    const backup: TokenBackup = { token: current, time: Date.now() };
    localStorage.setItem(TOKEN_BACKUP_KEY, JSON.stringify(backup));
  }
  localStorage.setItem(TOKEN_KEY, next);
  notify();
}

export function getTokenBackup(): TokenBackup | null {
  const raw = localStorage.getItem(TOKEN_BACKUP_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "token" in parsed &&
      "time" in parsed &&
      typeof parsed.token === "string" &&
      typeof parsed.time === "number"
    ) {
      return { token: parsed.token, time: parsed.time };
    }
  } catch {
    // A corrupted backup is as good as none.
  }
  return null;
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(TOKEN_BACKUP_KEY);
  notify();
}

export function rememberRedirect(path: string): void {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  if (!pathname || NOT_REMEMBERED_PATHS.includes(pathname)) return;
  localStorage.setItem(REDIRECT_KEY, path);
}

export function takeRedirect(): string | null {
  const path = localStorage.getItem(REDIRECT_KEY);
  localStorage.removeItem(REDIRECT_KEY);
  return path || null;
}

export function subscribeSession(listener: () => void): () => void {
  // A login or logout in another tab arrives only as a "storage" event; key null means storage.clear() there.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  // A wrapper per subscription, so subscribing the same function twice needs two unsubscribes.
  const entry = (): void => listener();
  listeners.add(entry);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(entry);
    window.removeEventListener("storage", onStorage);
  };
}
