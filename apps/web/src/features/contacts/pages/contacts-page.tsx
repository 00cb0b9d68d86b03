import { DownloadOutlined, PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { CONTACT_TYPES } from "@haiyun/shared/schemas/contact";
import { Button, Flex, Input } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ExportButton } from "../../../components/list-export";
import { ListPage, RefreshButton, useBatchDelete } from "../../../components/list-page";
import { useDownload } from "../../../components/spreadsheet-import";
import { type UrlFilters, urlParam } from "../../../lib/list/url-params";
import { usePagedQuery } from "../../../lib/list/use-paged-query";
import { useIsMobile } from "../../../lib/use-media-query";
import type { Contact, ContactFilters } from "../api/contact-keys";
import { useDeleteContacts } from "../api/delete-contacts";
import { downloadContactTemplate } from "../api/download-template";
import { exportContacts } from "../api/export-contacts";
import { contactListOptions } from "../api/list-contacts";
import { ContactFormModal } from "../components/contact-form-modal";
import { ContactTypeSelect } from "../components/contact-type-select";
import { ContactsTable } from "../components/contacts-table";
import { ImportContactsModal } from "../components/import-contacts-modal";

// The contact list pages by 10, with 10/20/30/50 and a quick jumper
const PAGE_SIZES = [10, 20, 30, 50];
const FILTERS: UrlFilters<ContactFilters> = { keyword: urlParam.text(), type: urlParam.oneOf(CONTACT_TYPES) };

function ContactFilterBar({ value, onSearch }: { value: ContactFilters; onSearch: (filters: ContactFilters) => void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  // the box shows what is typed; the address bar holds what was searched (and may change by Back)
  const [keyword, setKeyword] = useState(value.keyword ?? "");
  useEffect(() => setKeyword(value.keyword ?? ""), [value.keyword]);
  return (
    <Flex gap={8} wrap>
      <Input.Search
        allowClear
        placeholder={t("contacts.keyword")}
        aria-label={t("contacts.keyword")}
        enterButton={t("contacts.actions.search")}
        maxLength={100}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(text) => onSearch({ ...value, keyword: text.trim() || undefined })}
        style={{ flex: "1 1 260px", maxWidth: isMobile ? undefined : 420 }}
      />
      <ContactTypeSelect
        allowClear
        placeholder={t("contacts.allTypes")}
        aria-label={t("contacts.columns.type")}
        value={value.type}
        onChange={(type) => onSearch({ ...value, type: type ?? undefined })}
        style={{ flex: "1 1 140px", maxWidth: isMobile ? undefined : 200 }}
      />
    </Flex>
  );
}

/** /contacts: the address book (authority contact). */
export default function ContactsPage() {
  const { t } = useTranslation();
  const list = usePagedQuery({ filters: FILTERS, pageSize: 10, pageSizes: PAGE_SIZES, queryOptions: contactListOptions });
  const selection = useBatchDelete(useDeleteContacts(), "contacts");
  const download = useDownload();
  // kept while the dialog closes, so its title does not change under the fade
  const [editing, setEditing] = useState<{ open: boolean; contact: Contact | null }>({ open: false, contact: null });
  const [importing, setImporting] = useState(false);
  const add = () => setEditing({ open: true, contact: null });

  return (
    <>
      <ListPage
        title={t("contacts.title")}
        list={list}
        quickJumper
        filters={<ContactFilterBar value={list.filters} onSearch={list.search} />}
        toolbar={
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={add}>
              {t("contacts.actions.add")}
            </Button>
            {selection.batchDeleteButton}
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              {t("contacts.actions.import")}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => download(downloadContactTemplate, "contacts.errors.template")}>
              {t("contacts.actions.template")}
            </Button>
            <ExportButton run={(format, watch) => exportContacts(list.filters, format, watch)} />
            <RefreshButton query={list.query} />
          </>
        }
        empty={{
          description: t("contacts.empty"),
          hint: t("contacts.emptyHint"),
          action: (
            <Button type="primary" icon={<PlusOutlined />} onClick={add}>
              {t("list.addFirst")}
            </Button>
          ),
        }}
      >
        {(rows) => (
          <ContactsTable
            rows={rows}
            selected={selection.selected}
            onSelect={selection.setSelected}
            onEdit={(contact) => setEditing({ open: true, contact })}
            onDelete={(contact) => selection.deleteOne(contact.id)}
          />
        )}
      </ListPage>
      <ContactFormModal
        open={editing.open}
        contact={editing.contact}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
      <ImportContactsModal open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
