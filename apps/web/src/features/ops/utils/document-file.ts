import { LIMITS } from "@haiyun/shared/constants/limits";
import type { Rule } from "antd/es/form";
import type { UploadFile } from "antd/es/upload/interface";
import type { TFunction } from "i18next";

// the kinds the server's file check knows (its bytes must agree with the extension), at most 10 MB
const EXTENSIONS = ["pdf", "jpg", "jpeg", "png", "doc", "docx", "xls", "xlsx"] as const;
export const DOCUMENT_ACCEPT = EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** The one file an Upload field holds (the last one chosen replaces the others). */
export const lastFile = (event: { fileList: UploadFile[] } | UploadFile[]) =>
  (Array.isArray(event) ? event : event.fileList).slice(-1);

export const fileOf = (list: UploadFile[] | undefined): File | undefined => list?.[0]?.originFileObj as File | undefined;

/** The document's type and size checked before it is sent (the server checks again, by its bytes). */
export function documentFileRule(t: TFunction, required: boolean): Rule {
  return {
    validator: async (_rule, list: UploadFile[] | undefined) => {
      const file = fileOf(list);
      if (!file) {
        if (required) throw new Error(t("validation.required"));
        return;
      }
      const ext = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
      if (!(EXTENSIONS as readonly string[]).includes(ext)) throw new Error(t("ops.document.badType"));
      if (file.size > LIMITS.FILE_MAX_BYTES) throw new Error(t("ops.document.tooLarge"));
      if (file.size === 0) throw new Error(t("ops.document.empty"));
    },
  };
}
