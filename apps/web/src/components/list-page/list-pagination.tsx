import { Pagination } from "antd";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../lib/use-media-query";

export interface ListPaginationProps {
  page: number;
  size: number;
  total: number;
  /** one size means no size changer */
  pageSizes: readonly number[];
  quickJumper?: boolean;
  totalText?: (total: number) => string;
  onChange: (page: number, size: number) => void;
}

export function ListPagination({ page, size, total, pageSizes, quickJumper, totalText, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  return (
    <Pagination
      align="end"
      current={page}
      pageSize={size}
      total={total}
      // a phone pages on, with neither the page size's select nor the jumper: fewer controls on a
      // narrow screen, and no dropdown to align as the list mounts
      showSizeChanger={!isMobile && pageSizes.length > 1}
      pageSizeOptions={[...pageSizes]}
      showQuickJumper={!isMobile && quickJumper}
      showTotal={(count) => (totalText ? totalText(count) : t("list.total", { total: count }))}
      size={isMobile ? "small" : undefined}
      onChange={onChange}
    />
  );
}
