import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/app-router';
import { tryAgainIn } from '../../shared/sign-in-messages';
import { tr } from '../i18n/tr';
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
    httpBatchLink({
      url: '/trpc',
      // The server answers (refusals, messages) in the language this page shows (issue 33).
      headers: () => ({ 'accept-language': i18n.locale }),
      fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });

/** True when the request never reached the server (offline, server down). */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof RestError) return error.status === undefined;
  return error instanceof TRPCClientError && !error.data && !error.shape;
}

/** The answer's HTTP status, when the server answered at all. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof RestError) return error.status;
  const meta =
    error instanceof TRPCClientError ? (error.meta as { response?: Response } | undefined) : undefined;
  return meta?.response?.status;
}

/**
 * Seconds until a refused request may be tried again (a 429's Retry-After), when the server said.
 * Our own refusals carry it in the error's data; the per-address API ceiling only in the header.
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data = error.data as { retryAfter?: unknown } | undefined;
  if (typeof data?.retryAfter === 'number') return data.retryAfter;
  const header = (error.meta as { response?: Response } | undefined)?.response?.headers.get('retry-after');
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) ? seconds : undefined;
}

export function errorMessage(error: unknown, fallback: string): string {
  // The per-address API ceiling answers before tRPC does, so its message is not in tRPC's error
  // shape; our own refusals (sign-in throttles) are, with their reason and when to try again.
  if (statusOf(error) === 429 && error instanceof TRPCClientError && !error.data) {
    const retryAfter = retryAfterOf(error);
    if (retryAfter === undefined) return t`Too many requests. Please wait a moment and try again.`;
    const tryAgain = tr(tryAgainIn(retryAfter));
    return t`Too many requests. ${tryAgain}`;
  }
  if (isNetworkError(error)) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The server answered 404 (missing, or not this student's). */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof TRPCClientError && (error.data?.code === 'NOT_FOUND' || error.data?.httpStatus === 404)
  );
}
