import type { ExportFormat } from "@haiyun/shared/schemas/export";
import type { RateImportResult, RateInput } from "@haiyun/shared/schemas/rate";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, buildUrl, type DownloadWatch } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import type { Page } from "../../../lib/list/use-paged-query";
import { type Rate, type RateFilters, type RateQuery, rateKeys } from "./rate-keys";

// The pinned wire contract: GET, POST /rate; PUT /rate/{id}; DELETE /rate (id array, all or
// nothing); POST /rate/import (multipart file); the template and the export are downloads.

export type RatePayload = RateInput;

export function fetchRates(query: RateQuery, signal?: AbortSignal) {
  return api.get<Page<Rate>>("/rate", { ...query }, { signal });
}

/** One page of the forwarder's rates in the reader's language (run through usePagedQuery). */
export function rateListOptions(query: RateQuery, language: Language) {
  return queryOptions({ queryKey: rateKeys.list(query, language), queryFn: ({ signal }) => fetchRates(query, signal) });
}

export const createRate = (body: RatePayload) => api.post<Rate>("/rate", body);
export const updateRate = (id: number, body: RatePayload) => api.put<Rate>(`/rate/${id}`, body);
export const deleteRates = (ids: number[]) => api.delete<{ deleted: number }>("/rate", ids);

/** POST a new rate, or PUT the one with `id`; every list of rates is fetched again after. */
export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: RatePayload }) => (id ? updateRate(id, body) : createRate(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.lists() }),
  });
}

export function useDeleteRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rateKeys.lists() }),
  });
}

export function importRates(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append("file", file);
  return api.upload<RateImportResult>("/rate/import", form, onProgress);
}

export function useImportRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => importRates(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rateKeys.lists() }),
  });
}

/** The server writes the template's headers, and names the file, in the language of the request. */
export const downloadRateTemplate = () => api.download("/rate/template");

/** The list as filtered, every page, as an .xlsx or a CSV in the import template's columns. */
export const exportRates = (filters: RateFilters, format: ExportFormat, watch: DownloadWatch) =>
  api.download(buildUrl("/rate/export", { ...filters, format }), undefined, watch);
