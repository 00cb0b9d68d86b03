import { Divider, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ApiExamples } from "./api-examples";
import { ApiKeysSection } from "./api-keys-section";
import { WebhooksSection } from "./webhooks-section";

/** The profile's "API & webhooks" tab: keys for the DCSA customer API, webhook subscriptions, examples. */
export default function ApiAccessTab() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph>{t("apiAccess.intro")}</Typography.Paragraph>
      <ApiKeysSection />
      <Divider />
      <WebhooksSection />
      <Divider />
      <ApiExamples />
    </>
  );
}
