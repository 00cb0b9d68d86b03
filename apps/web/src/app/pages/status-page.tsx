import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AntdProvider } from "../../components/antd-provider";
import { StatusResult } from "../../components/status-result";

/** The 403 and 404 pages: the picture in the theme colour, the text, a way home. */
export function StatusPage({ code, title, subTitle }: { code: "403" | "404"; title: string; subTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AntdProvider>
      <div style={{ padding: "48px 16px" }}>
        <StatusResult
          code={code}
          title={title}
          subTitle={subTitle}
          extra={
            <Button type="primary" onClick={() => navigate("/")}>
              {t("common.actions.backHome")}
            </Button>
          }
        />
      </div>
    </AntdProvider>
  );
}
