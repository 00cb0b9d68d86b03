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
};
