// Messages of the DCSA customer API: what an ErrorResponse's errors say about one property of a
// request, in both languages. Keys are `dcsa.*`; the API answers them in the `lang` header's
// language (or Accept-Language's).

import { DCSA_BOOKING_MESSAGES } from "./dcsa-booking-messages";
import { DCSA_EBL_MESSAGES } from "./dcsa-ebl-messages";
import { DCSA_WEBHOOK_MESSAGES } from "./dcsa-webhook-messages";

type Catalogue = Record<string, { cn: string; en: string }>;

export const DCSA_MESSAGES = {
  "dcsa.invalid_value": { cn: "{property} 的值无效", en: "{property} has an invalid value" },
  "dcsa.required": { cn: "缺少必填项 {property}", en: "{property} is required" },
  "dcsa.not_found": { cn: "找不到该参考号", en: "No document with this reference" },
  ...DCSA_BOOKING_MESSAGES,
  ...DCSA_EBL_MESSAGES,
  ...DCSA_WEBHOOK_MESSAGES,
} satisfies Catalogue;
