import { CONTAINER_MODE, cargoTotals } from "@haiyun/shared/schemas/order";
import { Flex, Table, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";
import { useLanguage } from "../../../lib/list/use-language";
import type { OrderDetail } from "../api/order-keys";
import { SpecialCargoLines } from "./special-cargo-lines";
import { hasSpecialCargo, type SpecialCargoLike } from "./special-cargo-text";

type Container = OrderDetail["containers"][number];
type Cargo = OrderDetail["cargos"][number];
type Goods = Cargo | Container;

export type OrderGoodsFields = Pick<OrderDetail, "container_mode" | "spaces" | "containers" | "cargos">;

/** The toolbar rule: weight (KG), volume (CBM) and packages; the unit only if every row shares it. */
export function GoodsTotals({ rows }: { rows: readonly Goods[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const totals = cargoTotals(rows);
  const unit =
    totals.package_uid === null ? "" : (rows.find((row) => row.package_uid === totals.package_uid)?.package_unit_name ?? "");
  const count = formatNumber(totals.packages, language);
  return (
    <Typography.Text strong data-testid="goods-totals">
      {t("bookings.goods.totals", {
        packages: unit ? t("bookings.goods.packagesOf", { n: count, unit }) : t("bookings.goods.packages", { n: count }),
        weight: formatNumber(totals.weight, language),
        volume: formatNumber(totals.volume, language),
      })}
    </Typography.Text>
  );
}

function useGoodsColumns<T extends Goods>(): ColumnsType<T> {
  const { t } = useTranslation();
  const language = useLanguage();
  const number = (value: number | null) => formatNumber(value, language);
  return [
    { key: "hs_code", title: t("bookings.goods.hs_code"), width: 110, render: (_, row) => row.hs_code },
    {
      key: "description",
      title: t("bookings.goods.description"),
      width: 240,
      render: (_, row) => <span style={{ whiteSpace: "pre-wrap" }}>{row.description}</span>,
    },
    {
      key: "package",
      title: t("bookings.goods.package"),
      width: 120,
      align: "right",
      render: (_, row) => [number(row.package), row.package_unit_name].filter(Boolean).join(" "),
    },
    { key: "weight", title: t("bookings.goods.weight"), width: 110, align: "right", render: (_, row) => number(row.weight) },
    { key: "volume", title: t("bookings.goods.volume"), width: 100, align: "right", render: (_, row) => number(row.volume) },
  ];
}

/** The special cargo column, only when a row has some (a dry booking keeps its narrow table). */
function useSpecialColumn<T extends SpecialCargoLike>(rows: readonly T[], shown: boolean): ColumnsType<T> {
  const { t } = useTranslation();
  if (!shown || !rows.some(hasSpecialCargo)) return [];
  return [{ key: "special", title: t("specialCargo.column"), width: 260, render: (_, row) => <SpecialCargoLines row={row} /> }];
}

const widthOf = (columns: ColumnsType<never>) => columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);
// the rows have no id of their own: their place in the order is their key
const keyed = <T extends Goods>(rows: T[]) => rows.map((row, index) => ({ ...row, key: index }));

function ContainerTable({ rows, special }: { rows: Container[]; special: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const goods = useGoodsColumns<Container>();
  const specialColumn = useSpecialColumn(rows, special);
  const columns: ColumnsType<Container> = [
    { key: "container", title: t("bookings.goods.container"), width: 110, render: (_, row) => row.container_name },
    { key: "container_no", title: t("bookings.goods.container_no"), width: 130, render: (_, row) => row.container_no },
    { key: "seal_no", title: t("bookings.goods.seal_no"), width: 120, render: (_, row) => row.seal_no },
    ...goods,
    {
      key: "quantity",
      title: t("bookings.goods.quantity"),
      width: 90,
      align: "right",
      render: (_, row) => formatNumber(row.quantity, language),
    },
    ...specialColumn,
  ];
  return (
    <Table<Container>
      size="small"
      columns={columns}
      dataSource={keyed(rows)}
      pagination={false}
      scroll={{ x: widthOf(columns as ColumnsType<never>) }}
    />
  );
}

function CargoTable({ rows, special }: { rows: Cargo[]; special: boolean }) {
  const columns = [...useGoodsColumns<Cargo>(), ...useSpecialColumn(rows, special)];
  return (
    <Table<Cargo>
      size="small"
      columns={columns}
      dataSource={keyed(rows)}
      pagination={false}
      scroll={{ x: widthOf(columns as ColumnsType<never>) }}
    />
  );
}

type Space = OrderDetail["spaces"][number];

/** The spaces that carry special cargo, each named by its type and count above its lines. */
function SpaceSpecialCargo({ spaces }: { spaces: Space[] }) {
  const special = spaces.filter(hasSpecialCargo);
  if (special.length === 0) return null;
  return (
    <Flex vertical gap={8} data-testid="space-special-cargo">
      {special.map((space) => (
        <Flex key={space.container_id} vertical gap={2}>
          <Typography.Text strong>{`${space.container_name} × ${space.count}`}</Typography.Text>
          <SpecialCargoLines row={space} />
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * What was booked: the spaces and container rows of an FCL order, the cargo items of an LCL one.
 * `specialCargo` adds each row's dangerous goods, reefer settings and out-of-gauge dimensions.
 */
export function OrderGoods({ order, specialCargo = false }: { order: OrderGoodsFields; specialCargo?: boolean }) {
  const { t } = useTranslation();
  if (order.container_mode !== CONTAINER_MODE.FCL) {
    if (order.cargos.length === 0) return <Typography.Text type="secondary">{t("bookings.goods.noCargo")}</Typography.Text>;
    return (
      <Flex vertical gap={8}>
        <CargoTable rows={order.cargos} special={specialCargo} />
        <GoodsTotals rows={order.cargos} />
      </Flex>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center" data-testid="order-spaces">
        <Typography.Text type="secondary">{t("bookings.goods.spaces")}</Typography.Text>
        {order.spaces.length === 0 && <Typography.Text type="secondary">{t("bookings.goods.noSpaces")}</Typography.Text>}
        {order.spaces.map((space) => (
          <Tag key={space.container_id} color="blue">
            {`${space.container_name} × ${space.count}`}
          </Tag>
        ))}
      </Flex>
      {specialCargo && <SpaceSpecialCargo spaces={order.spaces} />}
      {order.containers.length > 0 && (
        <>
          <ContainerTable rows={order.containers} special={specialCargo} />
          <GoodsTotals rows={order.containers} />
        </>
      )}
    </Flex>
  );
}
