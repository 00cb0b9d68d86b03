import { ReloadOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";

interface Props {
  query: { isFetching: boolean; isPending: boolean; refetch: () => Promise<unknown> };
}

/** Asks the list again; it spins while a refetch runs (not on the first load, which shows its own skeleton). */
export function RefreshButton({ query }: Props) {
  const { t } = useTranslation();
  return (
    <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
      {t("common.actions.refresh")}
    </Button>
  );
}
