import { Tag } from "antd";
import { readableShade } from "../../../lib/contrast";
import { useOrderStatuses } from "./use-order-statuses";

export interface OrderStatusTagProps {
  status: number;
  /** the name the server sent with the order (status_name); the dictionary's otherwise */
  name?: string;
}

/** spec §4: each status in its own colour; its text in a shade dark enough to read on the tag's light tint. */
export function OrderStatusTag({ status, name }: OrderStatusTagProps) {
  const { lookOf } = useOrderStatuses();
  const look = lookOf(status);
  return (
    <Tag color={look.color} data-status={status} style={{ marginInlineEnd: 0, color: readableShade(look.color, 5.5) }}>
      {name || look.name}
    </Tag>
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
