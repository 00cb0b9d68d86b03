import { revisionBodySchema } from "@haiyun/shared/schemas/si-revision";
import { supplyModeIssues } from "@haiyun/shared/schemas/supply";
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Modal, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../lib/list/use-language";
import {
  feeText,
  type PreviewBody,
  previewRevision,
  type ReviseBody,
  RevisionDiff,
  type RevisionPreview,
  useReviseSi,
} from "../../revisions";
import type { SupplyRecord } from "../api/get-supply";
import { SupplySections } from "./supply-sections";
import { fieldsOf, type SupplyValues, valuesOf } from "./supply-values";
import { useSupplyJudge } from "./use-supply-judge";

type ReviseValues = SupplyValues & { reason?: string };

export interface ReviseSiModalProps {
  /** the order and its instruction in force; closed when null */
  target: { id: number; order_no: string; supply: SupplyRecord } | null;
  onClose: () => void;
}

/**
 * The supply form in revision mode, prefilled from the instruction in force. Before anything is
 * sent the page previews the difference and the fee of the moment; the customer confirms the
 * one-time warning, and the revision goes to operations with `accept_fee: true`.
 */
export function ReviseSiModal({ target, onClose }: ReviseSiModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== null}
      title={target ? t("revision.title", { orderNo: target.order_no }) : null}
      onCancel={onClose}
      footer={null}
      width="min(1200px, 100%)"
      destroyOnHidden
    >
      {target && <ReviseForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function PreviewContent({ preview }: { preview: RevisionPreview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Flex vertical gap={12} data-testid="revision-preview">
      <Descriptions
        size="small"
        column={1}
        items={[{ key: "fee", label: t("revision.feeLabel"), children: <strong>{feeText(t, preview.fee, language)}</strong> }]}
      />
      <Typography.Text strong>{t("revision.changes", { count: preview.diff.length })}</Typography.Text>
      <div style={{ maxHeight: 320, overflowY: "auto" }}>
        <RevisionDiff diff={preview.diff} />
      </div>
      <Alert type="warning" showIcon title={t("revision.warning")} />
    </Flex>
  );
}

function ReviseForm({ target, onClose }: { target: NonNullable<ReviseSiModalProps["target"]>; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<ReviseValues>();
  const [previewing, setPreviewing] = useState(false);
  const { supply } = target;
  const schema = useMemo(
    () =>
      revisionBodySchema.superRefine((body, ctx) => {
        for (const issue of supplyModeIssues(body, supply.container_mode)) {
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
        }
      }),
    [supply.container_mode],
  );
  const judge = useSupplyJudge(form, supply, schema);
  const revise = useReviseSi();
  const initialValues = useMemo<ReviseValues>(() => ({ ...valuesOf(supply), reason: "" }), [supply]);

  const bodyOfForm = () => {
    const values = form.getFieldsValue(true) as ReviseValues;
    return { ...fieldsOf(values), accept_fee: true as const, reason: (values.reason ?? "").trim() };
  };

  // judge.check has held the body to revise_si's schema (with the mode's rules) before this
  const send = (body: ReturnType<typeof bodyOfForm>) =>
    revise.mutateAsync({ id: target.id, body: body as ReviseBody }).then(
      () => {
        message.success(t("revision.submitted", { orderNo: target.order_no }));
        onClose();
      },
      (err: unknown) => {
        judge.showServerErrors(err, body);
        message.error(err instanceof Error ? err.message : t("api.unknown"));
      },
    );

  const submit = async () => {
    const body = bodyOfForm();
    if (!(await judge.check(body, bodyOfForm))) return;
    const { accept_fee: _accepted, reason: _reason, ...fields } = body;
    setPreviewing(true);
    let preview: RevisionPreview;
    try {
      preview = await previewRevision(target.id, fields as PreviewBody);
    } catch (err) {
      judge.showServerErrors(err, body);
      message.error(err instanceof Error ? err.message : t("api.unknown"));
      return;
    } finally {
      setPreviewing(false);
    }
    if (preview.diff.length === 0) {
      message.warning(t("revision.noChanges"));
      return;
    }
    modal.confirm({
      title: t("revision.previewTitle"),
      width: "min(640px, 100%)",
      content: <PreviewContent preview={preview} />,
      okText: t("revision.acceptFee"),
      cancelText: t("revision.back"),
      onOk: () => send(body),
    });
  };

  return (
    <Form<ReviseValues> form={form} name="revise_si" layout="vertical" initialValues={initialValues}>
      <Flex vertical gap={16}>
        <Alert type="info" showIcon title={t("revision.intro")} />
        <SupplySections
          orderId={target.id}
          manifestEditable={false}
          onListChange={() => form.setFields([{ name: ["containers"], errors: [] }])}
        />
        <Card size="small">
          <Form.Item name="reason" label={t("revision.reason")}>
            <Input.TextArea rows={2} maxLength={500} showCount placeholder={t("revision.reasonPlaceholder")} />
          </Form.Item>
        </Card>
        <Flex justify="end" gap={8} wrap>
          <Button onClick={onClose}>{t("revision.back")}</Button>
          <Button
            type="primary"
            loading={previewing || revise.isPending}
            onClick={() => void submit()}
            data-testid="revision-preview-button"
          >
            {t("revision.preview")}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
