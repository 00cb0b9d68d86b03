import { Button, Col, DatePicker, Form, Row } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { ReferenceSelect } from "../../../components/reference-select";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import { useFormFollows } from "../../../lib/list/use-form-follows";
import type { RateFilters } from "../api/rate-keys";

interface Values {
  carrier_id?: number | null;
  pol_id?: number | null;
  to_id?: number | null;
  validity?: [Dayjs | null, Dayjs | null] | null;
}

const valuesOf = (filters: RateFilters): Values => ({
  carrier_id: filters.carrier_id ?? null,
  pol_id: filters.pol_id ?? null,
  to_id: filters.to_id ?? null,
  validity:
    filters.sdate || filters.edate
      ? [filters.sdate ? dayjs(filters.sdate) : null, filters.edate ? dayjs(filters.edate) : null]
      : null,
});

const filtersOf = (values: Values): RateFilters => ({
  carrier_id: values.carrier_id ?? undefined,
  pol_id: values.pol_id ?? undefined,
  to_id: values.to_id ?? undefined,
  sdate: values.validity?.[0]?.format(FORM_DATE_FORMAT),
  edate: values.validity?.[1]?.format(FORM_DATE_FORMAT),
});

/** Carrier, POL, delivery place and a validity range; the address bar holds what was searched. */
export function RateFilterBar({ value, onSearch }: { value: RateFilters; onSearch: (filters: RateFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  useFormFollows(form, valuesOf(value));
  const label = (key: string) => t(`rates.filters.${key}`);
  return (
    <Form<Values> form={form} layout="vertical" onFinish={(values) => onSearch(filtersOf(values))}>
      <Row gutter={[8, 0]} align="bottom">
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="carrier_id" label={label("carrier")}>
            <ReferenceSelect kind="carrier" aria-label={label("carrier")} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="pol_id" label={label("pol")}>
            <ReferenceSelect kind="port" aria-label={label("pol")} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="to_id" label={label("to")}>
            <ReferenceSelect kind="port" aria-label={label("to")} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="validity" label={label("validity")}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              format={FORM_DATE_FORMAT}
              placeholder={[label("from"), label("until")]}
              aria-label={label("validity")}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} lg={4}>
          <Form.Item>
            <Button type="primary" htmlType="submit" style={{ marginRight: 8 }}>
              {label("search")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {label("reset")}
            </Button>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
