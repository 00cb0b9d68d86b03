import type { ContactImportResult } from "@haiyun/shared/schemas/contact";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { contactKeys } from "./contact-keys";

export function importContacts(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append("file", file);
  // warnings: number cells of code columns taken as the digits shown (a zip code may have lost its 0)
  return api.upload<ContactImportResult>("/customer/contact/import", form, onProgress);
}

export function useImportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      importContacts(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
  });
}
