import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { CUT_OFF_CODES, cutOffFitsMode, defaultCutOffCodes } from "@haiyun/shared/constants/cut-offs";
import type { CutOffView } from "@haiyun/shared/schemas/order-view";
import { zoneCity } from "@haiyun/shared/time/zone-cities";
import { Button, Col, DatePicker, Flex, Form, Row, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { requiredRule } from "../../../lib/form-rules";
import { FORM_DATE_FORMAT } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { cutOffLang, cutOffName } from "../../orders";

// The confirmation's cut-offs as a list: a DCSA code and a local date-time at the port of loading
// (the zone named above the list). The picker's value is only a wall-clock time: it goes out as
// "2026-12-01T17:00" without an offset, and the server reads it in the port's zone.

export interface CutOffRow {
  code?: string;
  at?: Dayjs | null;
}

const LOCAL_FORMAT = "YYYY-MM-DDTHH:mm";

/** The rows the form opens with: the order's cut-offs as set, else DCO, VCO and the delivery cut-off, empty. */
export function initialCutOffRows(cutOffs: CutOffView[], containerMode: number): CutOffRow[] {
  if (cutOffs.length > 0) return cutOffs.map((cutOff) => ({ code: cutOff.code, at: dayjs(cutOff.at.slice(0, 16)) }));
  return defaultCutOffCodes(containerMode).map((code) => ({ code, at: null }));
}

/** The rows as the wire takes them: `{ code, at: "2026-12-01T17:00" }` (local at the port of loading). */
export function cutOffsBody(rows: CutOffRow[] | undefined) {
  return (rows ?? []).map((row) => ({ code: row.code ?? "", at: row.at ? row.at.format(LOCAL_FORMAT) : "" }));
}

/** A row's local date-time, labelled by the row's code ("Documentation cut-off (DCO)"), so each reads apart. */
function CutOffTime({ name, prefix }: { name: number; prefix: string[] }) {
  const { t } = useTranslation();
  const lang = cutOffLang(useLanguage());
  const code: string | undefined = Form.useWatch([...prefix, "cut_offs", name, "code"]);
  return (
    <Form.Item name={[name, "at"]} rules={[requiredRule(t)]}>
      <DatePicker
        showTime={{ format: "HH:mm" }}
        format={`${FORM_DATE_FORMAT} HH:mm`}
        style={{ width: "100%" }}
        aria-label={code ? `${cutOffName(code, lang)} (${code})` : t("ops.confirm_booking.cutOffAt")}
        placeholder={t("ops.confirm_booking.cutOffAt")}
      />
    </Form.Item>
  );
}

/**
 * Form.List "cut_offs" (under `prefix` when nested): code select, local date-time, remove; an add
 * button below. The codes are those of the order's mode: no FCL delivery cut-off on an LCL order.
 */
export function CutOffsEditor({
  timeZone,
  containerMode,
  prefix = [],
}: {
  timeZone: string;
  containerMode: number;
  prefix?: string[];
}) {
  const { t } = useTranslation();
  const lang = cutOffLang(useLanguage());
  const options = CUT_OFF_CODES.filter((code) => cutOffFitsMode(code, containerMode)).map((code) => ({
    value: code,
    label: `${code} · ${cutOffName(code, lang)}`,
  }));
  return (
    <Form.Item
      label={t("ops.confirm_booking.fields.cut_offs")}
      extra={t("ops.confirm_booking.cutOffZone", { city: zoneCity(timeZone, lang), zone: timeZone })}
      required
    >
      <Form.List name={[...prefix, "cut_offs"]}>
        {(fields, { add, remove }) => (
          <Flex vertical gap={0}>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} wrap={false} align="top">
                <Col flex="1 1 50%">
                  <Form.Item name={[field.name, "code"]} rules={[requiredRule(t)]}>
                    <Select
                      options={options}
                      showSearch
                      optionFilterProp="label"
                      aria-label={t("ops.confirm_booking.cutOffCode")}
                      placeholder={t("ops.confirm_booking.cutOffCode")}
                    />
                  </Form.Item>
                </Col>
                <Col flex="1 1 50%">
                  <CutOffTime name={field.name} prefix={prefix} />
                </Col>
                <Col flex="none">
                  <Button
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                    aria-label={t("ops.confirm_booking.removeCutOff")}
                  />
                </Col>
              </Row>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ at: null })}>
              {t("ops.confirm_booking.addCutOff")}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
