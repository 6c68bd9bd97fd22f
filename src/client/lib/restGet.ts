import { i18n } from '@lingui/core';
/** A failed REST read: the server's message and status, or no status when it was never reached. */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

/**
 * GET one of our /api paths as JSON, through the browser's HTTP cache: an answer sent with an ETag and
 * `Cache-Control: no-cache` is asked again with If-None-Match, and a 304 gives back the stored body.
 */
export async function restGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    // Refusals come back in the page's language, as over tRPC (issue 33).
    res = await fetch(path, {
      signal,
      credentials: 'include',
      headers: { accept: 'application/json', 'accept-language': i18n.locale },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new RestError('');
  }
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  if (!res.ok) throw new RestError(body?.error ?? '', res.status);
  return body as T;
}
