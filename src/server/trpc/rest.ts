import type { Readable } from 'node:stream';
import type { AnyProcedure, inferProcedureInput, inferProcedureOutput } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError, toHttpError } from '../errors';
import { RecentlyUsed } from '../util/recently-used';
import { type Context, createContext } from './context';
import type { Services } from './services';

export interface RawRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The JSON body as sent, for the paths whose body is a bare list. */
  rawBody: unknown;
  /** Whether the client asked for a page (Accept: text/html) rather than data. */
  wantsPage: boolean;
}

/** A file answer (CSV, ICS, or rows streamed as they are read) instead of JSON. */
export class FileAnswer {
  constructor(
    readonly type: string,
    readonly body: string | Readable,
    readonly options: { filename?: string; cache?: string; headers?: Record<string, string> } = {},
  ) {}
}

/** An HTML page for a person who followed a link from an e-mail. */
export class PageAnswer {
  constructor(readonly html: string) {}
}

/** A redirect to another address. */
export class RedirectAnswer {
  constructor(readonly to: string) {}
}

type Shaped = FileAnswer | PageAnswer | RedirectAnswer | unknown;

/**
 * One HTTP path as a thin adapter over a procedure: it picks the raw input out of the request, runs
 * the procedure itself (its middlewares check the role, its zod schema the input) and shapes the
 * answer — JSON by default, or a file, a page or a redirect. Every error leaves through sendError.
 */
export interface RestRoute<P extends AnyProcedure = AnyProcedure> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  procedure: P;
  /** Defaults to the body merged over the path parameters (or the query for GET and DELETE). */
  input?: (req: RawRequest) => unknown;
  /** Defaults to the output as JSON. */
  answer?: (output: inferProcedureOutput<P>, req: RawRequest, ctx: Context) => Shaped | Promise<Shaped>;
  /** The answer to a refusal (4xx) for a path a person opens in a browser; undefined: the JSON error. */
  refusal?: (message: string, req: RawRequest, ctx: Context) => Promise<PageAnswer | undefined>;
  status?: number;
  /** Headers every answer of this path carries, refusals included. */
  headers?: Record<string, string>;
  /** Takes a form-encoded body (RFC 8058's one-click POST) as text, up to 4 KiB; other paths take JSON only. */
  formBody?: boolean;
  /** A larger JSON body than the app's 256 KiB (an uploaded file, issue 32), in bytes. */
  bodyLimit?: number;
  /**
   * A cheap tag of the answer, computed before the procedure: sent as ETag, and a GET whose
   * If-None-Match holds it is answered 304 without running the procedure (decision 018).
   */
  etag?: AnyProcedure;
}

export const defineRest = <P extends AnyProcedure>(route: RestRoute<P>): RestRoute<P> => route;
export type AnyRestRoute = RestRoute<AnyProcedure>;

/** Runs a procedure as tRPC's own caller would, minus the caller's per-call proxy. */
export function runProcedure<P extends AnyProcedure>(
  procedure: P,
  ctx: Context,
  input: inferProcedureInput<P> | unknown,
  path: string,
): Promise<inferProcedureOutput<P>> {
  return procedure({
    ctx,
    getRawInput: async () => input,
    path,
    type: procedure._def.type,
    signal: undefined,
    batchIndex: 0,
  }) as Promise<inferProcedureOutput<P>>;
}

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

function rawRequest(req: FastifyRequest): RawRequest {
  return {
    params: (req.params ?? {}) as Record<string, string>,
    query: (req.query ?? {}) as Record<string, unknown>,
    body:
      req.body && typeof req.body === 'object' && !Array.isArray(req.body)
        ? (req.body as Record<string, unknown>)
        : {},
    rawBody: req.body,
    wantsPage: /\btext\/html\b/.test(req.headers.accept ?? ''),
  };
}

function send(reply: FastifyReply, status: number, shaped: Shaped) {
  if (shaped instanceof FileAnswer) {
    const { filename, cache, headers } = shaped.options;
    reply
      .status(status)
      .type(shaped.type)
      .header('cache-control', cache ?? 'no-store');
    if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
    for (const [name, value] of Object.entries(headers ?? {})) reply.header(name, value);
    return reply.send(shaped.body);
  }
  if (shaped instanceof PageAnswer)
    return reply.status(status).type('text/html; charset=utf-8').send(shaped.html);
  if (shaped instanceof RedirectAnswer) return reply.redirect(shaped.to);
  reply.status(status);
  return shaped;
}

const JSON_TYPE = 'application/json; charset=utf-8';
/** Tagged bodies kept per route: the windows a studio's screens ask for, as admin and as student. */
const TAGGED_BODIES = 16;

export function registerRestRoutes(
  app: FastifyInstance,
  services: Services,
  routes: readonly AnyRestRoute[],
): void {
  for (const route of routes) {
    // Per app (so per database): this route's serialized answers by tag (decision 022). The same
    // Buffer goes out each time, so the compression hook keeps its compressed forms beside it.
    const tagged = route.etag ? new RecentlyUsed<string, Buffer>(TAGGED_BODIES) : null;
    const path = `${route.method} ${route.url}`;
    const status = route.status ?? 200;
    const headers = Object.entries(route.headers ?? {});
    const options = {
      method: route.method,
      url: route.url,
      ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const raw = rawRequest(req);
        const ctx = createContext(services, req, reply);
        for (const [name, value] of headers) reply.header(name, value);
        try {
          const input = route.input ? route.input(raw) : defaultInput(raw, route.method);
          if (route.etag && tagged) {
            const tag = (await runProcedure(route.etag, ctx, input, path)) as string;
            reply.header('etag', tag).header('cache-control', 'private, no-cache');
            if (matchesTag(req.headers['if-none-match'], tag)) return reply.status(304).send();
            const key = `${tag} ${JSON.stringify(input)}`;
            let body = tagged.get(key);
            if (!body) {
              const output = await runProcedure(route.procedure, ctx, input, path);
              body = Buffer.from(
                JSON.stringify(route.answer ? await route.answer(output, raw, ctx) : output),
              );
              tagged.keep(key, body);
            }
            return reply.status(status).type(JSON_TYPE).send(body);
          }
          const output = await runProcedure(route.procedure, ctx, input, path);
          return send(reply, status, route.answer ? await route.answer(output, raw, ctx) : output);
        } catch (error) {
          if (route.refusal) {
            const refused = toHttpError(error, ctx.meta.locale);
            const page = refused.status < 500 ? await route.refusal(refused.body.error, raw, ctx) : undefined;
            if (page) return send(reply, refused.status, page);
          }
          return sendError(reply, error);
        }
      },
    };
    if (!route.formBody) {
      app.route(options);
      continue;
    }
    // Only this path accepts a form body: its own scope adds the parsers.
    void app.register(async (scope) => {
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
        scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
          done(null, body),
        );
      }
      scope.route(options);
    });
  }
}
