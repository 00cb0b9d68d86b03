import { DeleteOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "../../lib/form-errors";

/** A feature's delete call: one call for any number of ids, all or nothing, answering the count. */
interface DeleteMutation {
  mutateAsync: (ids: number[]) => Promise<{ deleted: number }>;
}

/**
 * The rows ticked in a list and their deletion, one row or the batch after a confirmation. `texts` is
 * the feature's key: notices.deleted, batchDeleteTitle and batchDeleteConfirm (with `count`),
 * actions.delete and actions.batchDelete, errors.delete and, if the batch says it otherwise,
 * errors.batchDelete (with `msg`).
 */
export function useBatchDelete(remove: DeleteMutation, texts: string) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);

  const deleteIds = (ids: number[], batch: boolean) =>
    remove.mutateAsync(ids).then(
      ({ deleted }) => {
        message.success(t(`${texts}.notices.deleted`, { count: deleted }));
        setSelected((keys) => keys.filter((id) => !ids.includes(id)));
      },
      (err: Error) => {
        const failure = batch ? [`${texts}.errors.batchDelete`, `${texts}.errors.delete`] : `${texts}.errors.delete`;
        message.error(t(failure, { msg: serverMessage(err) ?? err.message }));
      },
    );

  const confirmBatchDelete = () =>
    modal.confirm({
      title: t(`${texts}.batchDeleteTitle`),
      content: t(`${texts}.batchDeleteConfirm`, { count: selected.length }),
      okText: t(`${texts}.actions.delete`),
      okButtonProps: { danger: true },
      cancelText: t("common.actions.cancel"),
      onOk: () => deleteIds(selected, true),
    });

  const label = t(`${texts}.actions.batchDelete`);
  const batchDeleteButton = (
    <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmBatchDelete}>
      {selected.length ? `${label} (${selected.length})` : label}
    </Button>
  );

  return { selected, setSelected, deleteOne: (id: number) => deleteIds([id], false), batchDeleteButton };
}
