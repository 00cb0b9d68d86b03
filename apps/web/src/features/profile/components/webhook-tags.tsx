import type { WebhookDeliveryStatus, WebhookEvent } from "@haiyun/shared/schemas/webhooks";
import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { ReadableTag } from "../../../components/readable-tag";

const EVENT_COLOURS: Record<WebhookEvent, string> = {
  booking: "blue",
  shipping_instructions: "cyan",
  transport_document: "purple",
  vgm: "gold",
  reminder: "default",
};

const STATUS_COLOURS: Record<WebhookDeliveryStatus, string> = { pending: "gold", delivered: "green", failed: "red" };

export function WebhookEventTag({ event }: { event: WebhookEvent }) {
  const { t } = useTranslation();
  return <ReadableTag color={EVENT_COLOURS[event]}>{t(`apiAccess.webhooks.events.${event}`)}</ReadableTag>;
}

export function WebhookEventTags({ events }: { events: readonly WebhookEvent[] }) {
  return (
    <Flex gap={4} wrap>
      {events.map((event) => (
        <WebhookEventTag key={event} event={event} />
      ))}
    </Flex>
  );
}

export function DeliveryStatusTag({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTranslation();
  return <ReadableTag color={STATUS_COLOURS[status]}>{t(`apiAccess.deliveries.statuses.${status}`)}</ReadableTag>;
}
