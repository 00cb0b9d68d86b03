import { SpreadsheetImportModal } from "../../../components/spreadsheet-import";
import { downloadRateTemplate, useImportRates } from "../api/rates-api";

// Rates import from xlsx, xls and csv (a rate export in either format imports back)
const EXTENSIONS = [".xlsx", ".xls", ".csv"];

/** Upload a rate sheet with a progress bar; the count, or every refused row, follows in its own dialog. */
export function ImportRatesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importing = useImportRates();
  return (
    <SpreadsheetImportModal
      open={open}
      onClose={onClose}
      texts="rates.import"
      templateFailure="rates.errors.template"
      extensions={EXTENSIONS}
      importing={importing}
      downloadTemplate={downloadRateTemplate}
    />
  );
}
