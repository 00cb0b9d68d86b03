import { LockOutlined } from "@ant-design/icons";
import { supplyContainerSchema } from "@haiyun/shared/schemas/supply";
import { Button, Flex, Form, InputNumber, Tooltip } from "antd";
import type { FormListFieldData } from "antd/es/form";
import { useTranslation } from "react-i18next";
import { ReadableTag } from "../../../../components/readable-tag";
import { rowLabel, schemaRule } from "../../../orders";
import { useVgmLock } from "./vgm-context";
import { isComputed, type VgmRowValues, type VgmState, vgmOf, vgmStateOf } from "./vgm-state";

/** The row's values and the order-wide method, as they change. */
export function useVgmRow(field: FormListFieldData) {
  const form = Form.useFormInstance();
  // preserve: the declaration's fields count while their sub-row is closed (unmounted) too
  const row = (Form.useWatch(["containers", field.name], { form, preserve: true }) ?? {}) as VgmRowValues;
  const orderMethod = Form.useWatch("vgm_method", { form, preserve: true }) as number | null | undefined;
  return { form, row, orderMethod };
}

/**
 * The VGM column: typed (SM1, or SM2 before its tare is given), else the cargo plus the tare shown
 * read-only; disabled once the VGM cut-off passed.
 */
export function VgmCell({ field, row: index }: { field: FormListFieldData; row: number }) {
  const { t } = useTranslation();
  const { row, orderMethod } = useVgmRow(field);
  const { cutOff } = useVgmLock();
  const column = t("supply.fields.vgm");
  const label = rowLabel(t, "vgm", index, column);
  if (isComputed(row, orderMethod)) {
    return (
      <Tooltip title={t("supply.vgm.computedHint")}>
        <InputNumber
          aria-label={label}
          value={vgmOf(row, orderMethod)}
          precision={3}
          readOnly
          variant="filled"
          style={{ width: "100%" }}
        />
      </Tooltip>
    );
  }
  return (
    <Form.Item
      name={[field.name, "vgm"]}
      rules={[schemaRule(supplyContainerSchema.shape.vgm, t, { field: column })]}
      style={{ margin: 0 }}
    >
      <InputNumber aria-label={label} precision={3} disabled={Boolean(cutOff)} style={{ width: "100%" }} />
    </Form.Item>
  );
}

const STATE_COLOR: Record<VgmState, string> = { missing: "warning", declared: "success", locked: "default" };

/** The row's VGM state as a tag, and the button that opens or closes its declaration below the row. */
export function VgmStateCell({
  field,
  row: index,
  expanded,
  onToggle,
}: {
  field: FormListFieldData;
  row: number;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { row, orderMethod } = useVgmRow(field);
  const { cutOff, message } = useVgmLock();
  const state = vgmStateOf(row, orderMethod, Boolean(cutOff));
  const tag = (
    <ReadableTag color={STATE_COLOR[state]} icon={state === "locked" ? <LockOutlined /> : undefined} data-state={state}>
      {t(`supply.vgm.states.${state}`)}
    </ReadableTag>
  );
  return (
    <Flex align="center" gap={4} wrap>
      {state === "locked" ? <Tooltip title={message}>{tag}</Tooltip> : tag}
      <Button
        type="link"
        size="small"
        aria-expanded={expanded}
        aria-label={t("supply.vgm.toggle", { row: index + 1 })}
        onClick={onToggle}
        style={{ paddingInline: 0 }}
      >
        {t(expanded ? "supply.vgm.hide" : "supply.vgm.show")}
      </Button>
    </Flex>
  );
}
