import { type CheckProblem, problemMessage } from "@haiyun/shared/checks/carrier-ready";
import { Alert, List, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ReadableTag } from "../../../../components/readable-tag";

/**
 * The carrier-ready check as the user types: what a carrier would refuse (errors, which stop the
 * submit) and what it would query (warnings), each naming the field and the fix. Nothing to say,
 * nothing shown.
 */
export function CarrierCheckPanel({ problems }: { problems: readonly CheckProblem[] }) {
  const { t, i18n } = useTranslation();
  if (problems.length === 0) return null;
  const lang = i18n.language === "en-US" ? "en" : "cn";
  const errors = problems.filter((problem) => problem.severity === "error").length;
  return (
    <Alert
      data-testid="carrier-check"
      type={errors > 0 ? "error" : "warning"}
      showIcon
      style={{ marginTop: 16 }}
      message={t("carrierCheck.title", { errors, warnings: problems.length - errors })}
      description={
        <List
          size="small"
          dataSource={[...problems]}
          renderItem={(problem) => (
            <List.Item style={{ paddingInline: 0 }}>
              <Typography.Text>
                <ReadableTag color={problem.severity === "error" ? "red" : "gold"}>
                  {t(`carrierCheck.${problem.severity}`)}
                </ReadableTag>
                {problemMessage(problem, lang)}
              </Typography.Text>
            </List.Item>
          )}
        />
      }
    />
  );
}
