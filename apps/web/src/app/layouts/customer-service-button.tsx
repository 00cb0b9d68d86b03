import { CustomerServiceOutlined, MessageOutlined } from "@ant-design/icons";
import { parseOnlineService } from "@haiyun/shared/constants/config";
import { Button, Flex, Popover, Typography } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSystemConfig } from "../../features/system";
import { openCustomerService } from "../customer-service";

const CONTACT_KEYS = ["web_contact_email", "web_contact_phone", "web_contact_fax"] as const;
const HREF_SCHEMES: Record<string, string> = { web_contact_email: "mailto", web_contact_phone: "tel" };

// the form and its Zod schema load when a message is first written, not with every page's layout
const ContactUsModal = lazy(() => import("./contact-us-modal"));

/**
 * Opens the chat overlay when one is configured; otherwise shows the config's contact
 * e-mail, phone and fax, and with a contact e-mail a form for leaving a message that goes there
 * (POST /system/contact_us). With neither there is nothing to offer, so there is no button.
 */
export function CustomerServiceButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { data: config } = useSystemConfig();
  const [detailsOpen, setDetailsOpen] = useState(false);
  // null until first opened: the form's chunk is asked for then, and stays for the closing animation
  const [writing, setWriting] = useState<boolean | null>(null);
  const isOnline = !!parseOnlineService(config?.online_service);
  const contacts = CONTACT_KEYS.map((key) => [key, config?.[key]?.trim() ?? ""] as const).filter(([, value]) => value);
  if (!isOnline && contacts.length === 0) return null;
  // a message is mailed to the site's contact e-mail: without one nobody would read it
  const canWrite = contacts.some(([key]) => key === "web_contact_email");

  const label = t("common.header.customerService");
  const button = (
    <Button
      type="text"
      icon={<CustomerServiceOutlined />}
      aria-label={label}
      onClick={isOnline ? openCustomerService : undefined}
      data-testid="customer-service"
    >
      {compact ? null : label}
    </Button>
  );
  if (isOnline) return button;
  const write = () => {
    setDetailsOpen(false);
    setWriting(true);
  };
  return (
    <>
      <Popover
        trigger="click"
        open={detailsOpen}
        onOpenChange={setDetailsOpen}
        title={t("common.header.contactUs")}
        content={
          <Flex vertical gap={8} align="start">
            <dl style={{ margin: 0 }} data-testid="contact-details">
              {contacts.map(([key, value]) => (
                <div key={key} style={{ display: "flex", gap: 8 }}>
                  <dt>{t(`common.header.${key.replace("web_contact_", "")}`)}:</dt>
                  <dd style={{ margin: 0 }}>
                    <Typography.Text copyable={{ text: value }}>
                      {key === "web_contact_fax" ? value : <a href={`${HREF_SCHEMES[key]}:${value}`}>{value}</a>}
                    </Typography.Text>
                  </dd>
                </div>
              ))}
            </dl>
            {canWrite && (
              <Button type="link" icon={<MessageOutlined />} onClick={write} style={{ paddingInline: 0 }}>
                {t("support.contactUs.open")}
              </Button>
            )}
          </Flex>
        }
      >
        {button}
      </Popover>
      {writing !== null && (
        <Suspense fallback={null}>
          <ContactUsModal open={writing} onClose={() => setWriting(false)} />
        </Suspense>
      )}
    </>
  );
}
