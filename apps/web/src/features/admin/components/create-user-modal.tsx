import type { Role } from "@haiyun/shared/constants/authorities";
import { adminUserCreateSchema } from "@haiyun/shared/schemas/account";
import { Alert, App, Form, Input, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { zodRule } from "../../../lib/form-rules";
import { useCreateUser } from "../api/users";
import { RolesField } from "./roles-field";

interface Values {
  username: string;
  linkman: string;
  company1?: string;
  roles: Role[];
}

const FIELDS = ["username", "linkman", "company1", "roles"];

/** Opens an account: e-mail, name, company and roles; the person sets a password through a mailed link. */
export function CreateUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateUser();
  const shape = adminUserCreateSchema.shape;

  const onOk = async () => {
    const values = await form.validateFields();
    create.mutate(
      {
        username: values.username.trim(),
        linkman: values.linkman.trim(),
        company1: values.company1?.trim() ?? "",
        roles: values.roles,
      },
      {
        onSuccess: (user) => {
          message.success(t("admin.users.created", { username: user.username }));
          onClose();
        },
        onError: (err) => {
          const msg = serverMessage(err) ?? t("admin.users.createFailed");
          if (!applyServerErrors(form, err, FIELDS).length) message.error(msg);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t("admin.users.createTitle")}
      okText={t("admin.users.createOk")}
      cancelText={t("common.actions.cancel")}
      onOk={() => void onOk().catch(() => {})}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={t("admin.users.createIntro")} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ roles: ["shipper"] }} preserve={false}>
        <Form.Item name="username" label={t("admin.users.columns.username")} rules={[zodRule(shape.username, t)]} required>
          <Input type="email" inputMode="email" autoComplete="off" maxLength={200} placeholder="name@example.com" />
        </Form.Item>
        <Form.Item name="linkman" label={t("admin.users.columns.linkman")} rules={[zodRule(shape.linkman, t)]} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="company1" label={t("admin.users.columns.company")}>
          <Input maxLength={200} />
        </Form.Item>
        <RolesField />
      </Form>
    </Modal>
  );
}
