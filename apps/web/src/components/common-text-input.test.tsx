import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Form } from "antd";
import { beforeEach, describe, expect, it } from "vitest";
import { commonTextRule } from "../lib/form-rules";
import { i18n } from "../lib/i18n";
import { errorsOf } from "../test/form";
import { setTestLanguage } from "../test/render";
import { CommonTextArea, CommonTextInput } from "./common-text-input";

function Harness({ label, area = false }: { label: string; area?: boolean }) {
  const t = i18n.t.bind(i18n);
  return (
    <Form>
      <Form.Item name="company1" label={label} rules={[commonTextRule(t, label, 200, true)]}>
        {area ? <CommonTextArea /> : <CommonTextInput />}
      </Form.Item>
    </Form>
  );
}

/** What a user's typing does: one input event per character, the caret after it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  for (const ch of text) {
    const at = field.selectionStart ?? field.value.length;
    const next = field.value.slice(0, at) + ch + field.value.slice(field.selectionEnd ?? at);
    fireEvent.change(field, { target: { value: next, selectionStart: at + ch.length, selectionEnd: at + ch.length } });
  }
}

describe("common text input", () => {
  beforeEach(async () => {
    await setTestLanguage("zh-CN");
  });

  it("turns lowercase, full-width and Chinese punctuation into the pattern while typing", async () => {
    render(<Harness label="公司名称1" />);
    const input = screen.getByLabelText("公司名称1") as HTMLInputElement;
    input.focus();
    typeInto(input, "ningbo，ｃｏ．");
    expect(input.value).toBe("NINGBO,CO.");
    expect(input.selectionStart).toBe("NINGBO,CO.".length);
  });

  it("keeps the caret where the user typed in the middle of the text", () => {
    render(<Harness label="公司名称1" />);
    const input = screen.getByLabelText("公司名称1") as HTMLInputElement;
    input.focus();
    typeInto(input, "NINGBO CO");
    input.setSelectionRange(6, 6);
    typeInto(input, "，ltd");
    expect(input.value).toBe("NINGBO,LTD CO");
    expect(input.selectionStart).toBe(10);
  });

  it("leaves an IME composition alone and normalises when it ends", () => {
    render(<Harness label="公司名称1" area />);
    const area = screen.getByLabelText("公司名称1") as HTMLTextAreaElement;
    area.focus();
    fireEvent.compositionStart(area);
    fireEvent.change(area, { target: { value: "ning'bo" } });
    // the pinyin being composed must not be rewritten under the IME
    expect(area.value).toBe("ning'bo");
    area.value = "ningbo，";
    fireEvent.compositionEnd(area);
    expect(area.value).toBe("NINGBO,");
  });

  it("refuses a Chinese character with a message naming the field", async () => {
    render(<Harness label="公司名称1" />);
    const input = screen.getByLabelText("公司名称1") as HTMLInputElement;
    typeInto(input, "宁波 trading");
    expect(input.value).toBe("宁波 TRADING");
    await waitFor(() =>
      expect(errorsOf(input)).toEqual(["公司名称1只能包含大写字母、数字、点、下划线、逗号、连字符、斜杠、撇号、括号和空格"]),
    );
  });

  it("names the field in English too", async () => {
    await act(() => setTestLanguage("en-US"));
    render(<Harness label="Company name 1" />);
    const input = screen.getByLabelText("Company name 1") as HTMLInputElement;
    typeInto(input, "上海");
    await waitFor(() =>
      expect(errorsOf(input)).toEqual([
        "Company name 1 may only contain uppercase letters, digits, dot, underscore, comma, hyphen, slash, apostrophe, parentheses and whitespace",
      ]),
    );
  });
});
