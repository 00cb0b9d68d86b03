import { BILL_MAX_LINES } from "@haiyun/shared/checks/carrier-ready";
import { LIMITS } from "@haiyun/shared/constants/limits";
import { supplyFieldsSchema } from "@haiyun/shared/schemas/supply";
import { Card, Col, Form, Row, Select } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { CommonTextArea } from "../../../components/common-text-input";
import { useLookupStatus } from "../../../components/lookup-status";
import { useDictionary } from "../../../lib/reference-data";
import { PrintedText, schemaRule } from "../../orders";
import { ManifestField } from "./manifest-field";

const ANY: Rule[] = [{ validator: async () => undefined }];

function VgmMethodSelect(props: { id?: string; value?: number | null; onChange?: (value: number | null) => void }) {
  const { t } = useTranslation();
  const methods = useDictionary("vgm_method");
  const lookup = useLookupStatus(methods, "vgm_method");
  return (
    <Select
      id={props.id}
      allowClear
      {...lookup}
      placeholder={t("common.selectPlaceholder")}
      value={props.value ?? undefined}
      onChange={(next) => props.onChange?.(next ?? null)}
      options={(methods.data ?? []).map((item) => ({ value: Number(item.value), label: item.name }))}
    />
  );
}

/** Marks (≤ 1024) and description (≤ 4096), both required; the VGM method; the manifest. */
export function SupplyCargo({ orderId, manifestEditable }: { orderId: number; manifestEditable: boolean }) {
  const { t } = useTranslation();
  const shape = supplyFieldsSchema.shape;
  const marks = Form.useWatch<string | undefined>("marks_no");
  const description = Form.useWatch<string | undefined>("description");
  const rule = (name: "marks_no" | "description") => [schemaRule(shape[name], t, { field: t(`supply.fields.${name}`) })];
  return (
    <Card title={t("supply.sections.cargo")}>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item
            name="marks_no"
            label={t("supply.fields.marks_no")}
            rules={rule("marks_no")}
            required
            extra={<PrintedText text={marks} max={BILL_MAX_LINES.marks} />}
          >
            <CommonTextArea rows={6} maxLength={LIMITS.MARKS_MAX} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item
            name="description"
            label={t("supply.fields.description")}
            rules={rule("description")}
            required
            extra={<PrintedText text={description} max={BILL_MAX_LINES.description} />}
          >
            <CommonTextArea rows={6} maxLength={LIMITS.DESCRIPTION_MAX} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="vgm_method" label={t("supply.fields.vgm_method")} rules={ANY} required>
            <VgmMethodSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item name="manifest" label={t("supply.fields.manifest_file")} rules={ANY} extra={t("supply.manifest.hint")}>
            <ManifestField orderId={orderId} disabled={!manifestEditable} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
