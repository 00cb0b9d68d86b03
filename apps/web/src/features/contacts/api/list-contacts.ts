import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import { useLanguage } from "../../../lib/list/use-language";
import type { Page } from "../../../lib/list/use-paged-query";
import { type Contact, type ContactQuery, contactKeys } from "./contact-keys";

export function fetchContacts(query: ContactQuery, signal?: AbortSignal) {
  return api.get<Page<Contact>>("/customer/contact", { ...query }, { signal });
}

/** One page of the address book in the reader's language (the contacts page runs it through usePagedQuery). */
export function contactListOptions(query: ContactQuery, language: Language) {
  return queryOptions({ queryKey: contactKeys.list(query, language), queryFn: ({ signal }) => fetchContacts(query, signal) });
}

/** The address book outside the contacts page (the picker); the previous page stays while the next loads. */
export function useContacts(query: ContactQuery) {
  return useQuery({ ...contactListOptions(query, useLanguage()), placeholderData: keepPreviousData });
}
