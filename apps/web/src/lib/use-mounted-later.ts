import { startTransition, useEffect, useState } from "react";

/**
 * False in the first commit, then true in a render of low priority started in a task of its own:
 * what a phone's first screen can go without for a moment comes in a commit of its own, and the
 * work it does as it mounts (antd's popups set their state there, which React renders again at
 * once) is not added to the first one's task. `enabled` false: true from the start.
 */
export function useMountedLater(enabled = true): boolean {
  const [later, setLater] = useState(!enabled);
  useEffect(() => {
    if (later) return;
    const timer = setTimeout(() => startTransition(() => setLater(true)));
    return () => clearTimeout(timer);
  }, [later]);
  return later;
}
