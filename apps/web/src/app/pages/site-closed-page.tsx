import { ToolOutlined } from "@ant-design/icons";
import { Button, Result, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function SiteClosedPage({ tips }: { tips: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ padding: "64px 16px" }} data-testid="site-closed">
      <Result
        icon={<ToolOutlined />}
        title={t("common.siteClosed.title")}
        subTitle={<Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>{tips || t("common.siteClosed.defaultTips")}</Typography.Paragraph>}
        extra={
          <Link to="/login">
            <Button type="link">{t("common.siteClosed.adminLogin")}</Button>
          </Link>
        }
      />
    </div>
  );
}
