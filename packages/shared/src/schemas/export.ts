import { z } from "zod";
import { contactListQuerySchema } from "./contact";
import { opsOrderListQuerySchema, orderListQuerySchema } from "./order-list-query";

// The exports of the lists (GET <list>/export): each takes its list's own query — filters, and
// the page and size, which an export ignores: it holds every matching row in the list's order —
// plus the file's format and, for a link opened without the app's headers, its language.

export const EXPORT_FORMATS = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Each format's Content-Type. */
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/** The answer's header saying how many rows the file holds (the header row aside): the page's progress. */
export const EXPORT_TOTAL_HEADER = "x-total-count";

/** What every export's query adds to its list's: the format (.xlsx unless asked) and the language. */
export const exportQueryFields = {
  format: z.enum(EXPORT_FORMATS, { error: "v.enum" }).default("xlsx"),
  lang: z.enum(["cn", "en"], { error: "v.enum" }).optional(),
};

/** GET /order/export: the bookings list's query (GET /order). */
export const orderExportQuerySchema = orderListQuerySchema.extend(exportQueryFields);
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** GET /ops/order/export: the operations desk's query (GET /ops/order). */
export const opsOrderExportQuerySchema = opsOrderListQuerySchema.extend(exportQueryFields);
export type OpsOrderExportQuery = z.infer<typeof opsOrderExportQuerySchema>;

/** GET /customer/contact/export: the address book's query (GET /customer/contact). */
export const contactExportQuerySchema = contactListQuerySchema.extend(exportQueryFields);
export type ContactExportQuery = z.infer<typeof contactExportQuerySchema>;
