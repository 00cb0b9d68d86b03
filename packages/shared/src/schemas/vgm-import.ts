import { z } from "zod";
import { vgmDeclarationViewSchema } from "../cargo/special-cargo";
import { importRowErrorSchema } from "./contact";

// POST /order/{id}/vgm/import: a VGM sheet read and checked, nothing stored. The shipping
// instruction form merges the rows into its containers by number; its save judges them again
// (the rules, and the lock after the VGM cut-off).

/** The sheet's columns in template order. */
export const VGM_IMPORT_COLUMNS = [
  "container_no",
  "vgm",
  "method",
  "tare_weight",
  "signatory",
  "weighed_at",
  "weighing_party",
] as const;
export type VgmImportColumn = (typeof VGM_IMPORT_COLUMNS)[number];

/** One container's VGM as the sheet gives it. */
export const vgmImportRowSchema = z.object({
  container_no: z.string(),
  vgm: z.number(),
  vgm_declaration: vgmDeclarationViewSchema,
});
export type VgmImportRow = z.infer<typeof vgmImportRowSchema>;

export const vgmImportResultSchema = z.object({
  rows: z.array(vgmImportRowSchema),
  errors: z.array(importRowErrorSchema),
});
export type VgmImportResult = z.infer<typeof vgmImportResultSchema>;
