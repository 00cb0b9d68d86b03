import type { KeyboardEvent } from "react";

// A form whose sending mails or notifies someone (a confirmation, a roll-over, a decision, a
// request to operations) is sent by its button only. In a one-line field or a date picker, Enter
// would otherwise submit the form the browser's way (implicit submission) before the other fields
// are filled; a text area keeps its Enter for a new line, a button its own click.

/** The form's onKeyDown: Enter in an input does not submit the form. */
export function keepEnterFromSubmitting(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === "Enter" && target.tagName === "INPUT") event.preventDefault();
}
