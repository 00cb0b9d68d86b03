import { DownOutlined, ExportOutlined } from "@ant-design/icons";
import { EXPORT_FORMATS, type ExportFormat } from "@haiyun/shared/schemas/export";
import { Button, Dropdown, Flex, Progress, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../lib/format";
import { useLanguage } from "../../lib/list/use-language";
import { type ExportProgress, type ExportRun, useListExport } from "./use-list-export";

const MB = 1024 * 1024;

/** What the progress line says: preparing, rows of the total (CSV), or the total and what has come (.xlsx). */
function ProgressText({ progress }: { progress: ExportProgress }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  if (progress.total === null) return <>{t("list.export.preparing")}</>;
  if (progress.rows !== null) return <>{t("list.export.rows", { rows: n(progress.rows), total: n(progress.total) })}</>;
  const received = formatNumber(progress.bytes / MB, language, 1);
  return <>{t("list.export.received", { total: n(progress.total), mb: received })}</>;
}

/**
 * A list page's export: a button whose menu offers the formats, then, while the file comes, a line
 * of its own under the toolbar (it wraps there on a phone) with the progress and a cancel button.
 * `run` downloads the list as filtered, in the page's language.
 */
export function ExportButton({ run }: { run: ExportRun }) {
  const { t } = useTranslation();
  const { progress, start, cancel } = useListExport(run);
  const percent = progress?.total && progress.rows !== null ? Math.floor((progress.rows / progress.total) * 100) : undefined;
  return (
    <>
      <Dropdown
        trigger={["click"]}
        disabled={progress !== null}
        menu={{
          items: EXPORT_FORMATS.map((format) => ({ key: format, label: t(`list.export.formats.${format}`) })),
          onClick: ({ key }) => start(key as ExportFormat),
        }}
      >
        <Button icon={<ExportOutlined />} loading={progress !== null}>
          {t("list.export.button")} <DownOutlined />
        </Button>
      </Dropdown>
      {progress && (
        <Flex role="status" aria-live="polite" align="center" gap={8} wrap style={{ flexBasis: "100%" }}>
          <Progress
            percent={percent ?? 100}
            status="active"
            showInfo={percent !== undefined}
            size="small"
            style={{ flex: "1 1 160px", margin: 0, maxWidth: 320 }}
          />
          <Typography.Text data-testid="export-progress">
            <ProgressText progress={progress} />
          </Typography.Text>
          <Button size="small" onClick={cancel}>
            {t("list.export.cancel")}
          </Button>
        </Flex>
      )}
    </>
  );
}
