import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { LIMITS } from "@haiyun/shared/constants/limits";
import { RATE_LIMITS, ratePriceSchema } from "@haiyun/shared/schemas/rate";
import { App, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row } from "antd";
import type { Rule } from "antd/es/form";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { CurrencySelect } from "../../../components/currency-select";
import { ReferenceSelect } from "../../../components/reference-select";
import { applyServerErrors, serverMessage } from "../../../lib/form-errors";
import { requiredRule, validationMessage, zodRule } from "../../../lib/form-rules";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import { useIsMobile } from "../../../lib/use-media-query";
import type { Rate } from "../api/rate-keys";
import { type RatePayload, useSaveRate } from "../api/rates-api";

// The rate form: carrier, origin port, delivery place, unload port and validity required;
// at least one space ("please add at least one space"); each space a container type and a price
// above 0 ("please complete space info"); a price 0–999999.99 with 2 decimals; a type only once.

interface SpaceValues {
  container_id?: number | null;
  price?: string;
}

export interface RateValues {
  carrier_id?: number | null;
  pol_id?: number | null;
  pod_id?: number | null;
  to_id?: number | null;
  validity?: [Dayjs, Dayjs] | null;
  transit_days?: number | null;
  currency?: string;
  remark?: string;
  spaces?: SpaceValues[];
}

const FIELDS = ["carrier_id", "pol_id", "pod_id", "to_id", "validity", "transit_days", "currency", "remark", "spaces"];

function valuesOf(rate: Rate | null | undefined): RateValues {
  if (!rate) return { currency: "USD", spaces: [{}] };
  return {
    carrier_id: rate.carrier_id,
    pol_id: rate.pol_id,
    pod_id: rate.pod_id,
    to_id: rate.to_id,
    validity: [dayjs(rate.sdate), dayjs(rate.edate)],
    transit_days: rate.transit_days,
    currency: rate.currency,
    remark: rate.remark,
    spaces: rate.spaces.map((space) => ({ container_id: space.container_id, price: space.price })),
  };
}

export function payloadOf(values: RateValues): RatePayload {
  const [start, end] = values.validity ?? [];
  return {
    carrier_id: values.carrier_id ?? 0,
    pol_id: values.pol_id ?? 0,
    pod_id: values.pod_id ?? 0,
    to_id: values.to_id ?? 0,
    sdate: start?.format(FORM_DATE_FORMAT) ?? "",
    edate: end?.format(FORM_DATE_FORMAT) ?? "",
    transit_days: values.transit_days ?? null,
    currency: values.currency || "USD",
    remark: (values.remark ?? "").trim(),
    spaces: (values.spaces ?? []).map((space) => ({ container_id: space.container_id ?? 0, price: (space.price ?? "").trim() })),
  };
}

/** The server names a space's problem `spaces.0.price`; the form's field is ["spaces", 0, "price"]. */
function applyRateErrors(form: ReturnType<typeof Form.useForm<RateValues>>[0], err: unknown): void {
  const mapped = applyServerErrors(form, err, FIELDS, { sdate: "validity", edate: "validity" });
  const first = mapped[0];
  if (first) form.scrollToField(first);
  const errors = (err as { errors?: { field: string; message: string }[] }).errors ?? [];
  const spaceErrors = errors.flatMap(({ field, message }) => {
    const [, row, name] = /^spaces\.(\d+)\.(container_id|price)$/.exec(field) ?? [];
    return row !== undefined && name !== undefined ? [{ row: Number(row), name: name as "price" | "container_id", message }] : [];
  });
  form.setFields(spaceErrors.map(({ row, name, message }) => ({ name: ["spaces", row, name], errors: [message] })));
}

export interface RateFormModalProps {
  open: boolean;
  /** the rate to edit; a new one is added when absent */
  rate?: Rate | null;
  onClose: () => void;
}

export function RateFormModal({ open, rate, onClose }: RateFormModalProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Modal
      open={open}
      title={t(rate ? "rates.form.editTitle" : "rates.form.addTitle")}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 760}
      destroyOnHidden
    >
      <RateForm rate={rate} onClose={onClose} />
    </Modal>
  );
}

