import { amendSiSchema } from "@haiyun/shared/schemas/order-actions";
import { supplyModeIssues } from "@haiyun/shared/schemas/supply";
import { App, Button, Card, Col, Flex, Form, Input, Modal, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { CurrencySelect } from "../../../components/currency-select";
import { maxLengthOf, zodRule } from "../../../lib/form-rules";
import type { OrderActionBody } from "../../../lib/order-action-client";
import { showActionError } from "../../orders";
import { fieldsOf, type SupplyRecord, SupplySections, type SupplyValues, useSupplyJudge, valuesOf } from "../../supply";
import { useAmendSi } from "../api/ops-steps";

type AmendSiInput = OrderActionBody<"amend_si">;
type AmendValues = SupplyValues & { fee?: string; currency?: string; reason?: string };

const feeShape = amendSiSchema.shape;

export interface AmendSiModalProps {
  /** the order and its submitted instruction; closed when null */
  target: { id: number; order_no: string; supply: SupplyRecord } | null;
  onClose: () => void;
}

/**
 * A submitted instruction changes only through operations, for a change fee. The supply
 * form in an amend mode: the same sections and rules, plus the fee (0 waives it), its currency
 * and the reason, recorded on the order's timeline (PUT /ops/order/{id}/amend-si).
 */
export function AmendSiModal({ target, onClose }: AmendSiModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={target !== null}
      title={target ? t("ops.amend_si.title", { orderNo: target.order_no }) : null}
      onCancel={onClose}
      footer={null}
      width="min(1200px, 100%)"
      destroyOnHidden
    >
      {target && <AmendForm target={target} onClose={onClose} />}
    </Modal>
  );
}

function AmendForm({ target, onClose }: { target: NonNullable<AmendSiModalProps["target"]>; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<AmendValues>();
  const { supply } = target;
  const schema = useMemo(
    () =>
      amendSiSchema.superRefine((body, ctx) => {
        for (const issue of supplyModeIssues(body, supply.container_mode)) {
          ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
        }
      }),
    [supply.container_mode],
  );
  const judge = useSupplyJudge(form, supply, schema);
  const amend = useAmendSi();
  const initialValues = useMemo<AmendValues>(() => ({ ...valuesOf(supply), fee: "", currency: "USD", reason: "" }), [supply]);

  const bodyOfForm = () => {
    const values = form.getFieldsValue(true) as AmendValues;
    return {
      ...fieldsOf(values),
      fee: (values.fee ?? "").trim(),
      currency: values.currency ?? "",
      reason: (values.reason ?? "").trim(),
    };
  };

  const submit = async () => {
    const body = bodyOfForm();
    if (!(await judge.check(body, bodyOfForm))) return;
    modal.confirm({
      title: t("ops.amend_si.confirmTitle", { orderNo: target.order_no }),
      content: t("ops.amend_si.confirmContent", { fee: body.fee, currency: body.currency }),
      okText: t("ops.amend_si.submit"),
      cancelText: t("ops.actions.back"),
      onOk: () =>
        // judge.check has held the body to amend_si's schema (with the mode's rules) before this
        amend.mutateAsync({ id: target.id, body: body as AmendSiInput }).then(
          () => {
            message.success(t("ops.amend_si.done", { orderNo: target.order_no }));
            onClose();
          },
          (err: unknown) => {
            judge.showServerErrors(err, body);
            if (showActionError(err, { t, message })) onClose();
          },
        ),
    });
  };

  return (
    <Form<AmendValues> form={form} name="amend_si" layout="vertical" initialValues={initialValues}>
      <Flex vertical gap={16}>
        <SupplySections
          orderId={target.id}
          manifestEditable={false}
          onListChange={() => form.setFields([{ name: ["containers"], errors: [] }])}
        />
        <Card title={t("ops.amend_si.feeSection")}>
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <Form.Item
                name="fee"
                label={t("ops.amend_si.fee")}
                rules={[zodRule(feeShape.fee, t)]}
                required
                extra={t("ops.amend_si.feeHint")}
              >
                <Input inputMode="decimal" maxLength={13} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={6}>
              <Form.Item name="currency" label={t("ops.steps.fields.currency")} rules={[zodRule(feeShape.currency, t)]} required>
                <CurrencySelect />
              </Form.Item>
            </Col>
            <Col xs={24} sm={10}>
              <Form.Item name="reason" label={t("ops.amend_si.reason")} rules={[zodRule(feeShape.reason, t)]} required>
                <Input.TextArea rows={2} maxLength={maxLengthOf(feeShape.reason)} showCount />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t("ops.actions.back")}</Button>
          <Button type="primary" loading={amend.isPending} onClick={() => void submit()}>
            {t("ops.amend_si.submit")}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
