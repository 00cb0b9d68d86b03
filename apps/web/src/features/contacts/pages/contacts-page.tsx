import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined, UploadOutlined } from "@ant-design/icons";
import { Alert, App, Button, Card, Flex, Input, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/form-errors";
import { useIsMobile } from "../../../lib/use-media-query";
import type { Contact, ContactType } from "../api/contact-keys";
import { useDeleteContacts } from "../api/delete-contacts";
import { downloadContactTemplate } from "../api/download-template";
import { useContacts } from "../api/list-contacts";
import { ContactFormModal } from "../components/contact-form-modal";
import { ContactTypeSelect } from "../components/contact-type-select";
import { ContactsTable } from "../components/contacts-table";
import { ImportContactsModal } from "../components/import-contacts-modal";

/** spec §2 /contacts: the address book (authority contact). */
export default function ContactsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const isMobile = useIsMobile();
  const [filters, setFilters] = useState<{ keyword?: string; type?: ContactType }>({});
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [selected, setSelected] = useState<number[]>([]);
  // kept while the dialog closes, so its title does not change under the fade
  const [editing, setEditing] = useState<{ open: boolean; contact: Contact | null }>({ open: false, contact: null });
  const [importing, setImporting] = useState(false);
  const contacts = useContacts({ ...filters, ...paging });
  const remove = useDeleteContacts();

  // deleting the last rows of the last page leaves it empty: show the page before instead
  const pageEmptied = contacts.isSuccess && !contacts.isPlaceholderData && contacts.data.list.length === 0 && paging.page > 1;
  useEffect(() => {
    if (pageEmptied) setPaging((p) => ({ ...p, page: p.page - 1 }));
  }, [pageEmptied]);

  const search = (next: typeof filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  const deleteIds = (ids: number[]) =>
    remove.mutateAsync(ids).then(
      ({ deleted }) => {
        message.success(t("contacts.notices.deleted", { count: deleted }));
        setSelected((keys) => keys.filter((id) => !ids.includes(id)));
      },
      (err: Error) => {
        message.error(t("contacts.errors.delete", { msg: serverMessage(err) ?? err.message }));
      },
    );

  const confirmBatchDelete = () =>
    modal.confirm({
      title: t("contacts.batchDeleteTitle"),
      content: t("contacts.batchDeleteConfirm", { count: selected.length }),
      okText: t("contacts.actions.delete"),
      okButtonProps: { danger: true },
      cancelText: t("common.actions.cancel"),
      onOk: () => deleteIds(selected),
    });

  const downloadTemplate = () =>
    downloadContactTemplate()
      .then(() => message.success(t("common.notices.downloadStarted")))
      .catch((err: Error) => message.error(t("contacts.errors.template", { msg: err.message })));

  const empty = (
    <Flex vertical gap={8} align="center">
      <span>{t(filters.keyword || filters.type ? "common.empty" : "contacts.empty")}</span>
      {!filters.keyword && !filters.type && <Typography.Text type="secondary">{t("contacts.emptyHint")}</Typography.Text>}
    </Flex>
  );

  return (
    <Card
      size={isMobile ? "small" : "medium"}
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("contacts.title")}
        </Typography.Title>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t("contacts.keyword")}
          aria-label={t("contacts.keyword")}
          enterButton={t("contacts.actions.search")}
          maxLength={100}
          onSearch={(value) => search({ ...filters, keyword: value.trim() || undefined })}
          style={{ flex: "1 1 260px", maxWidth: isMobile ? undefined : 420 }}
        />
        <ContactTypeSelect
          allowClear
          placeholder={t("contacts.allTypes")}
          aria-label={t("contacts.columns.type")}
          value={filters.type}
          onChange={(type) => search({ ...filters, type: type ?? undefined })}
          style={{ flex: "1 1 140px", maxWidth: isMobile ? undefined : 200 }}
        />
      </Flex>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, contact: null })}>
          {t("contacts.actions.add")}
        </Button>
        <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmBatchDelete}>
          {selected.length ? `${t("contacts.actions.batchDelete")} (${selected.length})` : t("contacts.actions.batchDelete")}
        </Button>
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
          {t("contacts.actions.import")}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={downloadTemplate}>
          {t("contacts.actions.template")}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void contacts.refetch()}
          loading={contacts.isFetching && !contacts.isPending}
        >
          {t("common.actions.refresh")}
        </Button>
      </Flex>
      {contacts.isError && (
        <Alert
          type="error"
          showIcon
          title={t("contacts.loadFailed", { msg: contacts.error.message })}
          style={{ marginBottom: 16 }}
        />
      )}
      <ContactsTable
        data={contacts.data}
        loading={contacts.isFetching}
        paging={paging}
        onPage={setPaging}
        selected={selected}
        onSelect={setSelected}
        onEdit={(contact) => setEditing({ open: true, contact })}
        onDelete={(contact) => deleteIds([contact.id])}
        empty={empty}
      />
      <ContactFormModal
        open={editing.open}
        contact={editing.contact}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ImportContactsModal open={importing} onClose={() => setImporting(false)} />
    </Card>
  );
}
