import { fireEvent } from "@testing-library/react";
import { fieldOf } from "../../../test/form";

/** Types a date (or date and time) into an antd DatePicker as its format writes it, and confirms it. */
export function pickDate(label: string | RegExp, text: string): void {
  const input = fieldOf(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter", code: "Enter" });
  fireEvent.blur(input);
}
