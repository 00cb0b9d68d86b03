import type { ResetCodeSent } from "@haiyun/shared/schemas/user";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** The wait the server asks for between two codes (60 s). */
export const RESEND_SECONDS = 60;

// The answer is the same whether or not the account exists, so the page never tells which.
export function useSendResetCode() {
  return useMutation({
    mutationFn: (username: string) => api.post<ResetCodeSent>("/system/forget", { username }),
  });
}
