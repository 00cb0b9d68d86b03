import { Button, Form, Modal } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

interface SpecialCargoEditorProps<V> {
  /** the button's text and the dialog's title */
  label: string;
  title: string;
  /** the row's place in its list, from 0 (names the button for a screen reader) */
  row: number;
  /** the dialog form's values as it opens */
  initial: V;
  onSave: (values: V) => void;
  /** offered when the row holds a value: takes it off the row */
  onClear?: () => void;
  children: ReactNode;
}

/**
 * A row's button opening a dialog with its own form: what is typed there reaches the booking form
 * only on OK, checked, so a half-typed dialog never leaves the row half changed.
 */
export function SpecialCargoEditor<V extends object>({
  label,
  title,
  row,
  initial,
  onSave,
  onClear,
  children,
}: SpecialCargoEditorProps<V>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<V>();
  const close = () => setOpen(false);
  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    onSave(form.getFieldsValue(true) as V);
    close();
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={t("specialCargo.rowButton", { what: label, row: row + 1 })}>
        {label}
      </Button>
      <Modal
        open={open}
        title={title}
        destroyOnHidden
        onCancel={close}
        footer={
          <>
            {onClear && (
              <Button
                danger
                onClick={() => {
                  onClear();
                  close();
                }}
              >
                {t("specialCargo.actions.clear")}
              </Button>
            )}
            <Button onClick={close}>{t("specialCargo.actions.cancel")}</Button>
            <Button type="primary" onClick={() => void save()}>
              {t("specialCargo.actions.ok")}
            </Button>
          </>
        }
      >
        <Form<V> form={form} layout="vertical" initialValues={initial as never} preserve={false}>
          {children}
        </Form>
      </Modal>
    </>
  );
}
