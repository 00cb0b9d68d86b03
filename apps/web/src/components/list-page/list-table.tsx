import { Table, type TableProps } from "antd";
import { type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { useIsMobile } from "../../lib/use-media-query";

const SELECTION_WIDTH = 40;
// on a 375 px phone a wider fixed column leaves too little room for the columns scrolling past it
const PHONE_FIRST_COLUMN_MAX = 140;

/**
 * The select-all box of the header. antd's table copies every column title into an aria-hidden
 * measuring row when it scrolls sideways; a box still focusable there is one a keyboard reaches but
 * a screen reader cannot name (axe: aria-hidden-focus), so the copy is made inert.
 */
function SelectAllTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [inMeasureRow, setInMeasureRow] = useState(false);
  useLayoutEffect(() => setInMeasureRow(!!ref.current?.closest(".ant-table-measure-row")), []);
  return (
    <div ref={ref} inert={inMeasureRow} style={{ display: "contents" }}>
      {children}
    </div>
  );
}

function selectAllTitle<T>(rowSelection: NonNullable<TableProps<T>["rowSelection"]>, checkbox: ReactNode) {
  const title = rowSelection.columnTitle;
  return <SelectAllTitle>{typeof title === "function" ? title(checkbox) : (title ?? checkbox)}</SelectAllTitle>;
}

export type ListTableProps<T> = Omit<TableProps<T>, "pagination" | "scroll" | "size" | "loading" | "dataSource"> & { rows: T[] };

/**
 * The table of a list page: the shell pages and shows loading, so the table only lays out rows.
 * It scrolls sideways inside its card, never the page; the first column (put the one that names
 * the row first) and the selection boxes stay on the left, the first column narrower on phones.
 * Columns fixed on the right (actions) are fixed only on wide screens: on a phone they would leave
 * no room for the rest.
 */
export function ListTable<T extends object>({ rows, columns = [], rowSelection, ...props }: ListTableProps<T>) {
  const isMobile = useIsMobile();
  const laidOut = columns.map((column, index) => {
    if (index === 0) {
      const narrow = isMobile && typeof column.width === "number" && column.width > PHONE_FIRST_COLUMN_MAX;
      return { ...column, fixed: "left" as const, width: narrow ? PHONE_FIRST_COLUMN_MAX : column.width };
    }
    return isMobile && column.fixed === "right" ? { ...column, fixed: undefined } : column;
  });
  // the sum of the widths, not "max-content": a cell cut with an ellipsis would otherwise count at
  // the full length of its text and widen its column to fit it
  const widths = laidOut.map((column) => (typeof column.width === "number" ? column.width : Number.NaN));
  const selectionWidth = rowSelection ? Number(rowSelection.columnWidth ?? SELECTION_WIDTH) : 0;
  const x = widths.every(Number.isFinite) ? widths.reduce((sum, width) => sum + width, selectionWidth) : "max-content";
  return (
    <Table<T>
      {...props}
      size={isMobile ? "small" : "medium"}
      columns={laidOut}
      dataSource={rows}
      pagination={false}
      scroll={{ x }}
      rowSelection={
        rowSelection && {
          columnWidth: SELECTION_WIDTH,
          ...rowSelection,
          fixed: "left",
          columnTitle: rowSelection.hideSelectAll
            ? rowSelection.columnTitle
            : (checkbox) => selectAllTitle(rowSelection, checkbox),
        }
      }
    />
  );
}
