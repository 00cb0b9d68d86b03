import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { type SpecialCargoLike, specialCargoLines } from "./special-cargo-text";

/**
 * A row's dangerous goods, reefer settings and out-of-gauge dimensions as read-only lines
 * ("UN 3480, CLASS 9, PG II, EmS F-A,S-I", "Reefer −18 °C, vents closed"); nothing for dry cargo.
 * The lines wrap, so a phone never scrolls sideways for them.
 */
export function SpecialCargoLines({ row }: { row: SpecialCargoLike }) {
  const { t } = useTranslation();
  const lines = specialCargoLines(t, row);
  if (lines.length === 0) return null;
  return (
    <Flex vertical gap={2} data-testid="special-cargo-lines">
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's lines have no id of their own and never reorder
        <Typography.Text key={index} style={{ overflowWrap: "anywhere" }}>
          {line}
        </Typography.Text>
      ))}
    </Flex>
  );
}
