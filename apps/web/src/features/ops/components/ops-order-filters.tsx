import { DownOutlined, UpOutlined } from "@ant-design/icons";
import { CARGO_FLAGS, type CargoFlag } from "@haiyun/shared/cargo/special-cargo";
import { Button, Col, Form, Input, Row, Select, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateRangeField } from "../../../components/date-range-field";
import { ReferenceSelect } from "../../../components/reference-select";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import { useFormFollows } from "../../../lib/list/use-form-follows";
import { StatusDot, useOrderStatuses, WIDER_ORDER_FILTERS } from "../../orders";
import type { OpsOrderFilters } from "../api/ops-keys";
import { WAITING } from "../utils/status-filter";

type Range = [Dayjs | null, Dayjs | null] | null;
type TextKey = "keyword" | "customer" | "order_no" | "cust_ref_no" | "vessel" | "voyage";
type IdKey = "to_id" | "pol_id" | "carrier_id";
type RangeKey = "created" | "etd" | "eta";

type FilterValues = Partial<Record<TextKey, string>> &
  Partial<Record<IdKey, number | null>> &
  Partial<Record<RangeKey, Range>> & { status?: number[]; request?: "open" | null; cargo?: CargoFlag | null };

const TEXTS: TextKey[] = ["keyword", "customer", "order_no", "cust_ref_no", "vessel", "voyage"];
const IDS: IdKey[] = ["to_id", "pol_id", "carrier_id"];
const RANGES: Record<RangeKey, [keyof OpsOrderFilters, keyof OpsOrderFilters]> = {
  created: ["create_from", "create_to"],
  etd: ["etd_from", "etd_to"],
  eta: ["eta_from", "eta_to"],
};
function valuesOf(filters: OpsOrderFilters): FilterValues {
  const values: FilterValues = {
    status: filters.status === "all" ? [] : (filters.status ?? WAITING),
    request: filters.request ?? null,
    cargo: filters.cargo ?? null,
  };
  for (const key of TEXTS) values[key] = filters[key];
  for (const key of IDS) values[key] = filters[key] ?? null;
  for (const [key, [from, to]] of Object.entries(RANGES) as [RangeKey, [keyof OpsOrderFilters, keyof OpsOrderFilters]][]) {
    const start = filters[from] as string | undefined;
    const end = filters[to] as string | undefined;
    values[key] = start || end ? [start ? dayjs(start) : null, end ? dayjs(end) : null] : null;
  }
  return values;
}

function filtersOf(values: FilterValues): OpsOrderFilters {
  // no status chosen is every status, said so in the address bar (no status there is the default)
  const filters: Record<string, unknown> = {
    status: values.status?.length ? values.status : "all",
    request: values.request ?? undefined,
    cargo: values.cargo ?? undefined,
  };
  for (const key of TEXTS) filters[key] = values[key]?.trim() || undefined;
  for (const key of IDS) filters[key] = values[key] ?? undefined;
  for (const [key, [from, to]] of Object.entries(RANGES) as [RangeKey, [string, string]][]) {
    filters[from] = values[key]?.[0]?.format(FORM_DATE_FORMAT);
    filters[to] = values[key]?.[1]?.format(FORM_DATE_FORMAT);
  }
  return filters as OpsOrderFilters;
}

interface Props {
  /** the filters of the list on screen (from the address bar) */
  value: OpsOrderFilters;
  onSearch: (filters: OpsOrderFilters) => void;
}

/**
 * The bookings list's filters plus the customer; the status starts at the orders waiting
 * for operations, and reset goes back there. A new search starts from page 1 (usePagedQuery).
 */
export function OpsOrderFilterForm({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterValues>();
  const { options } = useOrderStatuses();
  // the wider filters are in a panel that opens on demand
  const [wide, setWide] = useState(() => WIDER_ORDER_FILTERS.some((key) => value[key] !== undefined));
  const hidden = WIDER_ORDER_FILTERS.filter((key) => value[key] !== undefined).length;
  // a link, Back or "clear filters" changes the list: the form follows
  useFormFollows(form, valuesOf(value));

  const label = (key: string) => t(`ops.filters.${key}`);
  const item = (name: keyof FilterValues, control: ReactNode) => (
    <Col xs={24} sm={12} lg={6} key={name}>
      <Form.Item name={name} label={label(name)} style={{ marginBottom: 0 }}>
        {control}
      </Form.Item>
    </Col>
  );
  const text = (name: TextKey) => item(name, <Input allowClear maxLength={100} placeholder={label(`${name}Hint`)} />);
  const range = (name: RangeKey) =>
    item(name, <DateRangeField shown allowEmpty={[true, true]} format={FORM_DATE_FORMAT} style={{ width: "100%" }} />);

  return (
    <Form<FilterValues> form={form} layout="vertical" onFinish={(values) => onSearch(filtersOf(values))}>
      <Row gutter={[12, 8]}>
        {text("keyword")}
        {text("customer")}
        {item("to_id", <ReferenceSelect kind="port" />)}
        {item(
          "status",
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={label("allStatuses")}
            options={options.map(({ value: status, name, color }) => ({
              value: status,
              name,
              label: (
                <>
                  <StatusDot color={color} />
                  {name}
                </>
              ),
            }))}
            showSearch={{ optionFilterProp: "name" }}
          />,
        )}
        {item(
          "request",
          <Select
            allowClear
            placeholder={label("anyRequest")}
            options={[{ value: "open", label: label("openRequests") }]}
            // requests wait in any status: asking for them drops the status filter
            onChange={(request) => request && form.setFieldValue("status", [])}
          />,
        )}
        {item(
          "cargo",
          <Select
            allowClear
            placeholder={label("anyCargo")}
            options={CARGO_FLAGS.map((flag) => ({ value: flag, label: t(`opsCargo.filter.${flag}`) }))}
          />,
        )}
        {wide && (
          <>
            {text("order_no")}
            {text("cust_ref_no")}
            {item("pol_id", <ReferenceSelect kind="port" />)}
            {item("carrier_id", <ReferenceSelect kind="carrier" />)}
            {range("created")}
            {text("vessel")}
            {text("voyage")}
            {range("etd")}
            {range("eta")}
          </>
        )}
        <Col xs={24}>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {t("ops.filters.search")}
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue(valuesOf({}));
                onSearch({ status: WAITING });
              }}
            >
              {t("ops.filters.reset")}
            </Button>
            <Button
              type="link"
              icon={wide ? <UpOutlined /> : <DownOutlined />}
              onClick={() => setWide(!wide)}
              aria-expanded={wide}
            >
              {wide ? t("ops.filters.fewer") : hidden ? t("ops.filters.moreSet", { count: hidden }) : t("ops.filters.more")}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
