import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppRouter, appRouter } from '../app-router';
import { toHttpError } from '../errors';
import { RecentlyUsed } from '../util/recently-used';
import { createContext } from './context';
import { createCallerFactory } from './init';
import type { Services } from './services';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export interface RawRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The JSON body as sent, for the paths whose body is a bare list. */
  rawBody: unknown;
}

/**
 * One of the spec's /api paths as a thin adapter over a tRPC procedure: it picks the raw input out of
 * the request, calls the procedure through a server-side caller (which validates with the shared zod
 * schema and checks the role) and shapes the answer.
 */
export interface RestRoute<I, O> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  procedure: (caller: Caller) => (input: I) => Promise<O>;
  /** Defaults to the body merged over the path parameters (or the query for GET). */
  input?: (req: RawRequest) => unknown;
  answer?: (output: O) => unknown;
  status?: number;
  /**
   * A cheap tag of the answer, computed before the procedure: sent as ETag, and a GET whose
   * If-None-Match holds it is answered 304 without running the procedure (decision 018).
   */
  etag?: (caller: Caller) => (input: I) => Promise<string>;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of routes with different input/output types
export type AnyRestRoute = RestRoute<any, any>;

export const defineRest = <I, O>(route: RestRoute<I, O>): RestRoute<I, O> => route;

/** If-None-Match holds the tag (weak comparison, RFC 9110 §13.1.2). */
function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(tag));
}

function defaultInput(req: RawRequest, method: string) {
  if (method === 'GET' || method === 'DELETE') return { ...req.query, ...req.params };
  return { ...req.body, ...req.params };
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Tagged bodies kept per route: the windows a studio's screens ask for, as admin and as student. */
const TAGGED_BODIES = 16;

export function registerRestRoutes(app: FastifyInstance, services: Services, routes: AnyRestRoute[]): void {
  for (const route of routes) {
    // Per app (so per database): this route's serialized answers by tag (decision 022). The same
    // Buffer goes out each time, so the compression hook keeps its compressed forms beside it.
    const tagged = route.etag ? new RecentlyUsed<string, Buffer>(TAGGED_BODIES) : null;
    const answerOf = (output: unknown) => (route.answer ? route.answer(output) : output);
    app.route({
      method: route.method,
      url: route.url,
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const raw: RawRequest = {
          params: (req.params ?? {}) as Record<string, string>,
          query: (req.query ?? {}) as Record<string, unknown>,
          body:
            req.body && typeof req.body === 'object' && !Array.isArray(req.body)
              ? (req.body as Record<string, unknown>)
              : {},
          rawBody: req.body,
        };
        const caller = createCaller(createContext(services, req, reply));
        try {
          const input = route.input ? route.input(raw) : defaultInput(raw, route.method);
          if (route.etag && tagged) {
            const tag = await route.etag(caller)(input);
            reply.header('etag', tag).header('cache-control', 'private, no-cache');
            if (matchesTag(req.headers['if-none-match'], tag)) return reply.status(304).send();
            const key = `${tag} ${JSON.stringify(input)}`;
            let body = tagged.get(key);
            if (!body) {
              const output = await route.procedure(caller)(input);
              body = Buffer.from(JSON.stringify(answerOf(output)));
              tagged.keep(key, body);
            }
            return reply
              .status(route.status ?? 200)
              .type(JSON_TYPE)
              .send(body);
          }
          const output = await route.procedure(caller)(input);
          reply.status(route.status ?? 200);
          return answerOf(output);
        } catch (error) {
          const { status, body } = toHttpError(error);
          if (status >= 500) req.log.error({ err: error }, 'request failed');
          reply.status(status);
          if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter));
          return body;
        }
      },
    });
  }
}

export type { AppRouter };
