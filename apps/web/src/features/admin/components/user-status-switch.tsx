import { App, Popconfirm, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/form-errors";
import { type AdminUser, useUpdateUser } from "../api/users";

/** Enables or disables an account after a confirmation. */
export function UserStatusSwitch({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const update = useUpdateUser();
  const next = !user.enabled;

  const onConfirm = () =>
    update.mutateAsync({ id: user.id, enabled: next }).then(
      () => message.success(t("admin.users.updated")),
      (err: unknown) => message.error(serverMessage(err) ?? t("admin.users.updateFailed")),
    );

  return (
    <Popconfirm
      title={t(next ? "admin.users.enableConfirm" : "admin.users.disableConfirm", { username: user.username })}
      okText={t("common.actions.confirm")}
      cancelText={t("common.actions.cancel")}
      onConfirm={onConfirm}
    >
      <Switch
        checked={user.enabled}
        loading={update.isPending}
        checkedChildren={t("admin.users.enabled")}
        unCheckedChildren={t("admin.users.disabled")}
        aria-label={t("admin.users.columns.status")}
      />
    </Popconfirm>
  );
}
