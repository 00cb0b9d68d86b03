import { Tag } from "antd";
import type { Contact } from "../api/contact-keys";

const TYPE_COLORS: Record<number, string> = { 1: "blue", 2: "green", 3: "orange", 4: "purple" };

/** The party a contact plays (spec §3: 1 shipper, 2 consignee, 3 notify 1, 4 notify 2), named by the server. */
export function ContactTypeTag({ contact }: { contact: Pick<Contact, "type" | "type_name"> }) {
  return (
    <Tag color={TYPE_COLORS[contact.type]} style={{ marginInlineEnd: 0 }}>
      {contact.type_name || contact.type}
    </Tag>
  );
}
