import type { BillComment } from "@haiyun/shared/orders/bill-redlines";
import { Alert, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { type RedlineSource, redlineName } from "./bill-redline-paths";

export interface BillRedlinesListProps {
  comments: readonly BillComment[] | undefined;
  /** the instruction's rows, to name a commented row by its container number */
  containers?: RedlineSource["containers"];
}

/** The comments of the returned bill, listed where operations publish the next draft. */
export function BillRedlinesList({ comments, containers }: BillRedlinesListProps) {
  const { t } = useTranslation();
  if (!comments?.length) return null;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="bill-redlines"
      title={t("redlines.list.title", { count: comments.length })}
      description={
        <>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
            {t("redlines.list.hint")}
          </Typography.Paragraph>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {comments.map((comment) => (
              <li key={comment.field}>
                <Typography.Text strong>{redlineName(comment.field, t, containers)}</Typography.Text>
                <span style={{ whiteSpace: "pre-wrap" }}>{`: ${comment.text}`}</span>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
