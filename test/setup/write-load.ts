/**
 * A bounded write load over real HTTP that remembers what the server answered: a 2xx is a write the
 * server acknowledged (it must survive anything), another status a refusal, and no answer at all
 * (the process died with the request in flight) an unknown outcome.
 */

export type Outcome =
  // biome-ignore lint/suspicious/noExplicitAny: the answers are arbitrary JSON
  | { kind: 'acked'; status: number; body: any }
  | { kind: 'refused'; status: number; error: string }
  | { kind: 'unknown'; error: string };

export interface WriteRequest<K> {
  /** What the test needs to check the write afterwards (who booked what, which payment key). */
  key: K;
  method: 'POST' | 'PUT';
  path: string;
  cookie: string;
  body: unknown;
}

export interface Sent<K> {
  request: WriteRequest<K>;
  outcome: Outcome;
}

export async function send<K>(baseUrl: string, request: WriteRequest<K>): Promise<Sent<K>> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: { 'content-type': 'application/json', cookie: request.cookie },
      body: JSON.stringify(request.body),
    });
  } catch (error) {
    return { request, outcome: { kind: 'unknown', error: String(error) } };
  }
  let text: string;
  try {
    text = await res.text();
  } catch (error) {
    // Headers arrived but the body did not: the server died while answering, so no acknowledgement.
    return { request, outcome: { kind: 'unknown', error: String(error) } };
  }
  if (res.status >= 200 && res.status < 300) {
    return { request, outcome: { kind: 'acked', status: res.status, body: JSON.parse(text) } };
  }
  return { request, outcome: { kind: 'refused', status: res.status, error: text.slice(0, 300) } };
}

/**
 * Sends the requests through `workers` concurrent lanes, each waiting for its answer before the next.
 * `onAck` sees every acknowledgement as it arrives (the test kills the server from there); once the
 * server is gone the remaining requests are not sent.
 */
export async function runLoad<K>(
  baseUrl: string,
  requests: WriteRequest<K>[],
  workers: number,
  onAck: (acked: number) => void,
): Promise<Sent<K>[]> {
  const results: Sent<K>[] = [];
  let next = 0;
  let acked = 0;
  let serverGone = false;
  const lane = async () => {
    while (!serverGone && next < requests.length) {
      const result = await send(baseUrl, requests[next++]!);
      results.push(result);
      if (result.outcome.kind === 'unknown') serverGone = true;
      else if (result.outcome.kind === 'acked') onAck(++acked);
    }
  };
  await Promise.all(Array.from({ length: workers }, lane));
  return results;
}
