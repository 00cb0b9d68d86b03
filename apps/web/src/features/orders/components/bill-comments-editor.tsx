import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { REDLINE_LIMITS } from "@haiyun/shared/orders/bill-redlines";
import { Button, Flex, Form, Input, Select, Typography } from "antd";
import type { Rule } from "antd/es/form";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useBillSource } from "../api/bill-rounds";
import { redlineOptions } from "./bill-redline-paths";

/** What the bill dialog's form keeps per comment row. */
export interface BillCommentValue {
  field?: string;
  text?: string;
}

/** The rows as the body sends them: only rows with a field, texts trimmed. */
export function commentsToSend(rows: readonly BillCommentValue[] | undefined) {
  return (rows ?? []).flatMap((row) => (row.field ? [{ field: row.field, text: (row.text ?? "").trim() }] : []));
}

/**
 * The returned bill's "field + comment" rows (a Form.List named `comments` in the dialog's form):
 * the field is chosen from the instruction's parties, cargo, sailing and each container row.
 */
export function BillCommentsEditor({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const source = useBillSource(orderId, true);
  const groups = useMemo(
    () => (source.data ? redlineOptions(source.data, t) : redlineOptions({ contacts: [], containers: [] }, t)),
    [source.data, t],
  );
  const fieldRules = (index: number): Rule[] => [
    { required: true, message: t("redlines.editor.fieldRequired") },
    ({ getFieldValue }) => ({
      validator: async (_rule, value?: string) => {
        const rows = (getFieldValue("comments") ?? []) as BillCommentValue[];
        if (value && rows.some((row, other) => other < index && row?.field === value)) {
          throw new Error(t("redlines.editor.duplicate"));
        }
      },
    }),
  ];
  const textRules: Rule[] = [
    { required: true, whitespace: true, message: t("redlines.editor.textRequired") },
    { max: REDLINE_LIMITS.TEXT_MAX, message: t("redlines.editor.textTooLong", { max: REDLINE_LIMITS.TEXT_MAX }) },
  ];
  return (
    <div data-testid="bill-comments">
      <Typography.Text strong>{t("redlines.editor.title")}</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {t("redlines.editor.hint")}
      </Typography.Paragraph>
      <Form.List name="comments">
        {(rows, { add, remove }) => (
          <Flex vertical gap={4}>
            {rows.map((row, index) => (
              <Flex key={row.key} gap={8} wrap align="start" data-testid={`bill-comment-${index}`}>
                <Form.Item
                  name={[row.name, "field"]}
                  rules={fieldRules(index)}
                  dependencies={[["comments"]]}
                  style={{ flex: "1 1 220px", marginBottom: 8 }}
                >
                  <Select
                    aria-label={t("redlines.editor.field")}
                    placeholder={t("redlines.editor.fieldPlaceholder")}
                    showSearch
                    optionFilterProp="label"
                    loading={source.isPending}
                    options={groups.map((group) => ({ label: group.label, title: group.key, options: group.options }))}
                  />
                </Form.Item>
                <Form.Item name={[row.name, "text"]} rules={textRules} style={{ flex: "2 1 260px", marginBottom: 8 }}>
                  <Input.TextArea
                    aria-label={t("redlines.editor.text")}
                    placeholder={t("redlines.editor.textPlaceholder")}
                    autoSize={{ minRows: 1, maxRows: 4 }}
                    maxLength={REDLINE_LIMITS.TEXT_MAX}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t("redlines.editor.remove", { n: index + 1 })}
                  onClick={() => remove(row.name)}
                />
              </Flex>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({})}
              disabled={rows.length >= REDLINE_LIMITS.COMMENTS_MAX}
              title={
                rows.length >= REDLINE_LIMITS.COMMENTS_MAX
                  ? t("redlines.editor.tooMany", { max: REDLINE_LIMITS.COMMENTS_MAX })
                  : undefined
              }
            >
              {t("redlines.editor.add")}
            </Button>
          </Flex>
        )}
      </Form.List>
    </div>
  );
}
