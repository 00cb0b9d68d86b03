import { isClosed } from "@haiyun/shared/constants/order-status";
import type { CutOffView } from "@haiyun/shared/schemas/order-view";
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../../../lib/use-media-query";
import { OrderCutoffs } from "../order-cutoffs";

/** The cut-offs as a card of their own (the shipping-instruction pages); nothing before operations set any. */
export function CutOffsCard({ cutOffs, status, port }: { cutOffs: CutOffView[]; status: number; port?: string }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  if (cutOffs.length === 0) return null;
  return (
    <Card size={isMobile ? "small" : "medium"} title={t("bookings.detail.sections.cutoffs")} data-testid="order-cutoffs">
      <OrderCutoffs cutOffs={cutOffs} active={!isClosed(status)} port={port} />
    </Card>
  );
}
