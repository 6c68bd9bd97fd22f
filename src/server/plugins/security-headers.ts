import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

/** The directives never change per request (no nonces), so the headers are the same on every answer. */
export function helmetOptions(config: AppConfig): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction,
  };
}

/** The headers helmet would set for these options, worked out once by running it on a blank response. */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What a JSON answer of the API needs, from the page's headers (OWASP REST Security Cheat Sheet): nothing may run, load or frame
 * it, its type is not guessed, and it is not sent over plain HTTP again. The page-only headers (script
 * and style sources, DNS prefetch, IE's download and Flash's cross-domain policies, origin clusters)
 * mean nothing to a JSON answer and made up two thirds of its headers.
 */
export function apiHeaders(page: Readonly<Record<string, string>>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': page['referrer-policy']!,
    'cross-origin-resource-policy': page['cross-origin-resource-policy']!,
    ...(page['strict-transport-security'] && {
      'strict-transport-security': page['strict-transport-security'],
    }),
  };
}

/**
 * Security headers on every answer: helmet's full set on pages and files, the API set on the API's
 * answers (`isApiAnswer`). @fastify/helmet built a new helmet middleware (re-parsing the CSP) on every
 * request; both sets are computed once here. Measured on the session check (bench:api, PostgreSQL):
 * the full set on every JSON answer cost about a sixth of its throughput.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: AppConfig,
  isApiAnswer: (url: string) => boolean,
): void {
  const page = helmetHeaders(helmetOptions(config));
  const api = apiHeaders(page);
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiAnswer(req.url) ? api : page);
    done();
  });
}
