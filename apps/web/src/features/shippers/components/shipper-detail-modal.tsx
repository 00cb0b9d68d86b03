import { Descriptions, Flex, Modal, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useIsMobile } from "../../../lib/use-media-query";
import type { Shipper } from "../api/list-shippers";
import { useShipper } from "../api/shipper-detail";
import { namesOf } from "../utils/names";
import { ShipperLogo } from "./shipper-logo";

/** Shippers: the detail modal, with the company profile text. */
export function ShipperDetailModal({ open, row, onClose }: { open: boolean; row: Shipper | null; onClose: () => void }) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const detail = useShipper(row);
  const shipper = detail.data ?? row;
  const joined = (value: Shipper["ports_name"]) => namesOf(value).join(t("shippers.listSeparator")) || "-";

  return (
    <Modal
      open={open}
      title={t("shippers.detailTitle")}
      onCancel={onClose}
      footer={null}
      width={isMobile ? "100%" : 720}
      destroyOnHidden
    >
      {shipper && (
        <Flex vertical gap={16}>
          <Flex gap={12} align="center">
            <ShipperLogo shipper={shipper} size={72} />
            <div style={{ minWidth: 0 }}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {shipper.company1}
              </Typography.Title>
              {shipper.company2 && <Typography.Text type="secondary">{shipper.company2}</Typography.Text>}
            </div>
          </Flex>
          <Descriptions
            size="small"
            bordered
            column={1}
            styles={{ label: { width: isMobile ? 96 : 140 } }}
            items={[
              { key: "linkman", label: t("shippers.fields.linkman"), children: shipper.linkman || "-" },
              { key: "phone", label: t("shippers.fields.phone"), children: shipper.phone || "-" },
              { key: "email", label: t("shippers.fields.email"), children: shipper.username || "-" },
              {
                key: "address",
                label: t("shippers.fields.address"),
                children: [shipper.address1, shipper.address2].filter(Boolean).join(" ") || "-",
              },
              { key: "businesses", label: t("shippers.fields.businesses"), children: joined(shipper.businesses_name) },
              { key: "routes", label: t("shippers.fields.routes"), children: joined(shipper.routes_name) },
              { key: "ports", label: t("shippers.fields.ports"), children: joined(shipper.ports_name) },
            ]}
          />
          <div>
            <Typography.Title level={5}>{t("shippers.fields.profile")}</Typography.Title>
            <Typography.Paragraph
              type={shipper.profile ? undefined : "secondary"}
              style={{ whiteSpace: "pre-wrap", marginBottom: 0 }}
              data-testid="shipper-profile"
            >
              {shipper.profile || t("shippers.noProfile")}
            </Typography.Paragraph>
          </div>
        </Flex>
      )}
    </Modal>
  );
}
