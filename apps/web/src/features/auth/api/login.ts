import type { LoginResult } from "@haiyun/shared/schemas/auth";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clearSession, setToken } from "../../../lib/session";
import { userKeys } from "./userinfo";

export interface LoginInput {
  username: string;
  password: string;
  captcha_id?: string;
  captcha?: string;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => api.post<LoginResult>("/system/login", input),
    onSuccess: ({ token }) => {
      queryClient.removeQueries({ queryKey: userKeys.info() });
      setToken(token);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>("/system/logout"),
    // the local session ends whatever the server answered
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
