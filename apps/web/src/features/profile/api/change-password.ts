import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionKeys } from "./sessions";

export interface ChangePasswordInput {
  current_password: string;
  password: string;
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.put<null>("/userinfo/password", input),
    // the server signs every other session out
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all() }),
  });
}
