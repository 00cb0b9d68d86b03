import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contactKeys } from "./contact-keys";

/** DELETE /customer/contact with the ids as the body; all or nothing on the server. */
export const deleteContacts = (ids: number[]) => api.delete<{ deleted: number }>("/customer/contact", ids);

export function useDeleteContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContacts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
  });
}
