import { contractOf } from "@haiyun/shared/schemas/order-contract";
import type { QueryKey } from "@tanstack/react-query";
import { App, Button, Flex, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { type PlainAction, removesOrder } from "../api/order-action-kinds";
import type { OrderActionVariables } from "../api/use-order-action";
import { useOrderAction } from "../api/use-order-action";
import { stepErrorText } from "./step-error";

export interface ConfirmDialogProps {
  /** the order and the action taken on it; closed when null */
  target: { id: number; order_no: string; action: PlainAction } | null;
  onClose: () => void;
  /** the action removed the order (its answer is nothing): the page leaves it */
  onGone?: () => void;
  refresh?: readonly QueryKey[];
}

/**
 * Any action that carries nothing: its question (`actions.<action>.dialog`) is the whole dialog.
 * One that removes the order is asked in red.
 */
export function ConfirmDialog({ target, onClose, onGone, refresh }: ConfirmDialogProps) {
  const { t, i18n } = useTranslation();
  const action = target?.action;
  const text = (key: string, values?: Record<string, string>) =>
    action && i18n.exists(`actions.${action}.dialog.${key}`)
      ? t(`actions.${action}.dialog.${key}`, { orderNo: target?.order_no, ...values })
      : null;
  return (
    <Modal
      open={target !== null}
      title={action ? (text("title") ?? t(`actions.${action}.button`)) : null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {target && <ConfirmBody target={target} text={text} onClose={onClose} onGone={onGone} refresh={refresh} />}
    </Modal>
  );
}

type BodyProps = Omit<ConfirmDialogProps, "target"> & {
  target: NonNullable<ConfirmDialogProps["target"]>;
  text: (key: string, values?: Record<string, string>) => string | null;
};

function ConfirmBody({ target, text, onClose, onGone, refresh }: BodyProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { id, action } = target;
  const act = useOrderAction(action, { refresh });
  const gone = removesOrder(action);

  const take = async () => {
    // an action whose contract has no body sends none; the others an empty one (the client adds the order)
    const body = contractOf(action).body === null ? undefined : {};
    try {
      await act.mutateAsync({ id, body } as OrderActionVariables<PlainAction>);
      message.success(text("done") ?? "");
      onClose();
      if (gone) onGone?.();
    } catch (err) {
      const msg = stepErrorText(err, t);
      message.error(text("failed", { msg }) ?? t("ops.errors.actionFailed", { msg }));
      onClose();
    }
  };

  return (
    <>
      {text("question") && <Typography.Paragraph>{text("question")}</Typography.Paragraph>}
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        <Button type="primary" danger={gone} loading={act.isPending} onClick={() => void take()}>
          {text("ok") ?? t(`actions.${action}.button`)}
        </Button>
      </Flex>
    </>
  );
}
