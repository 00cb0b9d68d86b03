import { type Query, QueryClient, queryOptions } from "@tanstack/react-query";
import { ApiError } from "./api-client";
import { LANGUAGES } from "./i18n";

// Successful lookups cached 5 minutes.
export const LOOKUP_STALE_TIME = 5 * 60 * 1000;

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  // No retry on 4xx, the answer will not change by asking again (and 401/403 have already redirected).
  if (error instanceof ApiError && error.status >= 400 && error.status <= 499) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, refetchOnWindowFocus: false },
      // Only failed data queries retry; a write is never repeated behind the user's back.
      mutations: { retry: false },
    },
  });
}

/** `fn` may ignore its argument; it receives the query's abort signal for `api.get(url, params, { signal })`. */
export function lookupOptions<T>(key: readonly unknown[], fn: (context: { signal: AbortSignal }) => Promise<T>) {
  // NoInfer: inside useQuery(lookupOptions(...)) TypeScript would otherwise also infer T from useQuery's
  // initialData overload, turning `data` into `(() => never) | T` for fns ending in `.then(...)`.
  return queryOptions<NoInfer<T>, Error, NoInfer<T>, readonly unknown[]>({
    queryKey: key,
    queryFn: ({ signal }) => fn({ signal }),
    staleTime: LOOKUP_STALE_TIME,
    gcTime: LOOKUP_STALE_TIME,
  });
}

interface LanguageEvents {
  on(event: "languageChanged", listener: (language: string) => void): unknown;
  off(event: "languageChanged", listener: (language: string) => void): unknown;
}

/** A key that names its language (reference lists, dictionaries) moves to a new key by itself. */
const namesLanguage = (query: Query) => query.queryKey.some((part) => (LANGUAGES as readonly unknown[]).includes(part));

/**
 * Every call carries the `lang` header and the server answers in it (names of countries, ports,
 * contact types, dictionaries, messages), so after a language switch every answer is asked again:
 * the queries on screen at once, keeping the old answer until the new one arrives, and the others
 * when next used. One place, so a query cannot forget to put the language in its key.
 */
export function refetchOnLanguageChange(queryClient: QueryClient, i18n: LanguageEvents): () => void {
  const onChange = () => void queryClient.invalidateQueries({ predicate: (query) => !namesLanguage(query) });
  i18n.on("languageChanged", onChange);
  return () => i18n.off("languageChanged", onChange);
}
