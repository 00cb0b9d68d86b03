import { useState } from "react";
import { Navigate, Outlet } from "react-router";
import { getToken } from "../../lib/session";

/**
 * /login while signed in goes to the landing page ("/" chooses it). Judged by the token held when
 * the page opened: signing in on the page sets one, and the page itself then goes to the remembered path.
 */
export function GuestOnly() {
  const [isSignedIn] = useState(() => !!getToken());
  return isSignedIn ? <Navigate to="/" replace /> : <Outlet />;
}
