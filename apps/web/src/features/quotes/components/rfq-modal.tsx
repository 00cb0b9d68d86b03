import { readyDateSchema } from "@haiyun/shared/schemas/order";
import { RFQ_LIMITS } from "@haiyun/shared/schemas/rfq";
import { App, Button, Col, DatePicker, Form, Input, Modal, Row, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { keepEnterFromSubmitting } from "../../../lib/enter-guard";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { requiredRule, validationMessage } from "../../../lib/form-rules";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import type { Quote } from "../api/quotes-api";
import { useSendRfq } from "../api/rfq-api";

// The RFQ form: ready date (not before today), description, sales, booking space, target
// rate and potential volume all required; the route, carrier and forwarder are the quote's.

interface Values {
  ready_date?: Dayjs | null;
  description?: string;
  booking_space?: string;
  target_rate?: string;
  potential_vol?: string;
  sales?: string;
}

const TEXT_FIELDS = ["booking_space", "target_rate", "potential_vol", "sales"] as const;
const FIELDS = ["ready_date", "description", ...TEXT_FIELDS];

export function RfqModal({ quote, onClose }: { quote: Quote | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={!!quote} title={t("quotes.rfq.title")} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      {quote && <RfqForm quote={quote} onClose={onClose} />}
    </Modal>
  );
}

function RfqForm({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const send = useSendRfq();
  const label = (field: string) => t(`quotes.rfq.fields.${field}`);

  const onFinish = (values: Values) => {
    send.mutate(
      {
        pol: quote.pol_id,
        pod: quote.pod_id,
        to: quote.to_id,
        carrier: quote.carrier_id,
        rate: quote.id,
        ...(quote.forwarder_id ? { forwarder: quote.forwarder_id } : {}),
        ready_date: values.ready_date?.format(FORM_DATE_FORMAT) ?? "",
        description: (values.description ?? "").trim(),
        booking_space: (values.booking_space ?? "").trim(),
        target_rate: (values.target_rate ?? "").trim(),
        potential_vol: (values.potential_vol ?? "").trim(),
        sales: (values.sales ?? "").trim(),
      },
      {
        onSuccess: () => {
          message.success(t("quotes.rfq.sent"));
          onClose();
        },
        onError: (err) => {
          applyServerErrors(form, err, FIELDS);
          message.error(t("quotes.rfq.failed", { msg: serverMessage(err) ?? err.message }));
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onKeyDown={keepEnterFromSubmitting}
      onFinish={onFinish}
      onFinishFailed={() => message.error(t("validation.check_form"))}
    >
      <Typography.Paragraph type="secondary">
        {t("quotes.rfq.about", {
          carrier: quote.carrier_name,
          route: `${quote.pol_name} → ${quote.pod_name} → ${quote.to_name}`,
        })}
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="ready_date"
            label={label("ready_date")}
            required
            rules={[
              requiredRule(t),
              {
                validator: async (_rule, value: Dayjs | null) => {
                  if (value && !readyDateSchema.safeParse(value.format(FORM_DATE_FORMAT)).success) {
                    throw new Error(validationMessage(t, "v.date_past"));
                  }
                },
              },
            ]}
          >
            <DatePicker format={FORM_DATE_FORMAT} aria-label={label("ready_date")} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        {TEXT_FIELDS.map((field) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item name={field} label={label(field)} required rules={[requiredRule(t)]}>
              <Input maxLength={RFQ_LIMITS.FIELD_MAX} aria-label={label(field)} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.Item name="description" label={label("description")} required rules={[requiredRule(t)]}>
        <Input.TextArea rows={3} maxLength={RFQ_LIMITS.DESCRIPTION_MAX} showCount aria-label={label("description")} />
      </Form.Item>
      <Row justify="end" gutter={8}>
        <Col>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        </Col>
        <Col>
          <Button type="primary" htmlType="submit" loading={send.isPending}>
            {t("quotes.rfq.send")}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