function RateForm({ rate, onClose }: Omit<RateFormModalProps, "open">) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RateValues>();
  const save = useSaveRate();
  const label = (field: string) => t(`rates.fields.${field}`);
  const spaces = (Form.useWatch("spaces", form) as SpaceValues[] | undefined) ?? [];
  const incomplete = () => validationMessage(t, "v.rate_space_incomplete");

  const onFinish = (values: RateValues) => {
    save.mutate(
      { id: rate?.id, body: payloadOf(values) },
      {
        onSuccess: () => {
          message.success(t(rate ? "rates.notices.updated" : "rates.notices.created"));
          onClose();
        },
        onError: (err) => {
          applyRateErrors(form, err);
          message.error(t(rate ? "rates.errors.update" : "rates.errors.create", { msg: serverMessage(err) ?? err.message }));
        },
      },
    );
  };

  const spacesRule = {
    validator: async (_rule: unknown, list: SpaceValues[] | undefined) => {
      if (!list || list.length === 0) throw new Error(validationMessage(t, "v.rate_spaces_required"));
    },
  };
  const containerRules = (row: number): Rule[] => [
    {
      validator: async (_rule, value: number | null | undefined) => {
        if (!value) throw new Error(incomplete());
        if (spaces.slice(0, row).some((space) => space?.container_id === value)) {
          throw new Error(validationMessage(t, "v.duplicate"));
        }
      },
    },
  ];
  const port = (field: "pol_id" | "pod_id" | "to_id") => (
    <Col xs={24} md={12}>
      <Form.Item name={field} label={label(field)} rules={[requiredRule(t)]} required>
        <ReferenceSelect kind="port" aria-label={label(field)} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<RateValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(rate)}
      onFinish={onFinish}
      onFinishFailed={() => message.error(t("validation.check_form"))}
      scrollToFirstError
      preserve={false}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="carrier_id" label={label("carrier_id")} rules={[requiredRule(t)]} required>
            <ReferenceSelect kind="carrier" aria-label={label("carrier_id")} />
          </Form.Item>
        </Col>
        {port("pol_id")}
        {port("to_id")}
        {port("pod_id")}
        <Col xs={24} md={12}>
          <Form.Item name="validity" label={label("validity")} rules={[requiredRule(t)]} required>
            <DatePicker.RangePicker format={FORM_DATE_FORMAT} aria-label={label("validity")} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="transit_days" label={label("transit_days")}>
            <InputNumber
              min={0}
              max={RATE_LIMITS.TRANSIT_DAYS_MAX}
              precision={0}
              aria-label={label("transit_days")}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="currency" label={label("currency")} rules={[requiredRule(t)]}>
            <CurrencySelect aria-label={label("currency")} withName={false} />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="spaces" rules={[spacesRule]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, row) => (
              <Row key={field.key} gutter={8} wrap={false} align="top">
                <Col flex="auto" style={{ minWidth: 0 }}>
                  <Form.Item
                    name={[field.name, "container_id"]}
                    label={row === 0 ? label("container_id") : undefined}
                    rules={containerRules(row)}
                    required
                  >
                    <ReferenceSelect kind="container" aria-label={`${label("container_id")} ${row + 1}`} />
                  </Form.Item>
                </Col>
                <Col flex="180px">
                  <Form.Item
                    name={[field.name, "price"]}
                    label={row === 0 ? label("price") : undefined}
                    rules={[zodRule(ratePriceSchema, t)]}
                    tooltip={row === 0 ? t("rates.form.priceHint") : undefined}
                    required
                  >
                    <Input inputMode="decimal" maxLength={12} aria-label={`${label("price")} ${row + 1}`} />
                  </Form.Item>
                </Col>
                <Col flex="40px" style={{ paddingTop: row === 0 ? 30 : 0 }}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t("rates.actions.removeSpace")} ${row + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </Col>
              </Row>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({})}
              disabled={fields.length >= RATE_LIMITS.SPACES_MAX}
              style={{ marginBottom: 16 }}
            >
              {t("rates.actions.addSpace")}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="remark" label={label("remark")}>
        <Input.TextArea rows={2} maxLength={LIMITS.REMARK_MAX} showCount />
      </Form.Item>
      <Row justify="end" gutter={8}>
        <Col>
          <Button onClick={onClose}>{t("common.actions.cancel")}</Button>
        </Col>
        <Col>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t("common.actions.save")}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
