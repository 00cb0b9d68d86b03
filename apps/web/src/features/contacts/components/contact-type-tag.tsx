import { Tag } from "antd";
import type { Contact } from "../api/contact-keys";

// preset colours whose text reads at 4.5:1 on their tint (WCAG AA; green and orange do not)
const TYPE_COLORS: Record<number, string> = { 1: "blue", 2: "geekblue", 3: "magenta", 4: "purple" };

/** The party a contact plays (1 shipper, 2 consignee, 3 notify 1, 4 notify 2), named by the server. */
export function ContactTypeTag({ contact }: { contact: Pick<Contact, "type" | "type_name"> }) {
  return (
    <Tag color={TYPE_COLORS[contact.type]} style={{ marginInlineEnd: 0 }}>
      {contact.type_name || contact.type}
    </Tag>
  );
}
