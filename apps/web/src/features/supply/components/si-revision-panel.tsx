import { EditOutlined } from "@ant-design/icons";
import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { Alert, Button, Card, Flex } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReadableTag } from "../../../components/readable-tag";
import { useIsMobile } from "../../../lib/use-media-query";
import { OrderCharges } from "../../orders";
import { RevisionList, useRevisions } from "../../revisions";
import { ReviseSiModal } from "./revise-si-modal";

/** Statuses a submitted instruction may be revised in (the transition table's revise_si row). */
const REVISABLE: readonly number[] = [ORDER_STATUS.AWAITING_BILL, ORDER_STATUS.AWAITING_BILL_CHECK, ORDER_STATUS.BILL_REJECTED];

/**
 * The supply detail's revisions: the action that opens the form in revision mode (statuses 3, 4,
 * 20, none open), the note while one awaits operations, the order's charges and every version.
 */
export function SiRevisionPanel({ id, record }: { id: number; record: SupplyRecord }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const revisions = useRevisions(id, record.submit_time !== null);
  const pending = record.revision_status === "requested";
  const openRevision = revisions.data?.findLast((entry) => entry.status === "requested");
  return (
    <Card
      size={isMobile ? "small" : "medium"}
      title={
        <Flex gap={8} align="center" wrap>
          {t("revision.listTitle")}
          {pending && <ReadableTag color="orange">{t("revision.openTag")}</ReadableTag>}
        </Flex>
      }
      extra={
        REVISABLE.includes(record.status) &&
        !pending && (
          <Button icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="revise-si">
            {t("revision.revise")}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        {pending && <Alert type="info" showIcon title={t("revision.openNote", { revision: openRevision?.revision ?? "" })} />}
        <OrderCharges charges={record.charges} />
        <RevisionList orderId={id} />
      </Flex>
      <ReviseSiModal target={open ? { id, order_no: record.order_no, supply: record } : null} onClose={() => setOpen(false)} />
    </Card>
  );
}
