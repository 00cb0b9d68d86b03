import type { ProfileBody } from "@haiyun/shared";

/** "1,2,2" → [1, 2]: business lists travel as comma-separated ids and are stored as arrays. */
export const splitIds = (list: string): number[] => (list ? [...new Set(list.split(",").map(Number))] : []);

/** The profile fields registration and the profile form share (shared profileSchema, registrationSchema). */
export type ProfileFields = Omit<ProfileBody, "profile" | "logo" | "license" | "password" | "current_password">;

/** The users columns a profile writes, for registration and for profile saves alike. */
export function profileColumns(body: ProfileFields) {
  return {
    linkman: body.linkman,
    // first_name equals linkman
    first_name: body.linkman,
    phone: body.phone,
    company1: body.company1,
    company2: body.company2,
    address1: body.address1,
    address2: body.address2,
    city: body.city,
    province: body.province,
    country_id: body.country_id,
    zip_code: body.zip_code,
    credit_no: body.credit_no,
    industries: splitIds(body.industries),
    businesses: splitIds(body.businesses),
    routes: splitIds(body.routes),
    ports: splitIds(body.ports),
  };
}
