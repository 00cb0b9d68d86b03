import { Button, Col, Form, Input, Row, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useFormFollows } from "../../../lib/list/use-form-follows";
import type { AdminReferenceFilters } from "../api/reference";

interface Props {
  value: AdminReferenceFilters;
  onSearch: (filters: AdminReferenceFilters) => void;
}

/** Code or either name, and the status; a new search starts again from page 1. */
export function ReferenceFilters({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminReferenceFilters>();
  useFormFollows(form, { keyword: value.keyword, enabled: value.enabled });
  const clean = (values: AdminReferenceFilters): AdminReferenceFilters => ({
    keyword: values.keyword?.trim() || undefined,
    enabled: values.enabled || undefined,
  });
  return (
    <Form<AdminReferenceFilters> form={form} onFinish={(values) => onSearch(clean(values))}>
      <Row gutter={[8, 8]}>
        <Col xs={24} md={10}>
          <Form.Item name="keyword" noStyle>
            <Input
              allowClear
              placeholder={t("admin.reference.keyword")}
              aria-label={t("admin.reference.keyword")}
              maxLength={100}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={5}>
          <Form.Item name="enabled" noStyle>
            <Select
              allowClear
              placeholder={t("admin.reference.allStatus")}
              aria-label={t("admin.reference.columns.status")}
              options={[
                { value: "true", label: t("admin.reference.enabled") },
                { value: "false", label: t("admin.reference.disabled") },
              ]}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={9}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t("admin.reference.search")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t("admin.reference.reset")}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
