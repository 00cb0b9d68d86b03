import { DownOutlined, UpOutlined } from "@ant-design/icons";
import { Button, Form, Input, Select, Space } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateRangeField } from "../../../components/date-range-field";
import { FilterCol, FilterRow } from "../../../components/list-page";
import { ReferenceSelect } from "../../../components/reference-select";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import { useFormFollows } from "../../../lib/list/use-form-follows";
import { useIsMobile } from "../../../lib/use-media-query";
import { useOpenedOnce } from "../../../lib/use-opened-once";
import { type OrderFilters as Filters, StatusDot, useOrderStatuses, WIDER_ORDER_FILTERS } from "../../orders";

type Range = [Dayjs | null, Dayjs | null] | null;
type Values = Omit<Filters, "to_id" | "pol_id" | "carrier_id" | `${"create" | "etd" | "eta"}_${"from" | "to"}`> & {
  to_id?: number | null;
  pol_id?: number | null;
  carrier_id?: number | null;
  create?: Range;
  etd?: Range;
  eta?: Range;
};

const RANGES = ["create", "etd", "eta"] as const;
/**
 * The panel of the wider filters opens by itself when one of them is set. On a phone the delivery
 * place and status are in it too: the first screen is the keyword and the orders, and a
 * multiple select's measuring on mount was the longest task of that screen on a phone's processor.
 */
const isWider = (filters: Filters, isMobile: boolean) =>
  WIDER_ORDER_FILTERS.some((key) => filters[key] !== undefined) ||
  (isMobile && (filters.to_id !== undefined || filters.status !== undefined));

const rangeOf = (from?: string, to?: string): Range => (from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null);
const text = (value?: string) => value?.trim() || undefined;

function valuesOf(filters: Filters): Values {
  return {
    keyword: filters.keyword,
    to_id: filters.to_id ?? null,
    status: filters.status ?? [],
    order_no: filters.order_no,
    cust_ref_no: filters.cust_ref_no,
    pol_id: filters.pol_id ?? null,
    carrier_id: filters.carrier_id ?? null,
    vessel: filters.vessel,
    voyage: filters.voyage,
    create: rangeOf(filters.create_from, filters.create_to),
    etd: rangeOf(filters.etd_from, filters.etd_to),
    eta: rangeOf(filters.eta_from, filters.eta_to),
  };
}

function filtersOf(values: Values): Filters {
  const filters: Filters = {
    keyword: text(values.keyword),
    to_id: values.to_id ?? undefined,
    status: values.status?.length ? values.status : undefined,
    order_no: text(values.order_no),
    cust_ref_no: text(values.cust_ref_no),
    pol_id: values.pol_id ?? undefined,
    carrier_id: values.carrier_id ?? undefined,
    vessel: text(values.vessel),
    voyage: text(values.voyage),
  };
  for (const range of RANGES) {
    filters[`${range}_from`] = values[range]?.[0]?.format(FORM_DATE_FORMAT);
    filters[`${range}_to`] = values[range]?.[1]?.format(FORM_DATE_FORMAT);
  }
  return filters;
}

interface Props {
  /** the filters of the list on screen (from the address bar) */
  value: Filters;
  /** a new search starts again from page 1 (usePagedQuery does that) */
  onSearch: (filters: Filters) => void;
}

