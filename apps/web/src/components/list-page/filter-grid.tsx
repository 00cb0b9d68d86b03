import { Col, type ColProps, Row, type RowProps } from "antd";
import { useIsMobile } from "../../lib/use-media-query";
import "./filter-grid.css";

// A list's filter fields. On a wide screen antd's Row and Col lay them out; on a phone they are
// plain blocks, one field a line (a pair where a Col asks for half the width): each antd Row
// subscribes to the screen's size as it mounts and so renders itself and every field inside it
// again, at once, within the page's first commit.

/** The filters' row: antd's Row, or on a phone a wrapping block. */
export function FilterRow({ children, ...row }: RowProps) {
  const isMobile = useIsMobile();
  if (isMobile) return <div className="filter-rows">{children}</div>;
  return <Row {...row}>{children}</Row>;
}

/** One field's place: antd's Col, or on a phone the whole line (half of it for `xs={12}`). */
export function FilterCol({ children, style, ...col }: ColProps) {
  const isMobile = useIsMobile();
  if (!isMobile) {
    return (
      <Col style={style} {...col}>
        {children}
      </Col>
    );
  }
  return (
    <div className={col.xs === 12 ? "filter-cell filter-cell-half" : "filter-cell"} style={style}>
      {children}
    </div>
  );
}

/** A select's box and placeholder, in its place until the select itself is mounted (useMountedLater). */
export function FilterStandIn({ placeholder }: { placeholder?: string }) {
  return (
    <div className="filter-stand-in" aria-hidden="true">
      {placeholder}
    </div>
  );
}
