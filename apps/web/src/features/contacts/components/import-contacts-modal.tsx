import { SpreadsheetImportModal } from "../../../components/spreadsheet-import";
import { downloadContactTemplate } from "../api/download-template";
import { useImportContacts } from "../api/import-contacts";

// Contacts import from xlsx, xls and csv
const EXTENSIONS = [".xlsx", ".xls", ".csv"];

/** Upload a spreadsheet of contacts; the result (count or rows in error) follows in its own dialog. */
export function ImportContactsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importing = useImportContacts();
  return (
    <SpreadsheetImportModal
      open={open}
      onClose={onClose}
      texts="contacts.import"
      templateFailure="contacts.errors.template"
      extensions={EXTENSIONS}
      importing={importing}
      downloadTemplate={downloadContactTemplate}
    />
  );
}
