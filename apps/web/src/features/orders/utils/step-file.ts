import { LIMITS } from "@haiyun/shared/constants/limits";
import type { Rule } from "antd/es/form";
import type { UploadFile } from "antd/es/upload/interface";
import type { TFunction } from "i18next";

// The payment receipt, telex guarantee and manifest: one file of the kinds named, at most
// 10 MB (docs/PRODUCT-RULES.md, Uploads); checked here before any byte is sent, and again by
// the server from the bytes themselves.
export const STEP_FILE_TYPES = {
  receipt: ["jpg", "jpeg", "png", "pdf"],
  guarantee: ["jpg", "jpeg", "png", "pdf", "doc", "docx"],
  manifest: ["pdf", "xls", "xlsx"],
} as const;
export type StepFileKind = keyof typeof STEP_FILE_TYPES;

export const acceptOf = (kind: StepFileKind) => STEP_FILE_TYPES[kind].map((ext) => `.${ext}`).join(",");
export const typesText = (kind: StepFileKind) => STEP_FILE_TYPES[kind].join(", ");

/** The one file an Upload field holds (the last one chosen replaces the others). */
export const lastFileOf = (event: { fileList: UploadFile[] } | UploadFile[]) =>
  (Array.isArray(event) ? event : event.fileList).slice(-1);

export const chosenFile = (list: UploadFile[] | undefined): File | undefined => list?.[0]?.originFileObj as File | undefined;

const extensionOf = (name: string) => (name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "");

/** Why `file` cannot be sent as a `kind`, or null when it can. */
export function stepFileProblem(t: TFunction, kind: StepFileKind, file: File): string | null {
  if (!(STEP_FILE_TYPES[kind] as readonly string[]).includes(extensionOf(file.name))) {
    return t("bookings.steps.file.badType", { types: typesText(kind) });
  }
  if (file.size > LIMITS.FILE_MAX_BYTES) return t("bookings.steps.file.tooLarge");
  if (file.size === 0) return t("bookings.steps.file.empty");
  return null;
}

/** The form rule of an Upload field holding a `kind` file. */
export function stepFileRule(t: TFunction, kind: StepFileKind, required: boolean): Rule {
  return {
    validator: async (_rule, list: UploadFile[] | undefined) => {
      const file = chosenFile(list);
      if (!file) {
        if (required) throw new Error(t("bookings.steps.file.required"));
        return;
      }
      const problem = stepFileProblem(t, kind, file);
      if (problem) throw new Error(problem);
    },
  };
}
