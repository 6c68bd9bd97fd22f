import cookie from '@fastify/cookie';
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppRouter, appRouter } from './app-router';
import { AppError, sendError } from './errors';
import { registerCompression } from './plugins/compression';
import { registerGoogle } from './plugins/google';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa';
import { registerStripeWebhook } from './plugins/stripe-webhook';
import { registerWholeFetchAnswers } from './plugins/whole-fetch-answers';
import { REST_ROUTES } from './rest-routes';
import { recordRoutes } from './route-registry';
import { createContext } from './trpc/context';
import { registerRestRoutes } from './trpc/rest';
import type { Services } from './trpc/services';

export interface BuildAppOptions {
  services: Services;
  logger?: boolean;
  /** Serve the built client (off in API tests). */
  serveClient?: boolean;
}

export const BODY_LIMIT_BYTES = 256 * 1024;

export async function buildApp({
  services,
  logger = false,
  serveClient = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: logger
      ? { level: config.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.isProduction,
    routerOptions: { maxParamLength: 5000 },
  });
  recordRoutes(app);

  app.setErrorHandler((error, _req, reply) => sendError(reply, error));

  // A POST with a JSON content type and nothing in it (logout from some API clients) is an empty input.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });

  // tRPC answers with a fetch Response: read whole first, so compression sees it as JSON.
  registerWholeFetchAnswers(app);
  registerCompression(app);
  await app.register(cookie);
  await registerSecurity(app, config, services.database);

  app.get('/healthz', async () => ({ ok: true, database: services.database.kind }));

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => createContext(services, req, res),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC error');
      },
      // A refusal that ends (too many attempts) says when in Retry-After, as the /api answer does.
      responseMeta: ({ errors }) => {
        const waits = errors.flatMap((e) =>
          e.cause instanceof AppError && e.cause.retryAfter !== undefined ? [e.cause.retryAfter] : [],
        );
        return waits.length > 0 ? { headers: { 'retry-after': String(Math.max(...waits)) } } : {};
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(app, services, REST_ROUTES);
  await registerGoogle(app, services);
  await registerStripeWebhook(app, services);
  if (serveClient) await registerSpa(app);
  else app.setNotFoundHandler((_req, reply) => sendError(reply, new AppError('NOT_FOUND', 'Not found')));
  return app;
}
