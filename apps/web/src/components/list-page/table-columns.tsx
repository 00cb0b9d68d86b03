import { Tooltip, Typography } from "antd";
import type { ColumnType } from "antd/es/table";
import type { CSSProperties, ReactNode } from "react";
import { formatDate, formatDateTime } from "../../lib/format";
import { useLanguage } from "../../lib/list/use-language";

// Column builders for list tables. Cells never break inside a word: text is cut with an ellipsis and
// shown whole in a tooltip; dates never wrap. Widths are in px at the 1280 px layout.

type Text = string | null | undefined;

const clip: CSSProperties = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" };

function CellText({ text, secondary }: { text: Text; secondary?: Text }) {
  if (!secondary) {
    return (
      <Tooltip title={text || undefined} placement="topLeft">
        <span>{text}</span>
      </Tooltip>
    );
  }
  return (
    <Tooltip
      title={
        <>
          <div>{text}</div>
          <div>{secondary}</div>
        </>
      }
      placement="topLeft"
    >
      <div>
        <div style={clip}>{text}</div>
        <Typography.Text type="secondary" style={{ ...clip, display: "block", fontSize: 12 }}>
          {secondary}
        </Typography.Text>
      </div>
    </Tooltip>
  );
}

export interface TextColumnOptions<T> {
  key: string;
  title: ReactNode;
  width: number;
  value: (row: T) => Text;
  /** a second, smaller line (company name 2, address line 2) */
  secondary?: (row: T) => Text;
}

export function textColumn<T>({ key, title, width, value, secondary }: TextColumnOptions<T>): ColumnType<T> {
  return {
    key,
    title,
    width,
    ellipsis: { showTitle: false },
    render: (_, row) => <CellText text={value(row)} secondary={secondary?.(row)} />,
  };
}

function DateText({ value, withTime }: { value: Text; withTime: boolean }) {
  const language = useLanguage();
  return <>{withTime ? formatDateTime(value, language) : formatDate(value, language)}</>;
}

const NO_WRAP = { style: { whiteSpace: "nowrap" } } as const;

export interface DateColumnOptions<T> {
  key: string;
  title: ReactNode;
  value: (row: T) => Text;
  /** a timestamp (create, update, last login) rather than a calendar date (ETD, ready date) */
  withTime?: boolean;
}

/** YYYY-MM-DD in Chinese, MM/DD/YYYY in English, in the reader's language; never wrapped. */
export function dateColumn<T>({ key, title, value, withTime = false }: DateColumnOptions<T>): ColumnType<T> {
  return {
    key,
    title,
    width: withTime ? 150 : 112,
    onCell: () => NO_WRAP,
    render: (_, row) => <DateText value={value(row)} withTime={withTime} />,
  };
}

export interface ActionsColumnOptions<T> {
  title: ReactNode;
  width: number;
  render: (row: T) => ReactNode;
}

/** The row's buttons, kept in view on the right on wide screens (ListTable lets it scroll on phones). */
export function actionsColumn<T>({ title, width, render }: ActionsColumnOptions<T>): ColumnType<T> {
  return { key: "action", title, width, fixed: "right", onCell: () => NO_WRAP, render: (_, row) => render(row) };
}
