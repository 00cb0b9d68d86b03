import { PrinterOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";

/**
 * Prints the page as it stands: the print styles (index.css) leave out the menu, the header and
 * every button, and set the page on A4.
 */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
      {t("common.actions.print")}
    </Button>
  );
}
