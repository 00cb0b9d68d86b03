import type { ContactInput } from "@haiyun/shared/schemas/contact";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { type Contact, contactKeys } from "./contact-keys";

export type ContactPayload = ContactInput;

export const createContact = (body: ContactPayload) => api.post<Contact>("/customer/contact", body);
export const updateContact = (id: number, body: ContactPayload) => api.put<Contact>(`/customer/contact/${id}`, body);

/** POST a new contact, or PUT the one with `id`; every list of contacts is fetched again after. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: ContactPayload }) => (id ? updateContact(id, body) : createContact(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
  });
}
