import { isReeferType, takesOutOfGauge } from "@haiyun/shared/cargo/container-kind";
import { Flex, Form, Tag } from "antd";
import type { FormListFieldData } from "antd/es/form";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useReferenceList } from "../../../../../lib/reference-data";
import { specialCargoTags } from "../../../../orders";
import { DangerousGoodsControl, OogControl, ReeferControl } from "./special-cargo-controls";
import type { SpecialCargoValues } from "./special-values";

/**
 * A container type's ISO size-type code, from the reference list; `known` is
 * false until the list has loaded and names the type (a type an admin has since disabled is not listed).
 */
export function useContainerKind(containerId: number | null | undefined) {
  const types = useReferenceList("container");
  const entry = containerId ? types.data?.find((type) => type.id === containerId) : undefined;
  return { iso: entry?.iso_code, known: Boolean(entry) };
}

type Row = SpecialCargoValues & { container_id?: number | null };
const ITEM = { margin: 0 };

/**
 * A row's special cargo: its tags, and the editors that apply — dangerous goods on every row,
 * reefer settings on a reefer type, out-of-gauge dimensions on an open top or a flat rack.
 * Choosing a type that takes no reefer settings (or no out of gauge) drops them from the row.
 */
export function SpecialCargoCell({
  list,
  field,
  row,
}: {
  list: "spaces" | "containers" | "cargos";
  field: FormListFieldData;
  row: number;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const values = (Form.useWatch([list, field.name], form) as Row | undefined) ?? {};
  const boxed = list !== "cargos";
  const { iso, known } = useContainerKind(boxed ? values.container_id : null);
  // a type not (yet) known keeps what the row holds editable rather than hiding it
  const takesReefer = boxed && (isReeferType(iso) || (!known && Boolean(values.reefer)));
  const takesOog = boxed && (takesOutOfGauge(iso) || (!known && Boolean(values.oog)));
  const hasReefer = Boolean(values.reefer);
  const hasOog = Boolean(values.oog);

  useEffect(() => {
    if (!known) return;
    if (!takesReefer && hasReefer) form.setFieldValue([list, field.name, "reefer"], null);
    if (!takesOog && hasOog) form.setFieldValue([list, field.name, "oog"], null);
  }, [known, takesReefer, takesOog, hasReefer, hasOog, form, list, field.name]);

  const tags = specialCargoTags(t, { ...values, reefer: takesReefer ? values.reefer : null, oog: takesOog ? values.oog : null });
  return (
    <Flex wrap gap={4} align="center" data-testid={`special-cargo-${list}-${row}`}>
      <Form.Item name={[field.name, "dangerous_goods"]} style={ITEM}>
        <DangerousGoodsControl row={row} />
      </Form.Item>
      {takesReefer && (
        <Form.Item name={[field.name, "reefer"]} style={ITEM}>
          <ReeferControl row={row} />
        </Form.Item>
      )}
      {takesOog && (
        <Form.Item name={[field.name, "oog"]} style={ITEM}>
          <OogControl row={row} />
        </Form.Item>
      )}
      {tags.map((tag, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two dangerous goods may read alike; the tags never reorder
        <Tag key={index} color={index < (values.dangerous_goods?.length ?? 0) ? "red" : "blue"} style={{ margin: 0 }}>
          {tag}
        </Tag>
      ))}
    </Flex>
  );
}
