import { CustomerServiceOutlined } from "@ant-design/icons";
import { Button, Popover, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useSystemConfig } from "../../features/system";
import { isCustomerServiceLoaded, openCustomerService } from "../customer-service";

/** Opens the chat overlay when one is configured; otherwise shows how to reach the team. */
export function CustomerServiceButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { data: config } = useSystemConfig();
  const label = t("common.header.customerService");
  const button = (
    <Button
      type="text"
      icon={<CustomerServiceOutlined />}
      aria-label={label}
      onClick={isCustomerServiceLoaded() ? openCustomerService : undefined}
    >
      {compact ? null : label}
    </Button>
  );
  if (isCustomerServiceLoaded()) return button;
  const rows = [
    ["email", config?.web_contact_email],
    ["phone", config?.web_contact_phone],
    ["fax", config?.web_contact_fax],
  ].filter(([, value]) => value);
  return (
    <Popover
      trigger="click"
      title={t("common.header.contactUs")}
      content={
        rows.length === 0 ? (
          <Typography.Text type="secondary">{t("common.header.noContact")}</Typography.Text>
        ) : (
          rows.map(([key, value]) => (
            <div key={key}>
              {t(`common.header.${key}`)}: <Typography.Text copyable>{value}</Typography.Text>
            </div>
          ))
        )
      }
    >
      {button}
    </Popover>
  );
}
