import { Button, Result } from "antd";
import type { ResultStatusType } from "antd/es/result";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AntdProvider } from "./antd-provider";

export function ResultPage({
  status,
  title,
  subTitle,
  extra,
}: {
  status: ResultStatusType;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <AntdProvider>
      <div style={{ padding: "48px 16px" }}>
        <Result
          status={status}
          title={title}
          subTitle={subTitle}
          extra={
            extra ?? (
              <Link to="/">
                <Button type="primary">{t("common.actions.backHome")}</Button>
              </Link>
            )
          }
        />
      </div>
    </AntdProvider>
  );
}
