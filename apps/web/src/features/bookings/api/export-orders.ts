import type { ExportFormat } from "@haiyun/shared/schemas/export";
import { api, buildUrl, type DownloadWatch } from "../../../lib/api-client";
import type { OrderFilters } from "../../orders";

/** GET /order/export: the bookings list as filtered, every page, as a file. */
export const exportOrders = (filters: OrderFilters, format: ExportFormat, watch: DownloadWatch) =>
  api.download(buildUrl("/order/export", { ...filters, format }), undefined, watch);
