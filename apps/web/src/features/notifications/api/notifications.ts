import type { NotificationList, NotificationView } from "@haiyun/shared/schemas/notification";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Language } from "../../../lib/i18n";
import { useLanguage } from "../../../lib/list/use-language";
import { useToken } from "../../auth";

export type { NotificationList, NotificationView };

/** How many the bell's list shows: the newest. */
export const BELL_SIZE = 10;
/** How often the badge asks again while the page is open (and at once when the window regains focus). */
export const UNREAD_POLL_MS = 60_000;

// The texts come in the request's language: it is part of the list's key, so a switch asks again.
export const notificationKeys = {
  all: () => ["notifications"] as const,
  unread: () => ["notifications", "unread"] as const,
  list: (language: Language) => ["notifications", "list", language] as const,
};

type Unread = { unread: number };

/** GET /notifications/unread-count: the badge, polled while signed in; nothing is asked once signed out. */
export function useUnreadCount() {
  const token = useToken();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<Unread>("/notifications/unread-count", undefined, { signal }).then((data) => data.unread),
    enabled: !!token,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** GET /notifications: the newest BELL_SIZE, asked for when the bell is opened. */
export function useNotifications(open: boolean) {
  const token = useToken();
  const language = useLanguage();
  return useQuery({
    queryKey: notificationKeys.list(language),
    queryFn: ({ signal }) => api.get<NotificationList>("/notifications", { page: 1, limit: BELL_SIZE }, { signal }),
    enabled: open && !!token,
    staleTime: 0,
  });
}

/** Marks one read (PUT /notifications/{id}/read), or all (PUT /notifications/read-all); the badge takes the answer's count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number | "all") => api.put<Unread>(id === "all" ? "/notifications/read-all" : `/notifications/${id}/read`),
    onMutate: (id) => {
      // shown read at once: the click also leaves for the order
      queryClient.setQueriesData<NotificationList>({ queryKey: [...notificationKeys.all(), "list"] }, (old) =>
        old
          ? {
              ...old,
              list: old.list.map((row) => (id === "all" || row.id === id ? { ...row, read: true } : row)),
            }
          : old,
      );
    },
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unread(), answer.unread),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...notificationKeys.all(), "list"] }),
  });
}
