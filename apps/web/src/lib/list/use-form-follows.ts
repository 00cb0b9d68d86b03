import type { FormInstance } from "antd";
import { useEffect, useRef } from "react";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A filter form follows the filters applied to its list (a link, Back, "clear filters") without
 * wiping what the user is typing: only the fields whose applied value changed are written. (The
 * ops desk's default status reaching the URL used to empty a keyword being typed.)
 */
export function useFormFollows<V extends object>(form: FormInstance<V>, values: V): void {
  const previous = useRef<V | null>(null);
  const key = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `values` by content
  useEffect(() => {
    const before = previous.current as Record<string, unknown> | null;
    previous.current = values;
    const entries = Object.entries(values).filter(([name, value]) => before === null || !same(value, before[name]));
    if (entries.length > 0) form.setFieldsValue(Object.fromEntries(entries) as Parameters<FormInstance<V>["setFieldsValue"]>[0]);
  }, [form, key]);
}
