import type { ExportFormat } from "@haiyun/shared/schemas/export";
import { api, buildUrl, type DownloadWatch } from "../../../lib/api-client";
import type { ContactFilters } from "./contact-keys";

/** GET /customer/contact/export: the address book as filtered, in the import template's columns. */
export const exportContacts = (filters: ContactFilters, format: ExportFormat, watch: DownloadWatch) =>
  api.download(buildUrl("/customer/contact/export", { ...filters, format }), undefined, watch);
