import { MAX_ID } from "@haiyun/shared/constants/limits";
import { ORDER_STATUS } from "@haiyun/shared/constants/order-status";
import { Alert, Breadcrumb, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { CutOffsCard } from "../../orders";
import { useSupply } from "../api/get-supply";
import { SupplyForm } from "../components/supply-form";
import { SupplyHead } from "../components/supply-head";
import { supplyState } from "../components/supply-states";

const ID = /^[1-9]\d{0,9}$/;
export const idOf = (raw: string | undefined) => (raw && ID.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : 0);

/** /bookings/supply/{id}: the shipping instruction of an order awaiting it (status 2). */
export default function SupplyPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const supply = useSupply(id);
  const state = supplyState(supply, id);
  const record = supply.data;

  return (
    <Flex vertical gap={16}>
      <Breadcrumb
        items={[{ title: <Link to="/bookings">{t("supply.breadcrumb.list")}</Link> }, { title: t("supply.breadcrumb.supply") }]}
      />
      <Flex vertical gap={4}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t("supply.title")}
        </Typography.Title>
        <Typography.Text type="secondary">{t("supply.patternHint")}</Typography.Text>
      </Flex>
      {state ??
        (record && (
          <>
            <SupplyHead record={record} />
            <CutOffsCard cutOffs={record.cut_offs} status={record.status} port={record.pol_name} />
            {record.status === ORDER_STATUS.AWAITING_SUPPLY ? (
              // a new form when another order's record arrives: what was typed for one never shows under another
              <SupplyForm key={id} orderId={id} record={record} />
            ) : (
              <Alert
                type="info"
                showIcon
                title={t("supply.notEditable")}
                action={
                  <Link
                    to={
                      record.status >= ORDER_STATUS.AWAITING_BILL && record.status !== ORDER_STATUS.CANCELLED
                        ? `/bookings/supply-detail/${id}`
                        : `/bookings/${id}`
                    }
                  >
                    {t("supply.viewOrder")}
                  </Link>
                }
              />
            )}
          </>
        ))}
    </Flex>
  );
}
