import type { SupplyRecord } from "@haiyun/shared/schemas/supply-view";
import { Card, Descriptions, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { CopyText } from "../../../components/copy-text";
import { formatDate } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import { OrderStatusTag, Redline } from "../../orders";

/** The order the instruction is for: its numbers to copy, status, sailing and ports. */
export function SupplyHead({ record }: { record: SupplyRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const item = (key: string, value: string) => ({ key, label: t(`supply.head.${key}`), children: value || "-" });
  const vesselVoyage = item("vessel_voyage", [record.vessel, record.voyage].filter(Boolean).join(" / "));
  return (
    <Card size="small">
      <Flex vertical gap={8}>
        <Flex align="center" gap="4px 24px" wrap>
          <CopyText label={t("supply.head.order_no")} value={record.order_no} />
          <CopyText label={t("supply.head.cust_ref_no")} value={record.cust_ref_no} />
          <OrderStatusTag status={record.status} name={record.status_name} />
        </Flex>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            item("container_mode", record.container_mode_name),
            item("carrier", record.carrier_name),
            { ...vesselVoyage, children: <Redline field={["vessel", "voyage"]}>{vesselVoyage.children}</Redline> },
            item("etd", formatDate(record.etd, language)),
            item("eta", formatDate(record.eta, language)),
            item("pol", record.pol_name),
            item("pod", record.pod_name),
            item("to", record.to_name),
            item("spaces", record.spaces.map((space) => `${space.container_name} × ${space.count}`).join(", ")),
          ]}
        />
      </Flex>
    </Card>
  );
}
