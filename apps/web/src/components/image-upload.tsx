import { LoadingOutlined, PlusOutlined } from "@ant-design/icons";
import { IMAGE_EXTENSIONS, LIMITS } from "@haiyun/shared/constants/limits";
import type { UploadedFile } from "@haiyun/shared/schemas/file";
import { App, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../lib/api-client";
import { useUploadFailure } from "./upload-failure";

export interface ImageUploadProps {
  purpose: "logo" | "license";
  /** the stored file id (what the form submits) */
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** where the current picture can be seen */
  url?: string;
  label: string;
}

export function checkImage(file: File): "onlyImages" | "tooLarge" | "emptyFile" | null {
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return "onlyImages";
  if (file.size === 0) return "emptyFile";
  if (file.size > LIMITS.IMAGE_MAX_BYTES) return "tooLarge";
  return null;
}

/** Images: jpg, jpeg or png, at most 2 MB; checked here and again on the server. */
export function ImageUpload({ purpose, onChange, url, label }: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showUploadFailure = useUploadFailure();
  const [preview, setPreview] = useState(url);
  const [progress, setProgress] = useState<number | null>(null);

  return (
    <Upload
      // the card itself is the button (antd 6 assumes a control inside and leaves it out of the tab order)
      hasControlInside={false}
      name="file"
      listType="picture-card"
      accept=".jpg,.jpeg,.png"
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = checkImage(file);
        if (problem) {
          message.error(t(`profile.${problem}`));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        const form = new FormData();
        form.append("purpose", purpose);
        form.append("file", file as File);
        setProgress(0);
        try {
          const result = await api.upload<UploadedFile>("/upload", form, setProgress);
          setPreview(result.url);
          onChange?.(result.file);
          onSuccess?.(result);
        } catch (err) {
          showUploadFailure(err);
          onError?.(err as Error);
        } finally {
          setProgress(null);
        }
      }}
    >
      {progress !== null ? (
        <div>
          <LoadingOutlined />
          <div style={{ marginTop: 4 }}>{progress}%</div>
        </div>
      ) : preview ? (
        <img src={preview} alt={label} style={{ width: "100%", height: "100%", objectFit: "contain" }} />
      ) : (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 4 }}>{t("common.actions.upload")}</div>
        </div>
      )}
    </Upload>
  );
}
