import type { BillComment } from "@haiyun/shared/orders/bill-redlines";
import { Tooltip } from "antd";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { commentsAt } from "./bill-redline-paths";
import "./bill-redline.css";

// The fields the customer flagged on the returned bill, outlined in red where a page shows them:
// a page puts the comments in a RedlineProvider once, and each field it shows wraps its value in
// <Redline field="...">. Outside a provider (or with no comments) a Redline is its children.

const RedlineContext = createContext<readonly BillComment[]>([]);

export function RedlineProvider({ comments, children }: { comments: readonly BillComment[] | undefined; children: ReactNode }) {
  return <RedlineContext.Provider value={comments ?? []}>{children}</RedlineContext.Provider>;
}

/**
 * The comments that fall on `field` (a path, or the paths a value shows together); `exact`: only
 * comments on those very paths (a page that shows a whole and its fields apart marks each once).
 */
export function useRedlines(field: string | readonly string[], exact = false): BillComment[] {
  const comments = useContext(RedlineContext);
  return useMemo(() => {
    if (comments.length === 0) return [];
    if (!exact) return commentsAt(comments, field);
    const paths: readonly string[] = typeof field === "string" ? [field] : field;
    return comments.filter((comment) => paths.includes(comment.field));
  }, [comments, field, exact]);
}

export interface RedlineProps {
  field: string | readonly string[];
  children: ReactNode;
  /** a block value (a party, a sheet cell) rather than a line of text */
  block?: boolean;
  /** only comments on these very paths, not on a whole around them or a field inside */
  exact?: boolean;
}

/** A shown value with the customer's comments on it: a red outline, the text as a tooltip and a note beside. */
export function Redline({ field, children, block = false, exact = false }: RedlineProps) {
  const { t } = useTranslation();
  const comments = useRedlines(field, exact);
  if (comments.length === 0) return <>{children}</>;
  const texts = comments.map((comment) => comment.text);
  const Tag = block ? "div" : "span";
  return (
    <Tooltip title={texts.join("\n")}>
      <Tag
        className={`redline${block ? " redline--block" : ""}`}
        data-redline={typeof field === "string" ? field : field.join(" ")}
      >
        {children}
        <span className="redline__note" role="note" aria-label={t("redlines.flagged")}>
          {texts.join(" · ")}
        </span>
      </Tag>
    </Tooltip>
  );
}
