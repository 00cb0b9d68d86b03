import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface ResetPasswordInput {
  username: string;
  vcode: string;
  password: string;
}

export function useResetPassword() {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => api.post<null>("/system/password", input) });
}
