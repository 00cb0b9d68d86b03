import { MailOutlined, PhoneOutlined, UserOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { Shipper } from "../api/list-shippers";
import { NameTags } from "./name-tags";
import { ShipperLogo } from "./shipper-logo";

const line = { display: "flex", gap: 8, alignItems: "center", minWidth: 0 } as const;

/** One company of the directory: logo, names, how to reach it, what it does and where. */
export function ShipperCard({ shipper, onOpen }: { shipper: Shipper; onOpen: (shipper: Shipper) => void }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      hoverable
      style={{ height: "100%" }}
      styles={{ body: { display: "flex", flexDirection: "column", gap: 10, height: "100%" } }}
      data-testid="shipper-card"
      aria-label={shipper.company1}
      role="article"
    >
      <Flex gap={12} align="center" style={{ minWidth: 0 }}>
        <ShipperLogo shipper={shipper} />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: shipper.company1 }} style={{ display: "block", fontSize: 15 }}>
            {shipper.company1}
          </Typography.Text>
          {shipper.company2 && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: shipper.company2 }} style={{ display: "block" }}>
              {shipper.company2}
            </Typography.Text>
          )}
        </div>
      </Flex>
      <div style={{ display: "flex", flexDirection: "column", gap: 4 }}>
        {shipper.linkman && (
          <span style={line}>
            <UserOutlined aria-label={t("shippers.fields.linkman")} />
            <Typography.Text ellipsis>{shipper.linkman}</Typography.Text>
          </span>
        )}
        {shipper.phone && (
          <span style={line}>
            <PhoneOutlined aria-label={t("shippers.fields.phone")} />
            <a href={`tel:${shipper.phone}`}>{shipper.phone}</a>
          </span>
        )}
        {shipper.username && (
          <span style={line}>
            <MailOutlined aria-label={t("shippers.fields.email")} />
            <Typography.Link href={`mailto:${shipper.username}`} ellipsis>
              {shipper.username}
            </Typography.Link>
          </span>
        )}
      </div>
      <div style={{ display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", gap: "6px 8px", alignItems: "start" }}>
        <NameTags label={t("shippers.fields.businesses")} names={shipper.businesses_name} color="blue" />
        <NameTags label={t("shippers.fields.routes")} names={shipper.routes_name} color="magenta" />
        <NameTags label={t("shippers.fields.ports")} names={shipper.ports_name} color="geekblue" />
      </div>
      <div style={{ marginTop: "auto", textAlign: "right" }}>
        <Button size="small" onClick={() => onOpen(shipper)}>
          {t("shippers.detail")}
        </Button>
      </div>
    </Card>
  );
}
