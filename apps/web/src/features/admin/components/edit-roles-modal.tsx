import type { Role } from "@haiyun/shared/constants/authorities";
import { App, Form, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { type AdminUser, useUpdateUser } from "../api/users";
import { RolesField } from "./roles-field";

interface Props {
  user: AdminUser | null;
  onClose: () => void;
}

/** Roles of one user (at least one); the server refuses an admin dropping their own admin role. */
export function EditRolesModal({ user, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ roles: Role[] }>();
  const update = useUpdateUser();

  const onOk = async () => {
    if (!user) return;
    const { roles } = await form.validateFields();
    update.mutate(
      { id: user.id, roles },
      {
        onSuccess: () => {
          message.success(t("admin.users.updated"));
          onClose();
        },
        onError: (err) => {
          const msg = serverMessage(err) ?? t("admin.users.updateFailed");
          if (!applyServerErrors(form, err, ["roles"]).length) message.error(msg);
        },
      },
    );
  };

  return (
    <Modal
      open={!!user}
      title={user ? t("admin.users.editRolesTitle", { username: user.username }) : ""}
      okText={t("common.actions.save")}
      cancelText={t("common.actions.cancel")}
      onOk={() => void onOk().catch(() => {})}
      onCancel={onClose}
      confirmLoading={update.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ roles: user?.roles ?? [] }} preserve={false}>
        <RolesField />
      </Form>
    </Modal>
  );
}
