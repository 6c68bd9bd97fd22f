import type { FastifyInstance } from 'fastify';
import { isJsonType } from './compression';

const isFetchResponse = (payload: unknown): payload is Response =>
  typeof payload === 'object' &&
  payload !== null &&
  Object.prototype.toString.call(payload) === '[object Response]';

/**
 * tRPC's Fastify adapter answers with a WHATWG `Response`, which Fastify would pipe out through a web
 * stream after every `onSend` hook has run. A JSON `Response` is read whole here instead and its status
 * and headers copied onto the reply, so later `onSend` hooks (compression) see the JSON like any other
 * answer and Fastify writes one buffer. Register before those hooks.
 */
export function registerWholeFetchAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!isFetchResponse(payload)) return payload;
    const type = payload.headers.get('content-type') ?? '';
    // A streamed protocol (JSON lines, server-sent events) stays a stream.
    if (!isJsonType(type) || payload.body === null) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return payload.text();
  });
}
