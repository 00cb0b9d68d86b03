import { Tag, type TagProps } from "antd";
import { readableShade } from "../lib/contrast";

/** antd's named tag colours as hex, so their text can be shaded for reading. */
const NAMED: Record<string, string> = {
  gold: "#faad14",
  warning: "#faad14",
  green: "#52c41a",
  success: "#52c41a",
  red: "#f5222d",
  volcano: "#fa541c",
  orange: "#fa8c16",
  cyan: "#13c2c2",
  purple: "#722ed1",
  blue: "#1677ff",
  default: "#8c8c8c",
};

/**
 * A tag in a colour (named or hex) whose text is a shade of it dark enough to read on the tag's
 * light tint, as the status tags do: antd's own gold or volcano text is too pale on its tint.
 */
export function ReadableTag({ color, style, ...rest }: Omit<TagProps, "color"> & { color: string }) {
  const hex = NAMED[color] ?? color;
  return <Tag color={hex} style={{ ...style, color: readableShade(hex, 5.5) }} {...rest} />;
}
