import { fireEvent, screen } from "@testing-library/react";

// Reading and filling antd forms as the user does: controls by their label, messages as a screen
// reader gets them (aria-invalid and aria-describedby, which antd's Form.Item sets on its control).

/** The control a label names (the selector skips the wrappers antd labels too). */
export function fieldOf(label: string | RegExp, selector = "input,textarea"): HTMLInputElement {
  return screen.getByLabelText(label, { selector }) as HTMLInputElement;
}

export function typeInto(label: string | RegExp, value: string): void {
  fireEvent.change(fieldOf(label), { target: { value } });
}

/** The label, control and messages of one form item, as the user reads them together. */
export function itemTextOf(label: string | RegExp): string {
  return fieldOf(label).closest(".ant-form-item")?.textContent ?? "";
}

export function clickButton(name: string | RegExp): void {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** The messages announced for a control while it is marked invalid; none while it is valid. */
export function errorsOf(control: Element): string[] {
  if (control.getAttribute("aria-invalid") !== "true") return [];
  return describedBy(control, "_help").flatMap((help) => [...help.children].map((message) => message.textContent ?? ""));
}

/** The hint a Form.Item's `extra` ties to its control. */
export function hintOf(control: Element): string {
  return describedBy(control, "_extra")
    .map((extra) => extra.textContent ?? "")
    .join("\n");
}

function describedBy(control: Element, suffix: string): Element[] {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id.endsWith(suffix));
  return ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
}

// Waits for an antd message (toast) and tells its kind; a toast that came and went counts too.
export { findToastKind } from "./toast-log";
