import { businessToday } from "@haiyun/shared/time/business-date";
import type { Dayjs } from "dayjs";

/**
 * A calendar day before the business today (the portal's time zone, as the server judges ready
 * dates and quote validity): a date picker disables it, whatever the reader's own zone.
 */
export const isBeforeBusinessToday = (day: Dayjs) => day.format("YYYY-MM-DD") < businessToday();
