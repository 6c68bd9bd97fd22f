import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/trpc/root';
import { RestError } from './restGet';
import { DATA_STALE_MS } from './uiConstants';

/** The spec's data defaults: fresh for 30 s, no retry, no refetch on focus. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: DATA_STALE_MS, retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const client = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({ url: '/trpc', fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }) }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });

/** True when the request never reached the server (offline, server down). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof RestError) return error.status === undefined;
  return error instanceof TRPCClientError && !error.data && !error.shape;
}

/** The answer's HTTP status, when the server answered at all. */
function statusOf(error: unknown): number | undefined {
  if (error instanceof RestError) return error.status;
  const meta =
    error instanceof TRPCClientError ? (error.meta as { response?: Response } | undefined) : undefined;
  return meta?.response?.status;
}

export function errorMessage(error: unknown, fallback: string): string {
  // The per-address limit answers before tRPC does, so its message is not in tRPC's error shape.
  if (statusOf(error) === 429) return 'Too many requests. Please wait a moment and try again.';
  if (isNetworkError(error)) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
