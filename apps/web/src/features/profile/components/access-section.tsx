import { PlusOutlined } from "@ant-design/icons";
import type { UseQueryResult } from "@tanstack/react-query";
import { Button, Flex, Tooltip, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListEmpty, ListError, ListLoading } from "../../../components/list-page";
import type { Page } from "../../../lib/list/use-paged-query";

interface Props<Row> {
  /** which part of the tab: its texts are apiAccess.<part>.* */
  part: "keys" | "webhooks";
  query: UseQueryResult<Page<Row>>;
  /** the server's per-user limit: past it no new one is offered (with the reason) */
  max: number;
  onAdd: () => void;
  table: (rows: Row[]) => ReactNode;
  /** the section's dialogs */
  children?: ReactNode;
}

/** One part of the API tab: its title and add button, then its list loading, failed, empty or shown. */
export function AccessSection<Row>({ part, query, max, onAdd, table, children }: Props<Row>) {
  const { t } = useTranslation();
  const full = (query.data?.list.length ?? 0) >= max;
  const addButton = (
    <Tooltip title={full ? t(`apiAccess.${part}.limitReached`, { max }) : undefined}>
      <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={onAdd}>
        {t(`apiAccess.${part}.add`)}
      </Button>
    </Tooltip>
  );

  let body: ReactNode = <ListLoading />;
  if (query.isError) {
    body = <ListError message={query.error.message || t(`apiAccess.${part}.loadFailed`)} onRetry={() => void query.refetch()} />;
  } else if (query.data && query.data.list.length === 0) {
    body = <ListEmpty description={t(`apiAccess.${part}.empty`)} hint={t(`apiAccess.${part}.emptyHint`)} action={addButton} />;
  } else if (query.data) {
    body = table(query.data.list);
  }

  const titleId = `api-${part}-title`;
  return (
    <section aria-labelledby={titleId}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={5} id={titleId} style={{ margin: 0 }}>
          {t(`apiAccess.${part}.title`)}
        </Typography.Title>
        {addButton}
      </Flex>
      <Typography.Paragraph type="secondary">{t(`apiAccess.${part}.hint`)}</Typography.Paragraph>
      {body}
      {children}
    </section>
  );
}
