import { DownOutlined, UpOutlined } from "@ant-design/icons";
import { Button, Form, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterCol, FilterRow, FilterStandIn } from "../../../components/list-page";
import { useLookupStatus } from "../../../components/lookup-status";
import { ReferenceSelect } from "../../../components/reference-select";
import { useFormFollows } from "../../../lib/list/use-form-follows";
import { useReferenceList } from "../../../lib/reference-data";
import { useIsMobile } from "../../../lib/use-media-query";
import { useMountedLater } from "../../../lib/use-mounted-later";
import { useOpenedOnce } from "../../../lib/use-opened-once";
import type { QuoteFilters } from "../api/quotes-api";

interface Values {
  pol_id?: number | null;
  to_id?: number | null;
  carrier_id?: number[];
  forwarder_id?: number[];
}

const valuesOf = (filters: QuoteFilters): Values => ({
  pol_id: filters.pol_id ?? null,
  to_id: filters.to_id ?? null,
  carrier_id: filters.carrier_id ?? [],
  forwarder_id: filters.forwarder_id ?? [],
});

function ForwarderSelect({
  value,
  onChange,
  placeholder,
}: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const forwarders = useReferenceList("forwarder");
  const lookup = useLookupStatus(forwarders, "forwarder");
  // the quotes name a forwarder by its account; the directory entry lends the name
  const options = (forwarders.data ?? []).flatMap((item) => (item.user_id ? [{ value: item.user_id, label: item.name }] : []));
  return (
    <Select
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: "label" }}
      {...lookup}
      aria-label={t("quotes.filters.forwarders")}
      placeholder={placeholder ?? t("common.selectPlaceholder")}
      value={value ?? []}
      onChange={onChange}
      options={options}
      maxTagCount="responsive"
      style={{ width: "100%" }}
    />
  );
}

/** Origin port, destination, carriers (multi) and — with quote_forwarder — forwarders (multi). */
export function QuoteFilterBar({
  value,
  withForwarder,
  onSearch,
}: {
  value: QuoteFilters;
  withForwarder: boolean;
  onSearch: (filters: QuoteFilters) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  useFormFollows(form, valuesOf(value));
  const label = (key: string) => t(`quotes.filters.${key}`);
  // the whole store, the fields of a panel never opened among them (useFormFollows keeps it)
  const search = () => {
    const values = form.getFieldsValue(true);
    onSearch({
      ...value,
      pol_id: values.pol_id ?? undefined,
      to_id: values.to_id ?? undefined,
      carrier_id: values.carrier_id?.length ? values.carrier_id : undefined,
      forwarder_id: withForwarder && values.forwarder_id?.length ? values.forwarder_id : undefined,
    });
  };
  const span = withForwarder ? 5 : 6;
  // On a phone the lane comes first and the carriers and forwarders wait in a panel that mounts
  // when first opened (by itself when one is set): a multiple select measures itself on mount, the
  // longest task of the first screen on a phone's processor
  const isMobile = useIsMobile();
  const narrowed = !!(value.carrier_id?.length || (withForwarder && value.forwarder_id?.length));
  const [more, setMore] = useState(false);
  const shown = !isMobile || more || narrowed;
  // kept mounted once opened: closing the panel only hides it
  const opened = useOpenedOnce(shown);
  const hide = shown ? undefined : { display: "none" };
  // A field is named by a label above it on a wide screen; on a phone by its placeholder, as the
  // bookings' filters are: antd's labelled item measures itself each time it renders (a forced
  // layout of the whole page, twice in the first screen's longest task on a phone)
  const named = (key: string) => (isMobile ? { noStyle: true } : { label: label(key) });
  // and the port selects come in the commit after the page's first (stand-ins hold their places)
  const selects = useMountedLater(isMobile);
  const placeholder = (key: string) => (isMobile ? label(key) : undefined);
  const port = (name: "pol_id" | "to_id", key: string) => (
    <FilterCol xs={24} sm={12} lg={span}>
      {selects ? (
        <Form.Item name={name} {...named(key)}>
          <ReferenceSelect kind="port" aria-label={label(key)} placeholder={placeholder(key)} />
        </Form.Item>
      ) : (
        <FilterStandIn placeholder={value[name] ? undefined : placeholder(key)} />
      )}
    </FilterCol>
  );
  const many = (
    <>
      <FilterCol xs={24} sm={12} lg={span} style={hide}>
        <Form.Item name="carrier_id" {...named("carriers")}>
          <ReferenceSelect kind="carrier" multiple aria-label={label("carriers")} placeholder={placeholder("carriers")} />
        </Form.Item>
      </FilterCol>
      {withForwarder && (
        <FilterCol xs={24} sm={12} lg={span} style={hide}>
          <Form.Item name="forwarder_id" {...named("forwarders")}>
            <ForwarderSelect placeholder={placeholder("forwarders")} />
          </Form.Item>
        </FilterCol>
      )}
    </>
  );
  const buttons = (
    <>
      <Button type="primary" htmlType="submit" style={{ marginRight: 8 }}>
        {label("search")}
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          onSearch({ field: value.field, order: value.order });
        }}
      >
        {label("reset")}
      </Button>
      {isMobile && !narrowed && (
        <Button
          type="link"
          aria-expanded={more}
          icon={more ? <UpOutlined /> : <DownOutlined />}
          iconPlacement="end"
          onClick={() => setMore((open) => !open)}
          style={{ paddingInline: 0, marginLeft: 8 }}
        >
          {label(more ? "less" : "more")}
        </Button>
      )}
    </>
  );
  return (
    <Form<Values> form={form} layout="vertical" onFinish={search}>
      <FilterRow gutter={isMobile ? [8, 8] : [8, 0]} align="bottom">
        {port("pol_id", "pol")}
        {port("to_id", "to")}
        {opened && many}
        <FilterCol xs={24} lg={4}>
          {isMobile ? <div>{buttons}</div> : <Form.Item>{buttons}</Form.Item>}
        </FilterCol>
      </FilterRow>
    </Form>
  );
}
