import type { DangerousGoodsInput, OutOfGaugeInput, ReeferSettingsInput } from "@haiyun/shared/cargo/special-cargo";
import { tidyDangerousGoods, tidyOog, tidyReefer } from "@haiyun/shared/cargo/special-cargo-tidy";

// A booking row's special cargo as the form holds it, and its part of the wire body. A row with
// none sends none: the server takes a missing list as no dangerous goods and a missing object as
// none, so older clients and dry bookings send the same body as before.

/** A dangerous good as the form holds it: any field may be missing (a draft may hold half of one). */
export type DangerousGoods = Partial<DangerousGoodsInput>;

export interface SpecialCargoValues {
  dangerous_goods?: DangerousGoods[] | null;
  reefer?: ReeferSettingsInput | null;
  oog?: OutOfGaugeInput | null;
}

export function dangerousGoodsBody(list: DangerousGoods[] | null | undefined) {
  return list?.length ? { dangerous_goods: list.map(tidyDangerousGoods) } : {};
}

/** A space's or a container row's special cargo, only what it has. */
export function specialCargoBody(row: SpecialCargoValues) {
  const oog = tidyOog(row.oog);
  return {
    ...dangerousGoodsBody(row.dangerous_goods),
    ...(row.reefer ? { reefer: tidyReefer(row.reefer) } : {}),
    ...(oog ? { oog } : {}),
  };
}

/** An empty list or object adds nothing to a row: a row holding only those is still blank. */
export const isEmptySpecial = (value: unknown) => Array.isArray(value) && value.length === 0;
