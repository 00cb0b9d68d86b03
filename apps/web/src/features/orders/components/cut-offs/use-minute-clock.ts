import { useEffect, useState } from "react";

/** The time now, moving on every minute (a countdown's); `fixed` pins it (tests). */
export function useMinuteClock(fixed?: number): number {
  const [now, setNow] = useState(() => fixed ?? Date.now());
  useEffect(() => {
    if (fixed !== undefined) return;
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}
