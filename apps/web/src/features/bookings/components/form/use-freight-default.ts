import { CONFIG_DEFAULTS } from "@haiyun/shared/constants/config";
import { defaultFreightTermCode } from "@haiyun/shared/schemas/order";
import { useReferenceList } from "../../../../lib/reference-data";
import { useSystemConfig } from "../../../../lib/system-config";

/**
 * Config `freight_collect` ("EXW,FCA,FOB"): under those incoterms the buyer pays the main
 * carriage, so the freight term defaults to collect; under any other to prepaid. Returns the
 * freight term an incoterm suggests, or null when the incoterm is cleared or not yet known.
 */
export function useFreightTermDefault(): (incotermId: number | null | undefined) => number | null {
  const incoterms = useReferenceList("incoterm");
  const freightTerms = useReferenceList("freight_term");
  const { data: config } = useSystemConfig();
  return (incotermId) => {
    const code = incoterms.data
      ?.find((item) => item.id === incotermId)
      ?.code.trim()
      .toUpperCase();
    if (!code) return null;
    const wanted = defaultFreightTermCode(code, config?.freight_collect ?? CONFIG_DEFAULTS.freight_collect);
    return freightTerms.data?.find((item) => item.code.trim().toUpperCase() === wanted)?.id ?? null;
  };
}
