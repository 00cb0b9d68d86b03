import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, Upload } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkImage } from "../../../components/image-upload";

interface Props {
  value?: File | null;
  onChange?: (file: File | null) => void;
  label: string;
  id?: string;
}

/**
 * Picks an image and keeps the File: registration sends it with the multipart submit, nothing is
 * uploaded before (the account does not exist yet). Images: jpg, jpeg or png, at most 2 MB.
 */
export function ImagePicker({ value, onChange, label, id }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!value) return setPreview(null);
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <div id={id} style={{ display: "flex", alignItems: "flex-end", gap: 8 }}>
      <Upload
        // the card itself is the button (antd 6 assumes a control inside and leaves it out of the tab order)
        hasControlInside={false}
        listType="picture-card"
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        fileList={[]}
        beforeUpload={(file) => {
          const problem = checkImage(file);
          if (problem) message.error(t(`profile.${problem}`));
          else onChange?.(file);
          return Upload.LIST_IGNORE;
        }}
      >
        {preview ? (
          <img src={preview} alt={label} style={{ width: "100%", height: "100%", objectFit: "contain" }} />
        ) : (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 4 }}>{t("register.pickImage")}</div>
          </div>
        )}
      </Upload>
      {value && (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t("register.removeImage", { name: label })}
          onClick={() => onChange?.(null)}
        />
      )}
    </div>
  );
}
