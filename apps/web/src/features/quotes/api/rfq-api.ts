import type { RfqInput } from "@haiyun/shared/schemas/rfq";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** POST /system/send_rfq: the server keeps the request and mails the quote's forwarder. */
export const sendRfq = (body: RfqInput) => api.post<{ id: number }>("/system/send_rfq", body);

export function useSendRfq() {
  return useMutation({ mutationFn: sendRfq });
}
