import { Result } from "antd";
import type { ReactNode } from "react";
import { StatusIllustration } from "./status-illustration";

export interface StatusResultProps {
  code: "403" | "404";
  title: ReactNode;
  subTitle: ReactNode;
  /** the way on: back home, back to the list */
  extra: ReactNode;
}

/**
 * A 403 or 404: the app's picture in the theme colour (--primary is config app_color as drawn),
 * the text and the way on. The error pages show it, and so do the pages of a record that is not
 * there, instead of antd's own 404 picture in its fixed blue.
 */
export function StatusResult({ code, title, subTitle, extra }: StatusResultProps) {
  return (
    <Result
      status="info"
      icon={
        <span style={{ color: "var(--primary, #427167)", display: "inline-block", maxWidth: "100%" }}>
          <StatusIllustration code={code} />
        </span>
      }
      title={title}
      subTitle={subTitle}
      extra={extra}
    />
  );
}
