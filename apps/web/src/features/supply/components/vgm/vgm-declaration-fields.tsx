import { usualTare } from "@haiyun/shared/cargo/container-kind";
import {
  VGM_DECLARATION_METHODS,
  type VgmDeclarationMethod,
  vgmDeclarationSchema,
  vgmMethodCode,
} from "@haiyun/shared/cargo/special-cargo";
import { Button, Col, DatePicker, Form, InputNumber, Row, Select, Typography } from "antd";
import type { FormListFieldData } from "antd/es/form";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import { CommonTextInput } from "../../../../components/common-text-input";
import { maxLengthOf } from "../../../../lib/form-rules";
import { FORM_DATE_FORMAT, formatNumber } from "../../../../lib/format";
import { useLanguage } from "../../../../lib/list/use-language";
import { useReferenceList } from "../../../../lib/reference-data";
import { schemaRule } from "../../../orders";
import { useVgmRow } from "./vgm-cells";
import { useVgmLock } from "./vgm-context";
import { methodOf, vgmOf } from "./vgm-state";

const shape = vgmDeclarationSchema.shape;
const COL = { xs: 24, sm: 12, lg: 8 } as const;

/** SM1 or SM2; blank shows the order-wide method the row follows. */
function MethodSelect(props: {
  id?: string;
  value?: VgmDeclarationMethod | null;
  onChange?: (value: VgmDeclarationMethod | null) => void;
  fallback: VgmDeclarationMethod | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      id={props.id}
      disabled={props.disabled}
      value={props.value ?? props.fallback ?? undefined}
      onChange={(next) => props.onChange?.(next ?? null)}
      placeholder={t("common.selectPlaceholder")}
      options={VGM_DECLARATION_METHODS.map((method) => ({ value: method, label: t(`supply.vgm.methods.${method}`) }))}
    />
  );
}

/** The usual tare of the row's type, from its ISO size-type code (its trade code when the list gives none). */
function useUsualTare(containerId: number | null | undefined): number | null {
  const types = useReferenceList("container");
  const type = types.data?.find((item) => item.id === containerId);
  return type ? usualTare(type.iso_code || type.code) : null;
}

/**
 * A container's VGM declaration, below its row: the method (the order's by default), for SM2 the
 * tare from the box's CSC plate and the VGM it makes, the signatory, the weighing date and party.
 */
export function VgmDeclarationFields({ field }: { field: FormListFieldData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { form, row, orderMethod } = useVgmRow(field);
  const { cutOff } = useVgmLock();
  const disabled = Boolean(cutOff);
  const name = (key: string) => [field.name, "vgm_declaration", key];
  const tarePath = ["containers", field.name, "vgm_declaration", "tare_weight"];
  const usual = useUsualTare((row as { container_id?: number | null }).container_id);
  const method = methodOf(row, orderMethod);
  const tare = row.vgm_declaration?.tare_weight;
  const label = (key: string) => t(`supply.fields.${key}`);
  const rule = (key: "tare_weight" | "signatory" | "weighing_party") => [schemaRule(shape[key], t, { field: label(key) })];
  const proposeTare = () => {
    if (usual != null && form.getFieldValue(tarePath) == null) form.setFieldValue(tarePath, usual);
  };
  return (
    <Row gutter={12} data-testid={`vgm-declaration-${field.name}`}>
      <Col {...COL}>
        <Form.Item name={name("method")} label={label("method")}>
          <MethodSelect
            fallback={vgmMethodCode(orderMethod)}
            disabled={disabled}
            // beside the form's own change: a row turned to SM2 is proposed its type's usual tare
            onChange={(next) => {
              if (next === "SM2") proposeTare();
            }}
          />
        </Form.Item>
      </Col>
      {method === "SM2" && (
        <>
          <Col {...COL}>
            <Form.Item
              name={name("tare_weight")}
              label={label("tare_weight")}
              rules={rule("tare_weight")}
              extra={
                usual != null && tare == null && !disabled ? (
                  <Button type="link" size="small" onClick={proposeTare} style={{ padding: 0 }}>
                    {t("supply.vgm.useUsualTare", { tare: formatNumber(usual, language) })}
                  </Button>
                ) : (
                  t("supply.vgm.tareHint")
                )
              }
            >
              <InputNumber
                precision={0}
                min={0}
                disabled={disabled}
                style={{ width: "100%" }}
                placeholder={usual == null ? undefined : String(usual)}
              />
            </Form.Item>
          </Col>
          <Col {...COL}>
            <Form.Item label={t("supply.vgm.computed")} extra={t("supply.vgm.computedHint")}>
              <Typography.Text strong data-testid={`vgm-computed-${field.name}`}>
                {tare == null ? "—" : `${formatNumber(vgmOf(row, orderMethod), language) || "—"} KG`}
              </Typography.Text>
            </Form.Item>
          </Col>
        </>
      )}
      <Col {...COL}>
        <Form.Item name={name("signatory")} label={label("signatory")} rules={rule("signatory")}>
          <CommonTextInput maxLength={maxLengthOf(shape.signatory)} disabled={disabled} />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item
          name={name("weighed_at")}
          label={label("weighed_at")}
          getValueProps={(value: string | null | undefined) => ({ value: value ? dayjs(value) : null })}
          normalize={(value: Dayjs | null) => (value ? value.format(FORM_DATE_FORMAT) : null)}
        >
          <DatePicker
            format={FORM_DATE_FORMAT}
            disabled={disabled}
            // a box is weighed before its VGM is declared: never on a day still to come
            disabledDate={(day) => day.isAfter(dayjs(), "day")}
            style={{ width: "100%" }}
          />
        </Form.Item>
      </Col>
      <Col {...COL}>
        <Form.Item name={name("weighing_party")} label={label("weighing_party")} rules={rule("weighing_party")}>
          <CommonTextInput maxLength={maxLengthOf(shape.weighing_party)} disabled={disabled} />
        </Form.Item>
      </Col>
    </Row>
  );
}
