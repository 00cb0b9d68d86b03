import { SearchOutlined } from "@ant-design/icons";
import { Alert, Button, Flex, Input, Modal, Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useIsMobile } from "../../../lib/use-media-query";
import type { Contact, ContactType } from "../api/contact-keys";
import { useContacts } from "../api/list-contacts";
import { ContactTypeTag } from "./contact-type-tag";

// The picker pages by 10 without a size changer and searches 300 ms after the last keystroke
const PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

export interface ContactSearchModalProps {
  open: boolean;
  /** only contacts of this type are offered */
  type?: ContactType;
  onSelect: (contact: Contact) => void;
  onClose: () => void;
  /** shown beside the search box (the public picker puts "add new" there) */
  toolbar?: ReactNode;
}

/** A modal listing the address book to choose one contact from. */
export function ContactSearchModal({ open, type, onSelect, onClose, toolbar }: ContactSearchModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={open}
      title={t("contacts.picker.title")}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 860}
      destroyOnHidden
    >
      <PickerBody type={type} onSelect={onSelect} toolbar={toolbar} />
    </Modal>
  );
}

function PickerBody({ type, onSelect, toolbar }: Pick<ContactSearchModalProps, "type" | "onSelect" | "toolbar">) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [input, setInput] = useState("");
  const keyword = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ keyword, page: 1 });
  // a new keyword starts again from page 1
  const page = paging.keyword === keyword ? paging.page : 1;
  const contacts = useContacts({ keyword: keyword || undefined, type, page, size: PAGE_SIZE });

  const columns: ColumnsType<Contact> = [
    {
      key: "company",
      title: t("contacts.columns.company"),
      width: 220,
      render: (_, contact) => (
        <>
          <div>{contact.company1}</div>
          {contact.company2 && <Typography.Text type="secondary">{contact.company2}</Typography.Text>}
        </>
      ),
    },
    ...(type
      ? []
      : [
          {
            key: "type",
            title: t("contacts.columns.type"),
            width: 90,
            render: (_: unknown, c: Contact) => <ContactTypeTag contact={c} />,
          },
        ]),
    { key: "linkman", dataIndex: "linkman", title: t("contacts.columns.linkman"), width: 120, ellipsis: true },
    { key: "phone", dataIndex: "phone", title: t("contacts.columns.phone"), width: 130, ellipsis: true },
    {
      key: "place",
      title: t("contacts.columns.city"),
      width: 160,
      ellipsis: true,
      render: (_, contact) => [contact.city, contact.country_name].filter(Boolean).join(", "),
    },
    {
      key: "action",
      title: t("contacts.columns.action"),
      width: 70,
      fixed: "right",
      render: (_, contact) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onSelect(contact)}>
          {t("contacts.picker.select")}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t("contacts.picker.search")}
          aria-label={t("contacts.picker.search")}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          maxLength={100}
          style={{ flex: "1 1 220px" }}
        />
        {toolbar}
      </Flex>
      {contacts.isError && (
        <Alert
          type="error"
          showIcon
          title={t("contacts.loadFailed", { msg: contacts.error.message })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<Contact>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={contacts.data?.list ?? []}
        loading={contacts.isFetching}
        locale={{ emptyText: t("contacts.picker.empty") }}
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
        onRow={(contact) => ({ onDoubleClick: () => onSelect(contact), style: { cursor: "pointer" } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: contacts.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t("contacts.total", { total }),
          size: isMobile ? "small" : undefined,
        }}
        onChange={(pagination) => setPaging({ keyword, page: pagination.current ?? 1 })}
      />
    </>
  );
}
