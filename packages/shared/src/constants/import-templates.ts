import { fieldLabel, type Lang } from "../i18n/messages";
import { CONTACT_COLUMNS } from "../schemas/contact";

// The headers of each import template, in column order and both languages: the server writes and
// reads them, and its tests, the fixture script and the import benchmark take them from here.

/** The contacts template's headers, the field labels of CONTACT_COLUMNS. */
export const CONTACT_IMPORT_HEADERS: Record<Lang, readonly string[]> = {
  cn: CONTACT_COLUMNS.map((column) => fieldLabel(column, "cn")),
  en: CONTACT_COLUMNS.map((column) => fieldLabel(column, "en")),
};

/** The VGM sheet's headers (VGM_IMPORT_COLUMNS), with the unit or the values a cell takes. */
export const VGM_IMPORT_HEADERS: Record<Lang, readonly string[]> = {
  cn: ["箱号", "VGM (kg)", "称重方式 (SM1/SM2)", "箱皮重 (kg)", "签署人", "称重日期", "称重方"],
  en: ["Container number", "VGM (kg)", "Method (SM1/SM2)", "Tare (kg)", "Signatory", "Weighing date", "Weighing party"],
};
