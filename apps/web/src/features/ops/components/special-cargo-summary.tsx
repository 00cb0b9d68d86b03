import { Flex, Tag, Typography } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { oogDimensionsOf, type SpecialCargoRow } from "../utils/special-cargo-rows";

// unit symbols read the same in both languages
const TEMPERATURE_UNIT: Record<string, string> = { CEL: "°C", FAH: "°F" };
const AIR_EXCHANGE_UNIT: Record<string, string> = { MQH: "m³/h", FTQ: "ft³/h", FQH: "ft³/h" };

const joined = (parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(" · ");

function dangerousGoodsText(t: TFunction, dg: SpecialCargoRow["dangerousGoods"][number]) {
  const at = (key: string, value: string | null) => value && t(`opsCargo.summary.${key}`, { value });
  return joined([at("un", dg.un_number), at("class", dg.imo_class), at("pg", dg.packing_group), dg.proper_shipping_name]);
}

function reeferText(t: TFunction, reefer: NonNullable<SpecialCargoRow["reefer"]>) {
  if (reefer.is_non_operating) return t("opsCargo.summary.nonOperating");
  const at = (key: string, value: number | null, unit = "") =>
    value !== null && t(`opsCargo.summary.${key}`, { value: `${value}${unit}` });
  return joined([
    at("temperature", reefer.temperature, ` ${TEMPERATURE_UNIT[reefer.temperature_unit ?? ""] ?? ""}`.trimEnd()),
    at("ventilation", reefer.air_exchange, ` ${AIR_EXCHANGE_UNIT[reefer.air_exchange_unit ?? ""] ?? ""}`.trimEnd()),
    at("humidity", reefer.humidity),
    reefer.is_pre_cooling && t("opsCargo.summary.preCooling"),
    reefer.is_generator_set && t("opsCargo.summary.genset"),
    at("o2", reefer.o2),
    at("co2", reefer.co2),
  ]);
}

function oogText(t: TFunction, oog: NonNullable<SpecialCargoRow["oog"]>) {
  return joined([...oogDimensionsOf(oog).map(([key, value]) => t(`opsCargo.summary.${key}`, { value })), oog.remarks]);
}

function Line({ kind, label, text }: { kind: string; label: string; text: string }) {
  return (
    <Flex gap={6} align="baseline" data-testid={`special-cargo-${kind}`}>
      <Tag style={{ marginInlineEnd: 0, flex: "none" }}>{label}</Tag>
      <Typography.Text style={{ overflowWrap: "anywhere" }}>{text}</Typography.Text>
    </Flex>
  );
}

/** What each booked row carries beyond dry cargo, one line per dangerous good, reefer setting and out-of-gauge cargo. */
export function SpecialCargoSummary({ rows }: { rows: SpecialCargoRow[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8} data-testid="special-cargo-summary">
      {rows.map((row) => (
        <Flex vertical gap={4} key={row.key}>
          <Typography.Text strong>{row.label}</Typography.Text>
          {row.dangerousGoods.map((dg, i) => (
            // the same good may be listed twice on a row: the position is its identity
            // biome-ignore lint/suspicious/noArrayIndexKey: no other identity
            <Line key={i} kind="dg" label={t("opsCargo.summary.dg")} text={dangerousGoodsText(t, dg)} />
          ))}
          {row.reefer && <Line kind="reefer" label={t("opsCargo.summary.reefer")} text={reeferText(t, row.reefer)} />}
          {row.oog && <Line kind="oog" label={t("opsCargo.summary.oog")} text={oogText(t, row.oog)} />}
        </Flex>
      ))}
    </Flex>
  );
}
