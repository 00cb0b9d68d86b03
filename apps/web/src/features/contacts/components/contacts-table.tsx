import { Button, Popconfirm, Space } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { actionsColumn, dateColumn, ListTable, textColumn } from "../../../components/list-page";
import type { Contact } from "../api/contact-keys";
import { ContactTypeTag } from "./contact-type-tag";

interface Props {
  rows: Contact[];
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => Promise<void>;
}

export function ContactsTable({ rows, selected, onSelect, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: ColumnsType<Contact> = [
    textColumn({
      key: "company",
      title: t("contacts.columns.company"),
      width: 200,
      value: (c) => c.company1,
      secondary: (c) => c.company2,
    }),
    {
      key: "type",
      title: t("contacts.columns.type"),
      width: 116,
      onCell: () => ({ style: { whiteSpace: "nowrap" } }),
      render: (_, contact) => <ContactTypeTag contact={contact} />,
    },
    textColumn({ key: "linkman", title: t("contacts.columns.linkman"), width: 120, value: (c) => c.linkman }),
    textColumn({ key: "phone", title: t("contacts.columns.phone"), width: 136, value: (c) => c.phone }),
    textColumn({ key: "email", title: t("contacts.columns.email"), width: 180, value: (c) => c.email }),
    textColumn({
      key: "address",
      title: t("contacts.columns.address"),
      width: 200,
      value: (c) => c.address1,
      secondary: (c) => c.address2,
    }),
    textColumn({ key: "city", title: t("contacts.columns.city"), width: 110, value: (c) => c.city }),
    textColumn({ key: "country", title: t("contacts.columns.country"), width: 136, value: (c) => c.country_name }),
    dateColumn({ key: "updateTime", title: t("contacts.columns.updateTime"), withTime: true, value: (c) => c.update_time }),
    actionsColumn({
      title: t("contacts.columns.action"),
      width: 110,
      render: (contact) => (
        <Space size={12}>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onEdit(contact)}>
            {t("contacts.actions.edit")}
          </Button>
          <Popconfirm
            title={t("contacts.deleteConfirm")}
            okText={t("common.actions.confirm")}
            cancelText={t("common.actions.cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(contact)}
          >
            <Button type="link" size="small" danger style={{ padding: 0 }}>
              {t("contacts.actions.delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    }),
  ];

  return (
    <ListTable<Contact>
      rowKey="id"
      columns={columns}
      rows={rows}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys as number[]),
        preserveSelectedRowKeys: true,
      }}
    />
  );
}
