import { Button, Col, Form, Input, Row, Select, Space } from "antd";
import { useTranslation } from "react-i18next";
import { useFormFollows } from "../../../lib/list/use-form-follows";
import type { AdminUserFilters } from "../api/users";
import { roleOptions } from "./role-labels";

interface Props {
  /** the filters of the list on screen (from the address bar) */
  value: AdminUserFilters;
  onSearch: (filters: AdminUserFilters) => void;
}

/** Keyword, role and status; a new search starts again from page 1 (usePagedQuery does that). */
export function UserFilters({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdminUserFilters>();
  // a link, Back or "clear filters" changes the list: the form follows
  useFormFollows(form, { keyword: value.keyword, role: value.role, enabled: value.enabled });
  const clean = (values: AdminUserFilters): AdminUserFilters => ({
    keyword: values.keyword?.trim() || undefined,
    role: values.role || undefined,
    enabled: values.enabled || undefined,
  });
  return (
    <Form<AdminUserFilters> form={form} onFinish={(values) => onSearch(clean(values))}>
      <Row gutter={[8, 8]}>
        <Col xs={24} md={10}>
          <Form.Item name="keyword" noStyle>
            <Input allowClear placeholder={t("admin.users.keyword")} aria-label={t("admin.users.keyword")} maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="role" noStyle>
            <Select
              allowClear
              placeholder={t("admin.users.allRoles")}
              aria-label={t("admin.users.columns.roles")}
              options={roleOptions(t)}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="enabled" noStyle>
            <Select
              allowClear
              placeholder={t("admin.users.allStatus")}
              aria-label={t("admin.users.columns.status")}
              options={[
                { value: "true", label: t("admin.users.enabled") },
                { value: "false", label: t("admin.users.disabled") },
              ]}
              style={{ width: "100%" }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Space>
            <Button type="primary" htmlType="submit">
              {t("admin.users.search")}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({});
              }}
            >
              {t("admin.users.reset")}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