/** The bookings list's filters: keyword, delivery place and status; the wider filters in a panel. */
export function OrderFilters({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { options } = useOrderStatuses();
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(() => isWider(value, isMobile));
  // The panel's fields (two reference selects among them) mount when it first opens, not with the
  // page: on a phone they were a good part of the first screen's long tasks. Their values live in
  // the form's store all the same (useFormFollows writes them there), and the search reads the
  // whole store, mounted or not.
  const opened = useOpenedOnce(expanded);
  // a link, Back or "clear filters" changes the list: the form follows
  useFormFollows(form, valuesOf(value));
  const wider = isWider(value, isMobile);
  useEffect(() => {
    if (wider) setExpanded(true);
  }, [wider]);
  const label = (key: string) => t(`bookings.filters.${key}`);
  const range = (name: (typeof RANGES)[number]) => (
    <FilterCol xs={24} sm={12} lg={8}>
      <Form.Item name={name} label={label(name)}>
        <DateRangeField
          shown={expanded}
          allowEmpty={[true, true]}
          format={FORM_DATE_FORMAT}
          placeholder={[t("bookings.filters.from"), t("bookings.filters.to")]}
          aria-label={label(name)}
          style={{ width: "100%" }}
        />
      </Form.Item>
    </FilterCol>
  );
  // in the top row, a field named by its placeholder; in the panel, by a label as the others
  const toField = (inline: boolean) => (
    <Form.Item name="to_id" noStyle={inline} label={inline ? undefined : label("to_id")}>
      <ReferenceSelect kind="port" placeholder={inline ? label("to_id") : undefined} aria-label={label("to_id")} />
    </Form.Item>
  );
  const statusField = (inline: boolean) => (
    <Form.Item name="status" noStyle={inline} label={inline ? undefined : label("status")}>
      <Select
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        showSearch={{ optionFilterProp: "title" }}
        placeholder={t("bookings.filters.allStatuses")}
        aria-label={label("status")}
        options={options.map((option) => ({
          value: option.value,
          title: option.name,
          label: (
            <span>
              <StatusDot color={option.color} />
              {option.name}
            </span>
          ),
        }))}
        style={{ width: "100%" }}
      />
    </Form.Item>
  );
  const textItem = (name: "order_no" | "cust_ref_no" | "vessel" | "voyage") => (
    <FilterCol xs={24} sm={12} lg={8}>
      <Form.Item name={name} label={label(name)}>
        <Input allowClear maxLength={100} />
      </Form.Item>
    </FilterCol>
  );

  return (
    <Form<Values> form={form} layout="vertical" onFinish={() => onSearch(filtersOf(form.getFieldsValue(true)))}>
      <FilterRow gutter={[8, 8]}>
        <FilterCol xs={24} md={8}>
          <Form.Item name="keyword" noStyle>
            <Input allowClear placeholder={t("bookings.keyword")} aria-label={t("bookings.keyword")} maxLength={100} />
          </Form.Item>
        </FilterCol>
        {!isMobile && (
          <>
            <FilterCol xs={12} md={5}>
              {toField(true)}
            </FilterCol>
            <FilterCol xs={12} md={5}>
              {statusField(true)}
            </FilterCol>
          </>
        )}
        <FilterCol xs={24} md={6}>
          <Space wrap>
            <Button type="primary" htmlType="submit">
              {t("bookings.filters.search")}
            </Button>
            <Button
              onClick={() => {
                form.setFieldsValue(valuesOf({}));
                onSearch({});
              }}
            >
              {t("bookings.filters.reset")}
            </Button>
            <Button
              type="link"
              aria-expanded={expanded}
              icon={expanded ? <UpOutlined /> : <DownOutlined />}
              iconPlacement="end"
              onClick={() => setExpanded((open) => !open)}
              style={{ paddingInline: 0 }}
            >
              {t(expanded ? "bookings.filters.less" : "bookings.filters.more")}
            </Button>
          </Space>
        </FilterCol>
      </FilterRow>
      {/* kept mounted once opened: closing it only hides it */}
      <div hidden={!expanded} data-testid="more-filters" style={{ marginTop: 16 }}>
        {opened && (
          <FilterRow gutter={[16, 0]}>
            {isMobile && (
              <>
                <FilterCol xs={24}>{toField(false)}</FilterCol>
                <FilterCol xs={24}>{statusField(false)}</FilterCol>
              </>
            )}
            {textItem("order_no")}
            {textItem("cust_ref_no")}
            <FilterCol xs={24} sm={12} lg={8}>
              <Form.Item name="pol_id" label={label("pol_id")}>
                <ReferenceSelect kind="port" aria-label={label("pol_id")} />
              </Form.Item>
            </FilterCol>
            <FilterCol xs={24} sm={12} lg={8}>
              <Form.Item name="carrier_id" label={label("carrier_id")}>
                <ReferenceSelect kind="carrier" aria-label={label("carrier_id")} />
              </Form.Item>
            </FilterCol>
            {textItem("vessel")}
            {textItem("voyage")}
            {range("create")}
            {range("etd")}
            {range("eta")}
          </FilterRow>
        )}
      </div>
    </Form>
  );
}
