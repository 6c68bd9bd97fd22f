import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toHttpError } from '../errors';
import type { Services } from '../services';
import { createContext } from './context';
import { createCallerFactory } from './init';
import { type AppRouter, appRouter } from './root';

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
}

// biome-ignore lint/suspicious/noExplicitAny: a list of routes with different input/output types
export type AnyRestRoute = RestRoute<any, any>;

export const defineRest = <I, O>(route: RestRoute<I, O>): RestRoute<I, O> => route;

function defaultInput(req: RawRequest, method: string) {
  if (method === 'GET' || method === 'DELETE') return { ...req.query, ...req.params };
  return { ...req.body, ...req.params };
}

export function registerRestRoutes(app: FastifyInstance, services: Services, routes: AnyRestRoute[]): void {
  for (const route of routes) {
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
          const output = await route.procedure(caller)(input);
          reply.status(route.status ?? 200);
          return route.answer ? route.answer(output) : output;
        } catch (error) {
          const { status, body } = toHttpError(error);
          if (status >= 500) req.log.error({ err: error }, 'request failed');
          reply.status(status);
          return body;
        }
      },
    });
  }
}

export type { AppRouter };
