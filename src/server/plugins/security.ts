import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Locale, SOURCE_LOCALE } from '../../shared/i18n/locales';
import { msg } from '../../shared/i18n/msg';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { AppError, sendError } from '../errors';
import { requestLocale } from '../i18n/request-locale';
import { translate } from '../i18n/translate';
import { UNSUBSCRIBE_PATH } from '../modules/reminders/unsubscribe-link';
import { databaseRateLimitStore } from './rate-limit-store';
import { registerSecurityHeaders } from './security-headers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

function requestOrigin(req: FastifyRequest, config: AppConfig): string[] {
  const own = `${req.protocol}://${req.host}`;
  return [own, config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : '', config.DEV_ORIGIN ?? ''].filter(
    Boolean,
  );
}

/**
 * Paths a mail provider POSTs to from its own servers, form-encoded (RFC 8058 one-click unsubscribe):
 * the signed token in the address is the proof, and the request can only turn reminders off.
 */
const ONE_CLICK_PATHS = new Set([UNSUBSCRIBE_PATH]);

/** The API (tRPC and the spec's /api paths), as opposed to the client's files and pages. */
const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/trpc/');

/**
 * CSRF (design §3): a state-changing request must carry JSON if it carries a body, and must come
 * from our own origin when a browser says where it comes from. Clients that send no Origin and no
 * Sec-Fetch-Site (curl, other servers) are not browsers and cannot be forged by a third-party page.
 */

export function csrfGuard(config: AppConfig) {
  return async (req: FastifyRequest, reply: import('fastify').FastifyReply) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.method === 'POST' && ONE_CLICK_PATHS.has(req.url.split('?')[0]!)) return;
    if (hasBody(req)) {
      const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') {
        return sendError(
          reply,
          new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json'),
        );
      }
    }
    const site = req.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') {
      return sendError(reply, new AppError('FORBIDDEN', 'Cross-site request refused'));
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !requestOrigin(req, config).includes(origin)) {
      return sendError(reply, new AppError('FORBIDDEN', 'Cross-site request refused'));
    }
  };
}

/** The 429's message in the request's language; English as the spec says it ("Try again in 1 minute."). */
function tooManyRequests(locale: Locale, ctx: { after: string; ttl: number }): string {
  if (locale === SOURCE_LOCALE) return `Too many requests. Try again in ${ctx.after}.`;
  const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
  return translate(
    locale,
    msg('Too many requests. Try again in {seconds, plural, one {# second} other {# seconds}}.', { seconds }),
  );
}

export async function registerSecurity(
  app: FastifyInstance,
  config: AppConfig,
  database: Database,
): Promise<void> {
  // The one-click unsubscribe answers a person with a page, so it gets the page's headers.
  registerSecurityHeaders(app, config, (url) => isApiPath(url) && !url.startsWith(UNSUBSCRIBE_PATH));
  // A coarse per-IP ceiling on the API; login, signup and reset have tighter per-account limits. The
  // built client's files are not counted: one page load fetches dozens of code-split chunks, and a
  // studio's front desk shares one address, so counting them would lock the admin out of the API.
  // On PostgreSQL the counts live in the database, so every instance behind a load balancer shares
  // them. An embedded PGlite belongs to one process, the only instance there can be: the plugin's own
  // in-memory count is exact there and costs no statement (decision 015).
  await app.register(rateLimit, {
    ...(database.kind === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}),
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (req) => !isApiPath(req.url),
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: tooManyRequests(requestLocale(req.headers), ctx),
    }),
  });
  app.addHook('onRequest', csrfGuard(config));
}
