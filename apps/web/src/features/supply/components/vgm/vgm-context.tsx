import type { CutOffView } from "@haiyun/shared/schemas/order-view";
import { cutOffLabel } from "@haiyun/shared/time/cut-off-format";
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../../lib/list/use-language";
import { cutOffLang } from "../../../orders";
import { passedVgmCutOff } from "./vgm-state";

// The order's cut-offs for the container rows: the customer's form locks the VGM once the carrier's
// VGM cut-off has passed. Operations amending on the carrier's word give none, so nothing locks there.

export interface VgmContextValue {
  cutOffs: readonly CutOffView[];
  /** the time to judge against (tests); the time of rendering otherwise */
  now?: number;
}

const VgmContext = createContext<VgmContextValue>({ cutOffs: [] });
export const VgmProvider = VgmContext.Provider;

/** The passed VGM cut-off (null while the VGM may change) and the message that says since when. */
export function useVgmLock(): { cutOff: CutOffView | null; message: string } {
  const { t } = useTranslation();
  const lang = cutOffLang(useLanguage());
  const { cutOffs, now } = useContext(VgmContext);
  const cutOff = passedVgmCutOff(cutOffs, now ?? Date.now());
  const message = cutOff ? t("supply.vgm.lockedSince", { at: cutOffLabel(cutOff.at, cutOff.time_zone, lang) }) : "";
  return { cutOff, message };
}
