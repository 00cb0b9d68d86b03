import { ShopOutlined } from "@ant-design/icons";
import { Avatar } from "antd";
import { useTranslation } from "react-i18next";
import type { Shipper } from "../api/list-shippers";

/** The company's logo thumbnail, or a shop placeholder when it has none. */
export function ShipperLogo({ shipper, size = 56 }: { shipper: Shipper; size?: number }) {
  const { t } = useTranslation();
  return (
    <Avatar
      shape="square"
      size={size}
      src={shipper.logo_thumb || undefined}
      alt={t("shippers.logoAlt", { company: shipper.company1 })}
      icon={<ShopOutlined />}
      style={{ flex: "none", background: shipper.logo_thumb ? "#fff" : undefined, border: "1px solid #f0f0f0" }}
    />
  );
}
