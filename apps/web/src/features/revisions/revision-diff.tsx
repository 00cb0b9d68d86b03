import type { FieldChange } from "@haiyun/shared/orders/field-diff";
import { Flex, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useReferenceNames } from "../orders";
import { fieldText, valueText } from "./revision-text";

/** A revision's changed fields: label, before → after; a row or party added or removed as one line. */
export function RevisionDiff({ diff }: { diff: readonly FieldChange[] }) {
  const { t } = useTranslation();
  const nameOf = useReferenceNames();
  return (
    <Flex vertical gap={6} data-testid="revision-diff">
      {diff.map((change) => {
        const whole = change.before === null || change.after === null;
        const label = fieldText(t, change.field);
        return (
          <div key={change.field} style={{ wordBreak: "break-word" }}>
            <Typography.Text strong>{label}</Typography.Text>
            {whole && typeof (change.before ?? change.after) === "object" ? (
              <div>
                <Tag color={change.before === null ? "green" : "red"}>
                  {t(change.before === null ? "revision.added" : "revision.removed")}
                </Tag>
                <Typography.Text>{valueText(t, change.before ?? change.after, change.field, nameOf)}</Typography.Text>
              </div>
            ) : (
              <div>
                <Typography.Text delete type="secondary">
                  {valueText(t, change.before, change.field, nameOf)}
                </Typography.Text>
                {" → "}
                <Typography.Text>{valueText(t, change.after, change.field, nameOf)}</Typography.Text>
              </div>
            )}
          </div>
        );
      })}
    </Flex>
  );
}
