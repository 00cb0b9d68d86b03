import type { ExportFormat } from "@haiyun/shared/schemas/export";
import { api, buildUrl, type DownloadWatch } from "../../../lib/api-client";
import { opsOrderRequestOf } from "./list-ops-orders";
import type { OpsOrderFilters } from "./ops-keys";

/** GET /ops/order/export: the desk's list as filtered (its default statuses included), every page, as a file. */
export const exportOpsOrders = (filters: OpsOrderFilters, format: ExportFormat, watch: DownloadWatch) =>
  api.download(buildUrl("/ops/order/export", { ...opsOrderRequestOf(filters), format }), undefined, watch);
