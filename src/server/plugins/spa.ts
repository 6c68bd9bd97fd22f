import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError, sendError } from '../errors';

export const CLIENT_DIST = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** Serves the built client; any other GET that is not an API path gets index.html (client routing). */
export async function registerSpa(app: FastifyInstance, root = CLIENT_DIST): Promise<void> {
  const hasClient = existsSync(`${root}/index.html`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset (scripts/vite-precompress.ts): sent as the
      // client's Accept-Encoding allows, with Vary: Accept-Encoding; they are not routes of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, file) => {
        if (file.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const isApi = req.url.startsWith('/api/') || req.url.startsWith('/trpc/') || req.url === '/healthz';
    if (req.method !== 'GET' || isApi || !hasClient) {
      return sendError(reply, new AppError('NOT_FOUND', 'Not found'));
    }
    // cacheControl: false, or send's own "public, max-age=0" replaces the no-cache set here.
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .sendFile('index.html', { cacheControl: false });
  });
}
