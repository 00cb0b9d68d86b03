import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { AntdProvider } from "../../components/antd-provider";
import { StatusIllustration } from "./status-illustration";

/** The 403 and 404 pages: a picture in the theme colour (--primary is config app_color), the text, a way home. */
export function StatusPage({ code, title, subTitle }: { code: "403" | "404"; title: string; subTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AntdProvider>
      <div style={{ padding: "48px 16px" }}>
        <Result
          status="info"
          icon={
            <span style={{ color: "var(--primary, #6cbaa9)", display: "inline-block", maxWidth: "100%" }}>
              <StatusIllustration code={code} />
            </span>
          }
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
