import type { LocaleShape } from "../zh-CN";

export const list: LocaleShape["list"] = {
  total: "{{total}} in total",
  empty: "No data",
  noMatch: "Nothing matches these filters",
  noMatchHint: "Try other filters, or clear them",
  clearFilters: "Clear filters",
  addFirst: "Add the first one",
  loadFailed: "The list could not be loaded",
  loading: "Loading the list…",
  export: {
    button: "Export",
    formats: { xlsx: "Excel file (.xlsx)", csv: "CSV file (.csv)" },
    preparing: "Preparing the export…",
    rows: "Exported {{rows}} of {{total}} rows",
    received: "Exporting {{total}} rows, {{mb}} MB received",
    cancel: "Cancel",
    cancelled: "The export was cancelled",
    done: "Export finished: {{count}} rows",
    failed: "The export failed: {{msg}}",
  },
};
