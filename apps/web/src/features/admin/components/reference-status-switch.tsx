import type { AdminReferenceKind } from "@haiyun/shared/schemas/reference-admin";
import { App, Popconfirm, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../../lib/form-errors";
import { type AdminReferenceItem, useSaveReference } from "../api/reference";

/** Offers an entry again at once; withdraws it after a confirmation saying what that means. */
export function ReferenceStatusSwitch({ kind, entry }: { kind: AdminReferenceKind; entry: AdminReferenceItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useSaveReference(kind);
  const next = !entry.enabled;
  const name = `${entry.code} ${entry.name_cn} / ${entry.name_en}`;

  const change = () =>
    save.mutateAsync({ id: entry.id, enabled: next }).then(
      () => message.success(t(next ? "admin.reference.enabledDone" : "admin.reference.disabledDone", { name })),
      (err: unknown) => message.error(serverMessage(err) ?? t("admin.reference.saveFailed")),
    );

  const toggle = (
    <Switch
      checked={entry.enabled}
      loading={save.isPending}
      checkedChildren={t("admin.reference.enabled")}
      unCheckedChildren={t("admin.reference.disabled")}
      aria-label={t("admin.reference.statusOf", { code: entry.code })}
      onClick={next ? () => void change() : undefined}
    />
  );
  if (next) return toggle;
  return (
    <Popconfirm
      title={t("admin.reference.disableConfirm", { name })}
      description={t("admin.reference.disableHint")}
      okText={t("common.actions.confirm")}
      cancelText={t("common.actions.cancel")}
      onConfirm={change}
    >
      {toggle}
    </Popconfirm>
  );
}
