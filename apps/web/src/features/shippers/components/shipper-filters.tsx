import { Button, Col, Form, Input, Row, Space } from "antd";
import { useTranslation } from "react-i18next";
import { ReferenceSelect } from "../../../components/reference-select";
import { useFormFollows } from "../../../lib/list/use-form-follows";
import type { ShipperFilters as Filters } from "../api/list-shippers";

type Values = { company?: string; business_id?: number | null; port_id?: number | null; route_id?: number | null };

interface Props {
  /** the filters of the list on screen (from the address bar) */
  value: Filters;
  onSearch: (filters: Filters) => void;
}

/** Shippers: company name, business, port and route; a new search starts from page 1. */
export function ShipperFilters({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  // a link, Back or "clear filters" changes the list: the form follows
  useFormFollows(form, {
    company: value.company,
    business_id: value.business_id ?? null,
    port_id: value.port_id ?? null,
    route_id: value.route_id ?? null,
  });
  const clean = (values: Values): Filters => ({
    company: values.company?.trim() || undefined,
    business_id: values.business_id ?? undefined,
    port_id: values.port_id ?? undefined,
    route_id: values.route_id ?? undefined,
  });
  return (
    <Form<Values> form={form} onFinish={(values) => onSearch(clean(values))}>
      <Row gutter={[8, 8]}>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name="company" noStyle>
            <Input allowClear placeholder={t("shippers.companyPlaceholder")} aria-label={t("shippers.company")} maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} md={12} lg={5}>
          <Form.Item name="business_id" noStyle>
            <ReferenceSelect kind="business" placeholder={t("shippers.business")} aria-label={t("shippers.business")} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} md={12} lg={5}>
          <Form.Item name="port_id" noStyle>
            <ReferenceSelect kind="port" placeholder={t("shippers.port")} aria-label={t("shippers.port")} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8} md={12} lg={4}>
          <Form.Item name="route_id" noStyle>
            <ReferenceSelect kind="route" placeholder={t("shippers.route")} aria-label={t("shippers.route")} />
          </Form.Item>
        </Col>
        <Col xs={24} lg={4}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t("shippers.search")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t("shippers.reset")}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
