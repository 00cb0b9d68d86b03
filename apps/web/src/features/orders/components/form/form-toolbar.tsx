import { cargoTotals } from "@haiyun/shared/schemas/order";
import { Button, Flex, Form, Space, Typography, theme } from "antd";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../../lib/format";
import { useLanguage } from "../../../../lib/list/use-language";
import { usePackageUnits } from "./form-selects";
import type { CargoRow } from "./order-form-values";

/**
 * The toolbar totals: packages, weight (KG) and volume (CBM) of the rows as typed; the package
 * unit only when every row shares it.
 */
function Totals({ list }: { list: "cargos" | "containers" }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = Form.useFormInstance();
  const rows = ((Form.useWatch(list, form) as CargoRow[] | undefined) ?? []).filter(Boolean);
  const units = usePackageUnits();
  if (rows.length === 0) return null;
  const totals = cargoTotals(rows);
  const unit = totals.package_uid === null ? "" : (units.data?.find((item) => item.id === totals.package_uid)?.name ?? "");
  const count = formatNumber(totals.packages, language);
  // The unit only when every row shares it; "packages" stands in for it otherwise
  const packages = unit
    ? t("bookingForm.totals.packagesOf", { value: count, unit })
    : t("bookingForm.totals.packages", { value: count });
  return (
    <Flex
      gap="4px 16px"
      wrap
      align="center"
      role="status"
      aria-label={t("bookingForm.totals.label")}
      data-testid="booking-totals"
    >
      <Typography.Text strong>{t("bookingForm.totals.label")}</Typography.Text>
      <span data-total="packages">{packages}</span>
      <span data-total="weight">{t("bookingForm.totals.weight", { value: formatNumber(totals.weight, language) })}</span>
      <span data-total="volume">{t("bookingForm.totals.volume", { value: formatNumber(totals.volume, language) })}</span>
    </Flex>
  );
}

interface FormToolbarProps {
  list: "cargos" | "containers";
  busy: boolean;
  /** saving and submitting are offered (not for an order that can no longer be edited) */
  canSave: boolean;
  onCancel: () => void;
  /** no save button without it (a change of a submitted booking has no draft) */
  onSave?: () => void;
  onSubmit: () => void;
  /** the buttons' words, where not the booking form's (the supply form's back, save, submit; an amendment's send) */
  labels?: Partial<Record<"cancel" | "save" | "submit", string>>;
}

/** The bar at the bottom of the form: totals, then cancel, save and submit; it stays in view while scrolling. */
export function FormToolbar({ list, busy, canSave, onCancel, onSave, onSubmit, labels }: FormToolbarProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const words = {
    cancel: t("bookingForm.actions.cancel"),
    save: t("bookingForm.actions.save"),
    submit: t("bookingForm.actions.submit"),
    ...labels,
  };
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={12}
      wrap
      style={{
        position: "sticky",
        bottom: 0,
        zIndex: 3,
        marginTop: 16,
        padding: "12px 16px",
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        boxShadow: "0 -2px 8px rgba(0,0,0,0.08)",
      }}
    >
      <Totals list={list} />
      <Space wrap style={{ marginInlineStart: "auto" }}>
        <Button onClick={onCancel}>{words.cancel}</Button>
        {onSave && (
          <Button onClick={onSave} loading={busy} disabled={!canSave}>
            {words.save}
          </Button>
        )}
        <Button type="primary" onClick={onSubmit} loading={busy} disabled={!canSave}>
          {words.submit}
        </Button>
      </Space>
    </Flex>
  );
}
