import { fieldLabel, type Lang } from "../i18n/messages";
import { CONTACT_COLUMNS } from "../schemas/contact";

// The headers of each import template, in column order and both languages: the server writes and
// reads them, and its tests, the fixture script and the import benchmark take them from here.

/** The contacts template's headers, the field labels of CONTACT_COLUMNS. */
export const CONTACT_IMPORT_HEADERS: Record<Lang, readonly string[]> = {
  cn: CONTACT_COLUMNS.map((column) => fieldLabel(column, "cn")),
  en: CONTACT_COLUMNS.map((column) => fieldLabel(column, "en")),
};
