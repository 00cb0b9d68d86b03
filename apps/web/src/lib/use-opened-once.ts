import { useState } from "react";

/**
 * Whether `open` has ever been true: for what mounts when first opened (a filter panel's fields)
 * and stays mounted after, so that closing it only hides it and keeps what was typed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
