import { Button, Empty, Popconfirm, Space, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format";
import { currentLanguage } from "../../../lib/i18n";
import { useIsMobile } from "../../../lib/use-media-query";
import type { Contact } from "../api/contact-keys";
import { ContactTypeTag } from "./contact-type-tag";

// spec §9: the contact list pages by 10, with 10/20/30/50 and a quick jumper
export const CONTACT_PAGE_SIZES = [10, 20, 30, 50];

interface Props {
  data: { list: Contact[]; total: number } | undefined;
  loading: boolean;
  paging: { page: number; size: number };
  onPage: (paging: { page: number; size: number }) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => Promise<void>;
  empty: ReactNode;
}

const twoLines = (first: string, second: string) => (
  <>
    <div>{first}</div>
    {second && (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {second}
      </Typography.Text>
    )}
  </>
);

export function ContactsTable({ data, loading, paging, onPage, selected, onSelect, onEdit, onDelete, empty }: Props) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const language = currentLanguage();

  // widths that fit the 1280 px layout; company, address, e-mail and the time wrap instead of clipping
  const columns: ColumnsType<Contact> = [
    { key: "type", title: t("contacts.columns.type"), width: 100, render: (_, contact) => <ContactTypeTag contact={contact} /> },
    {
      key: "company",
      title: t("contacts.columns.company"),
      width: 168,
      render: (_, contact) => twoLines(contact.company1, contact.company2),
    },
    { key: "linkman", dataIndex: "linkman", title: t("contacts.columns.linkman"), width: 96 },
    { key: "phone", dataIndex: "phone", title: t("contacts.columns.phone"), width: 128 },
    {
      key: "email",
      dataIndex: "email",
      title: t("contacts.columns.email"),
      width: 130,
      render: (email: string) => <span style={{ wordBreak: "break-all" }}>{email}</span>,
    },
    {
      key: "address",
      title: t("contacts.columns.address"),
      width: 160,
      render: (_, contact) => twoLines(contact.address1, contact.address2),
    },
    { key: "city", dataIndex: "city", title: t("contacts.columns.city"), width: 92 },
    { key: "country", dataIndex: "country_name", title: t("contacts.columns.country"), width: 80 },
    {
      key: "updateTime",
      title: t("contacts.columns.updateTime"),
      width: 96,
      render: (_, contact) => formatDateTime(contact.update_time, language),
    },
    {
      key: "action",
      title: t("contacts.columns.action"),
      width: 94,
      fixed: isMobile ? undefined : "right",
      render: (_, contact) => (
        <Space size={8} wrap>
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
    },
  ];

  return (
    <Table<Contact>
      rowKey="id"
      size={isMobile ? "small" : "medium"}
      columns={columns}
      dataSource={data?.list ?? []}
      loading={loading}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys as number[]),
        preserveSelectedRowKeys: true,
        columnWidth: 40,
      }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 40) }}
      pagination={{
        current: paging.page,
        pageSize: paging.size,
        total: data?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: CONTACT_PAGE_SIZES,
        showQuickJumper: true,
        showTotal: (total) => t("contacts.total", { total }),
        size: isMobile ? "small" : undefined,
      }}
      onChange={(pagination) =>
        onPage({
          // a new page size starts again from page 1
          page: pagination.pageSize !== paging.size ? 1 : (pagination.current ?? 1),
          size: pagination.pageSize ?? paging.size,
        })
      }
    />
  );
}
