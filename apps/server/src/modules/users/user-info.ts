import { authoritiesOf, type UserInfo } from "@haiyun/shared";
import type { AccountRow } from "./users.repository";

const joinIds = (ids: number[]) => ids.join(",");

export interface UserInfoLinks {
  countryName: string;
  logoUrl: string;
  licenseUrl: string;
}

/** The GET /userinfo answer (shared userInfoSchema) from a user row and what other modules name for it. */
export function toUserInfo(user: AccountRow, { countryName, logoUrl, licenseUrl }: UserInfoLinks): UserInfo {
  return {
    id: user.id,
    username: user.username,
    roles: user.roles,
    authorities: authoritiesOf(user.roles),
    linkman: user.linkman,
    first_name: user.first_name,
    phone: user.phone,
    company1: user.company1,
    company2: user.company2,
    address1: user.address1,
    address2: user.address2,
    city: user.city,
    province: user.province,
    country_id: user.country_id,
    country_name: countryName,
    zip_code: user.zip_code,
    credit_no: user.credit_no,
    profile: user.profile,
    logo: user.logo,
    license: user.license,
    // the browser scales the picture; one stored image serves as its own thumbnail
    logo_url: logoUrl,
    logo_thumb: logoUrl,
    license_url: licenseUrl,
    license_thumb: licenseUrl,
    industries: joinIds(user.industries),
    businesses: joinIds(user.businesses),
    routes: joinIds(user.routes),
    ports: joinIds(user.ports),
    lang: user.lang,
    last_login_at: user.last_login_at?.toISOString() ?? null,
    last_login_ip: user.last_login_ip ?? "",
    create_time: user.create_time.toISOString(),
  };
}
