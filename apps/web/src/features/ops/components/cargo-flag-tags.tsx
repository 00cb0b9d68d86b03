import { CARGO_FLAGS, type CargoFlag } from "@haiyun/shared/cargo/special-cargo";
import { useTranslation } from "react-i18next";
import { ReadableTag } from "../../../components/readable-tag";

const COLOR: Record<CargoFlag, string> = { dg: "volcano", reefer: "cyan", oog: "purple" };

/** The desk's marks of what an order carries beyond dry general cargo: DG, Reefer, OOG. */
export function CargoFlagTags({ flags }: { flags: readonly CargoFlag[] | undefined }) {
  const { t } = useTranslation();
  // always in the same order, whatever order the answer lists them in
  const shown = CARGO_FLAGS.filter((flag) => flags?.includes(flag));
  return shown.map((flag) => (
    <ReadableTag
      key={flag}
      color={COLOR[flag]}
      bordered={false}
      data-testid={`cargo-flag-${flag}`}
      style={{ marginInlineEnd: 0, whiteSpace: "normal" }}
    >
      {t(`opsCargo.flags.${flag}`)}
    </ReadableTag>
  ));
}
