import type { UserInfo } from "@haiyun/shared/schemas/user";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useToken } from "./use-session";

/** GET /userinfo as the server's response schema describes it (the member, plus the authorities). */
export type { UserInfo };

export const userKeys = { info: () => ["userinfo"] as const };

export const userInfoQuery = () =>
  queryOptions({
    queryKey: userKeys.info(),
    queryFn: () => api.get<UserInfo>("/userinfo"),
    staleTime: 60_000,
    retry: false,
  });

/** User info is fetched only when a token is stored. */
export function useUserInfo() {
  const token = useToken();
  return useQuery({ ...userInfoQuery(), enabled: !!token });
}
