import { Tag } from "antd";
import { namesOf } from "../utils/names";

/**
 * A labelled row of tags (businesses, routes or ports); nothing when the list is empty. Two grid
 * cells, so the rows of a card line their tags up behind labels of any length.
 */
export function NameTags({ label, names, color }: { label: string; names: string | readonly string[]; color?: string }) {
  const list = namesOf(names);
  if (!list.length) return null;
  return (
    <>
      <span style={{ color: "rgba(0,0,0,0.6)", lineHeight: "22px" }}>{label}</span>
      <div style={{ display: "flex", flexWrap: "wrap", gap: 4 }}>
        {list.map((name) => (
          <Tag key={name} color={color} style={{ marginInlineEnd: 0 }}>
            {name}
          </Tag>
        ))}
      </div>
    </>
  );
}
