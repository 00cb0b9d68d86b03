import type { ConfirmBooking } from "@haiyun/shared/schemas/order-view";
import { Col, DatePicker, Form, Input, Row } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ReferenceSelect } from "../../../components/reference-select";
import { requiredRule } from "../../../lib/form-rules";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import type { OpsOrderDetail } from "../api/get-ops-order";

// The sailing of a booking confirmation as a roll-over or a re-confirmation changes it: SO, carrier,
// vessel, voyage, ETD, ETA and the three cut-offs, prefilled from the order's confirmation.

const DATE_TIME_FORMAT = `${FORM_DATE_FORMAT} HH:mm`;
const CUTOFFS = ["si_cutoff", "vgm_cutoff", "cy_cutoff"] as const;

export interface SailingValues {
  so_no?: string;
  carrier_id?: number | null;
  vessel?: string;
  voyage?: string;
  etd?: Dayjs | null;
  eta?: Dayjs | null;
  si_cutoff?: Dayjs | null;
  vgm_cutoff?: Dayjs | null;
  cy_cutoff?: Dayjs | null;
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
    si_cutoff: at(order.si_cutoff),
    vgm_cutoff: at(order.vgm_cutoff),
    cy_cutoff: at(order.cy_cutoff),
  };
}

/** The wire body (the confirm body): dates YYYY-MM-DD, cut-offs ISO 8601 in UTC. */
export function sailingBody(values: SailingValues): ConfirmBooking {
  return {
    so_no: values.so_no ?? "",
    carrier_id: values.carrier_id ?? 0,
    vessel: values.vessel ?? "",
    voyage: values.voyage ?? "",
    etd: values.etd?.format(FORM_DATE_FORMAT) ?? "",
    eta: values.eta?.format(FORM_DATE_FORMAT) ?? "",
    si_cutoff: values.si_cutoff?.toISOString() ?? "",
    vgm_cutoff: values.vgm_cutoff?.toISOString() ?? "",
    cy_cutoff: values.cy_cutoff?.toISOString() ?? "",
  };
}

/** The fields, for a Form whose values are SailingValues (under `prefix` when nested). */
export function SailingFields({ prefix = [] }: { prefix?: string[] }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`amendments.fields.${name}`);
  const rules = [requiredRule(t)];
  const text = (name: "so_no" | "vessel" | "voyage") => (
    <Col xs={24} md={12}>
      <Form.Item name={[...prefix, name]} label={label(name)} rules={rules}>
        <Input />
      </Form.Item>
    </Col>
  );
  const date = (name: "etd" | "eta" | (typeof CUTOFFS)[number], withTime: boolean) => (
    <Col xs={24} md={withTime ? 8 : 12} key={name}>
      <Form.Item name={[...prefix, name]} label={label(name)} rules={rules}>
        <DatePicker
          showTime={withTime ? { format: "HH:mm" } : false}
          format={withTime ? DATE_TIME_FORMAT : FORM_DATE_FORMAT}
          style={{ width: "100%" }}
        />
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
      {date("etd", false)}
      {date("eta", false)}
      {CUTOFFS.map((name) => date(name, true))}
    </Row>
  );
}
