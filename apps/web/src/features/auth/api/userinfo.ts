import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useToken } from "./use-session";

export interface UserInfo {
  id: number;
  username: string;
  roles: string[];
  authorities: string[];
  linkman: string;
  phone: string;
  company1: string;
  company2: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  country_id: number | null;
  country_name: string;
  zip_code: string;
  credit_no: string;
  profile: string;
  logo: number | null;
  license: number | null;
  logo_url: string;
  logo_thumb: string;
  license_url: string;
  license_thumb: string;
  industries: string;
  businesses: string;
  routes: string;
  ports: string;
  last_login_at: string | null;
  last_login_ip: string;
}

export const userKeys = { info: () => ["userinfo"] as const };

export const userInfoQuery = () =>
  queryOptions({
    queryKey: userKeys.info(),
    queryFn: () => api.get<UserInfo>("/userinfo"),
    staleTime: 60_000,
    retry: false,
  });

/** spec §7: user info is fetched only when a token is stored. */
export function useUserInfo() {
  const token = useToken();
  return useQuery({ ...userInfoQuery(), enabled: !!token });
}
