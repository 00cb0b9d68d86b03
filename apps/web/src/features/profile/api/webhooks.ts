import type { WebhookCreate, WebhookDelivery, WebhookView, webhookCreatedSchema } from "@haiyun/shared/schemas/webhooks";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../../../lib/api-client";
import type { Page } from "../../../lib/list/use-paged-query";

export type { WebhookDelivery, WebhookView };

/** The answer of a creation: the secret that signs every body, shown this once. */
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export interface DeliveryPage {
  page: number;
  size: number;
}

export const webhookKeys = {
  all: () => ["userinfo", "webhooks"] as const,
  list: () => ["userinfo", "webhooks", "list"] as const,
  deliveries: (webhookId: number, page: DeliveryPage) => ["userinfo", "webhooks", "deliveries", webhookId, page] as const,
};

/** GET /userinfo/webhooks: the user's subscriptions, each with its newest delivery's outcome. */
export const webhooksQuery = () =>
  queryOptions({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => api.get<Page<WebhookView>>("/userinfo/webhooks", undefined, { signal }),
  });

export function useWebhooks() {
  return useQuery(webhooksQuery());
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookCreate) => api.post<WebhookCreated>("/userinfo/webhooks", body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: WebhookView["id"]) => api.delete<null>(`/userinfo/webhooks/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/** One page of a subscription's delivery log, newest first; the page shown stays while the next loads. */
export function useWebhookDeliveries(webhookId: number | null, page: DeliveryPage) {
  return useQuery({
    queryKey: webhookKeys.deliveries(webhookId ?? 0, page),
    queryFn: ({ signal }) =>
      api.get<Page<WebhookDelivery>>(`/userinfo/webhooks/${webhookId}/deliveries`, { ...page }, { signal }),
    enabled: webhookId !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST …/redeliver: the same event is sent again (same id); the log and the list's last status follow. */
export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ webhookId, deliveryId }: { webhookId: number; deliveryId: number }) =>
      api.post<WebhookDelivery>(`/userinfo/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all() }),
  });
}
