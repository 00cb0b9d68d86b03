import { LIMITS } from "@haiyun/shared/constants/limits";
import { bookingFieldsSchema } from "@haiyun/shared/schemas/order";
import { Card, Col, DatePicker, Form, Input, Row } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CommonTextInput } from "../../../../components/common-text-input";
import { ReferenceSelect } from "../../../../components/reference-select";
import { maxLengthOf } from "../../../../lib/form-rules";
import { FORM_DATE_FORMAT } from "../../../../lib/format";
import { BOOKING_HEAD_FIELDS, isPastDay, readyDateRule, ShipModeSelect, schemaRule } from "../../../orders";

const shape = bookingFieldsSchema.shape;
type Field = keyof typeof shape;

/** The fields a submitted booking needs: every head field but the carrier and the remark (optional). */
const REQUIRED: readonly Field[] = BOOKING_HEAD_FIELDS.filter((field) => field !== "carrier_id" && field !== "remark");

/** Booking from a quote: its carrier and route are the quote's (the server refuses others). */
function useQuoted() {
  const form = Form.useFormInstance();
  const quoteId = Form.useWatch("quote_id", { form, preserve: true }) as number | null | undefined;
  return !!quoteId;
}

function useItem() {
  const { t } = useTranslation();
  return (name: Field, control: ReactNode, extra?: { span?: number; hint?: string }) => {
    const label = t(`bookingForm.fields.${name}`);
    const rules = name === "ready_date" ? [readyDateRule(t)] : [schemaRule(shape[name], t, { field: label })];
    return (
      <Col xs={24} sm={extra?.span ?? 12}>
        <Form.Item name={name} label={label} rules={rules} required={REQUIRED.includes(name)} extra={extra?.hint}>
          {control}
        </Form.Item>
      </Col>
    );
  };
}

/** The booking form's general fields: reference, ready date, terms, ship mode, carrier, remark. */
export function BasicSection() {
  const { t } = useTranslation();
  const item = useItem();
  const quoted = useQuoted();
  return (
    <Card title={t("bookingForm.sections.basic")} style={{ height: "100%" }}>
      <Row gutter={16}>
        {item("cust_ref_no", <CommonTextInput maxLength={maxLengthOf(shape.cust_ref_no)} />)}
        {item(
          "ready_date",
          <DatePicker format={FORM_DATE_FORMAT} disabledDate={isPastDay} inputReadOnly={false} style={{ width: "100%" }} />,
        )}
        {item("inco_term_id", <ReferenceSelect kind="incoterm" />)}
        {item("freight_term_id", <ReferenceSelect kind="freight_term" />, { hint: t("bookingForm.freightTermHint") })}
        {item("ship_mode", <ShipModeSelect />)}
        {item("carrier_id", <ReferenceSelect kind="carrier" disabled={quoted} />, {
          hint: quoted ? t("bookingForm.quote.locked") : undefined,
        })}
        {item("remark", <Input.TextArea maxLength={LIMITS.REMARK_MAX} showCount autoSize={{ minRows: 2, maxRows: 6 }} />, {
          span: 24,
        })}
      </Row>
    </Card>
  );
}

/** Place of receipt, port of loading, port of discharge, place of delivery: searchable port selects. */
export function RouteSection({ style }: { style?: CSSProperties }) {
  const { t } = useTranslation();
  const item = useItem();
  const quoted = useQuoted();
  const locked = { hint: quoted ? t("bookingForm.quote.locked") : undefined };
  return (
    <Card title={t("bookingForm.sections.route")} style={style}>
      <Row gutter={16}>
        {item("from_id", <ReferenceSelect kind="port" />)}
        {item("pol_id", <ReferenceSelect kind="port" disabled={quoted} />, locked)}
        {item("pod_id", <ReferenceSelect kind="port" disabled={quoted} />, locked)}
        {item("to_id", <ReferenceSelect kind="port" disabled={quoted} />, locked)}
      </Row>
    </Card>
  );
}
