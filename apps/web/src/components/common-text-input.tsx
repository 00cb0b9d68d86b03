import { normaliseCommonText } from "@haiyun/shared/text/common-text";
import { Input, type InputProps } from "antd";
import type { TextAreaProps } from "antd/es/input";
import { type ChangeEvent, type CompositionEvent, type CompositionEventHandler, useRef } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement;

interface ValueProps {
  value?: string;
  /** receives the normalised text (a plain string, which antd's Form.Item stores as is) */
  onChange?: (value: string) => void;
  /** the mapping applied as typed; the common text one unless a field has its own (HS codes) */
  normalise?: (value: string) => string;
}

/**
 * The common text pattern: lowercase becomes uppercase and full-width or Chinese punctuation
 * becomes ASCII while the user types. Never in the middle of an IME composition: rewriting the
 * pinyin being composed would break it, so the text is normalised once the composition ends.
 */
function useCommonText<E extends Field>({
  onChange,
  onCompositionStart,
  onCompositionEnd,
  normalise = normaliseCommonText,
}: ValueProps & CompositionHandlers<E>) {
  const composing = useRef(false);

  const commit = (field: Field, raw: string) => {
    const next = normalise(raw);
    if (next !== raw) {
      // antd hands onChange a clone of the element; the caret lives on the real one. The caret keeps
      // its place relative to the text before it (normalising may change lengths, e.g. ß → SS).
      const caret = field.selectionStart;
      field.value = next;
      if (caret !== null && document.activeElement === field) {
        const at = normalise(raw.slice(0, caret)).length;
        field.setSelectionRange(at, at);
      }
    }
    onChange?.(next);
  };

  return {
    onChange: (event: ChangeEvent<E>) => {
      const native = event.nativeEvent as InputEvent;
      const field = native.target as E | null;
      if (composing.current || native.isComposing || !field) {
        onChange?.(event.target.value);
        return;
      }
      commit(field, event.target.value);
    },
    onCompositionStart: (event: CompositionEvent<E>) => {
      composing.current = true;
      onCompositionStart?.(event);
    },
    onCompositionEnd: (event: CompositionEvent<E>) => {
      composing.current = false;
      commit(event.currentTarget, event.currentTarget.value);
      onCompositionEnd?.(event);
    },
  };
}

interface CompositionHandlers<E extends Field> {
  onCompositionStart?: CompositionEventHandler<E>;
  onCompositionEnd?: CompositionEventHandler<E>;
}

export type CommonTextInputProps = Omit<InputProps, "value" | "onChange"> & ValueProps;
export type CommonTextAreaProps = Omit<TextAreaProps, "value" | "onChange"> & ValueProps;

export function CommonTextInput({
  value,
  onChange,
  onCompositionStart,
  onCompositionEnd,
  normalise,
  ...rest
}: CommonTextInputProps) {
  const handlers = useCommonText<HTMLInputElement>({ onChange, onCompositionStart, onCompositionEnd, normalise });
  return <Input {...rest} value={value ?? ""} {...handlers} />;
}

export function CommonTextArea({
  value,
  onChange,
  onCompositionStart,
  onCompositionEnd,
  normalise,
  ...rest
}: CommonTextAreaProps) {
  const handlers = useCommonText<HTMLTextAreaElement>({ onChange, onCompositionStart, onCompositionEnd, normalise });
  return <Input.TextArea {...rest} value={value ?? ""} {...handlers} />;
}
