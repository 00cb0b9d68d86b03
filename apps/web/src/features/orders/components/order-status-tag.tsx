import { Tag, Tooltip } from "antd";
import { readableShade } from "../../../lib/contrast";
import { useOrderStatuses } from "./use-order-statuses";

export interface OrderStatusTagProps {
  status: number;
  /** the name the server sent with the order (status_name); the dictionary's otherwise */
  name?: string;
  /** in a list's column: the whole name on hover, should the column cut it short */
  withTooltip?: boolean;
}

// a name longer than its column (a dictionary entry renamed) ends in an ellipsis instead of running
// under the next column; the text itself stays whole for screen readers
const ELLIPSIS = { maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis", verticalAlign: "middle" } as const;

/** Each status in its own colour; its text in a shade dark enough to read on the tag's light tint. */
export function OrderStatusTag({ status, name, withTooltip = false }: OrderStatusTagProps) {
  const { lookOf } = useOrderStatuses();
  const look = lookOf(status);
  const text = name || look.name;
  const tag = (
    <Tag
      color={look.color}
      data-status={status}
      style={{ ...ELLIPSIS, marginInlineEnd: 0, color: readableShade(look.color, 5.5) }}
    >
      {text}
    </Tag>
  );
  return withTooltip ? (
    <Tooltip title={text} placement="topLeft">
      {tag}
    </Tooltip>
  ) : (
    tag
  );
}

/** A dot in the status's colour, for selects and legends. */
export function StatusDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden
      style={{ display: "inline-block", width: 8, height: 8, borderRadius: "50%", background: color, marginInlineEnd: 8 }}
    />
  );
}
