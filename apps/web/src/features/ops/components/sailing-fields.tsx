import { type ConfirmBooking, confirmBookingSchema } from "@haiyun/shared/schemas/order-view";
import { Col, DatePicker, Form, Row } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { CommonTextInput } from "../../../components/common-text-input";
import { ReferenceSelect } from "../../../components/reference-select";
import { maxLengthOf, requiredRule } from "../../../lib/form-rules";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import type { OpsOrderDetail } from "../api/get-ops-order";
import { type CutOffRow, CutOffsEditor, cutOffsBody, initialCutOffRows } from "./cut-offs-editor";

// The sailing of a booking confirmation as a roll-over or a re-confirmation changes it: SO, carrier,
// vessel, voyage, ETD, ETA and the cut-offs (codes and local times at the port of loading, as the
// confirmation takes them), prefilled from the order's confirmation.

const DEFAULT_PORT_ZONE = "Asia/Shanghai";

export interface SailingValues {
  so_no?: string;
  carrier_id?: number | null;
  vessel?: string;
  voyage?: string;
  etd?: Dayjs | null;
  eta?: Dayjs | null;
  cut_offs?: CutOffRow[];
}

export function sailingOf(order: OpsOrderDetail): SailingValues {
  const at = (value: string | null) => (value ? dayjs(value) : null);
  return {
    so_no: order.so_no || undefined,
    carrier_id: order.carrier_id,
    vessel: order.vessel || undefined,
    voyage: order.voyage || undefined,
    etd: at(order.etd),
    eta: at(order.eta),
    cut_offs: initialCutOffRows(order.cut_offs, order.container_mode),
  };
}

/** The wire body (the confirm body): dates YYYY-MM-DD, cut-offs local at the port of loading. */
export function sailingBody(values: SailingValues): ConfirmBooking {
  return {
    so_no: values.so_no ?? "",
    carrier_id: values.carrier_id ?? 0,
    vessel: values.vessel ?? "",
    voyage: values.voyage ?? "",
    etd: values.etd?.format(FORM_DATE_FORMAT) ?? "",
    eta: values.eta?.format(FORM_DATE_FORMAT) ?? "",
    // the select offers only the code list; the server checks each code again
    cut_offs: cutOffsBody(values.cut_offs) as ConfirmBooking["cut_offs"],
  };
}

/** The fields, for a Form whose values are SailingValues (under `prefix` when nested). */
export function SailingFields({
  prefix = [],
  timeZone,
  containerMode,
}: {
  prefix?: string[];
  timeZone: string | null;
  containerMode: number;
}) {
  const { t } = useTranslation();
  const label = (name: string) => t(`amendments.fields.${name}`);
  const rules = [requiredRule(t)];
  const text = (name: "so_no" | "vessel" | "voyage") => (
    <Col xs={24} md={12}>
      <Form.Item name={[...prefix, name]} label={label(name)} rules={rules}>
        {/* written as the confirmation writes them: upper case, as typed into the confirm dialog */}
        <CommonTextInput maxLength={maxLengthOf(confirmBookingSchema.shape[name])} />
      </Form.Item>
    </Col>
  );
  const date = (name: "etd" | "eta") => (
    <Col xs={24} md={12} key={name}>
      <Form.Item name={[...prefix, name]} label={label(name)} rules={rules}>
        <DatePicker format={FORM_DATE_FORMAT} style={{ width: "100%" }} />
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {text("so_no")}
      <Col xs={24} md={12}>
        <Form.Item name={[...prefix, "carrier_id"]} label={label("carrier_id")} rules={rules}>
          <ReferenceSelect kind="carrier" />
        </Form.Item>
      </Col>
      {text("vessel")}
      {text("voyage")}
      {date("etd")}
      {date("eta")}
      <Col span={24}>
        <CutOffsEditor prefix={prefix} timeZone={timeZone ?? DEFAULT_PORT_ZONE} containerMode={containerMode} />
      </Col>
    </Row>
  );
}
