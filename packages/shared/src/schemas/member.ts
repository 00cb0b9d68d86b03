import { optionalString, phoneSchema } from "./common";
import { commonText } from "./contact";

/**
 * The member's contact fields, the same at registration and in the profile — the common
 * text pattern as in the contact form, except company2, the local (often Chinese) company name.
 */
export const memberContactFields = {
  linkman: commonText(100, true),
  phone: phoneSchema,
  company1: commonText(200, true),
  company2: optionalString(200),
  address1: commonText(300, true),
  address2: commonText(300, false),
  city: commonText(100, true),
  province: commonText(100, false),
};
