import { BILL_LINE_WIDTH, wrapLines } from "@haiyun/shared/checks/carrier-ready";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";

/**
 * How a bill prints a text: lines of at most 35 characters, counted against the bill's limit
 * (marks 50, description 150, a party's address 6), the lines themselves behind a toggle.
 */
export function PrintedLines({ lines, max }: { lines: readonly string[]; max: number }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  const over = lines.length > max;
  return (
    <details data-testid="printed-lines">
      <summary>
        <Typography.Text type={over ? "danger" : "secondary"}>
          {t("carrierCheck.printed", { count: lines.length, max, width: BILL_LINE_WIDTH })}
        </Typography.Text>
      </summary>
      <pre style={{ margin: "4px 0 0", fontSize: 12, whiteSpace: "pre", overflowX: "auto" }}>{lines.join("\n")}</pre>
    </details>
  );
}

/** A text field's printed lines, as `PrintedLines` shows them. */
export function PrintedText({ text, max }: { text: string | null | undefined; max: number }) {
  return <PrintedLines lines={wrapLines(text ?? "")} max={max} />;
}
