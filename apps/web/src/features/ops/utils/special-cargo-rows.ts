import { isOutOfGauge, OOG_DIMENSIONS } from "@haiyun/shared/cargo/special-cargo";
import type { OrderSides } from "@haiyun/shared/constants/order-transitions";
import type { OrderDetail } from "@haiyun/shared/schemas/order-view";

type Space = OrderDetail["spaces"][number];
type DangerousGoodsView = NonNullable<Space["dangerous_goods"]>[number];
type ReeferView = NonNullable<Space["reefer"]>;
type OogView = NonNullable<Space["oog"]>;

/** A booked row carrying cargo beyond dry general cargo: what operations approve or read before confirming. */
export interface SpecialCargoRow {
  key: string;
  /** the row as the booking shows it: its container type, else its goods */
  label: string;
  dangerousGoods: DangerousGoodsView[];
  reefer: ReeferView | null;
  /** only when a dimension stands out */
  oog: OogView | null;
}

type Row = { dangerous_goods?: DangerousGoodsView[]; reefer?: ReeferView | null; oog?: OogView | null };

function specialOf(key: string, label: string, row: Row): SpecialCargoRow[] {
  const dangerousGoods = row.dangerous_goods ?? [];
  const reefer = row.reefer ?? null;
  const oog = isOutOfGauge(row.oog) ? (row.oog ?? null) : null;
  return dangerousGoods.length || reefer || oog ? [{ key, label, dangerousGoods, reefer, oog }] : [];
}

/** Every booked row with dangerous goods, reefer settings or out-of-gauge dimensions, in the booking's order. */
export function specialCargoRows(order: Pick<OrderDetail, "spaces" | "containers" | "cargos">): SpecialCargoRow[] {
  const goods = (row: { description: string; hs_code: string }) => row.description || row.hs_code;
  return [
    ...order.spaces.flatMap((row, i) => specialOf(`space-${i}`, `${row.container_name} × ${row.count}`, row)),
    ...order.containers.flatMap((row, i) =>
      specialOf(`container-${i}`, [row.container_name, goods(row)].filter(Boolean).join(" · "), row),
    ),
    ...order.cargos.flatMap((row, i) => specialOf(`cargo-${i}`, goods(row), row)),
  ];
}

/** The dimensions that stand out, in the schema's order. */
export const oogDimensionsOf = (oog: OogView) =>
  OOG_DIMENSIONS.filter((key) => oog[key] > 0).map((key) => [key, oog[key]] as const);

/** The side requests of an order as the transition table's guards read them. */
export const sidesOf = (order: {
  amendment_status: OrderSides["amendment"];
  cancellation_status: OrderSides["cancellation"];
  revision_status: OrderSides["revision"];
  special_cargo_status?: OrderSides["special_cargo"];
}): OrderSides => ({
  amendment: order.amendment_status,
  cancellation: order.cancellation_status,
  revision: order.revision_status,
  special_cargo: order.special_cargo_status ?? null,
});
