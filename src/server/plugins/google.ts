import oauth2, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../errors';
import { googleAdminSignIn, googleStudentSignIn, ZGoogleProfile } from '../modules/auth/google.service';
import { startSession } from '../modules/auth/sign-in';
import { createContext } from '../trpc/context';
import { publicProcedure } from '../trpc/init';
import { defineRest, RedirectAnswer, registerRestRoutes } from '../trpc/rest';
import type { Services } from '../trpc/services';

declare module 'fastify' {
  interface FastifyInstance {
    googleOAuth2?: OAuth2Namespace;
  }
}

const ROLE_COOKIE = 'oauth_role';
const CALLBACK_PATH = '/api/auth/google/callback';
const START_PATHS = ['/api/auth/google/student', '/api/auth/google/admin'] as const;

const ZDiscovery = z.object({
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});

async function discover(issuer: string) {
  const res = await fetch(
    new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`),
    {
      signal: AbortSignal.timeout(5000),
    },
  );
  if (!res.ok) throw new Error(`OpenID discovery answered ${res.status}`);
  return ZDiscovery.parse(await res.json());
}

/** Where a sign-in that cannot start goes back to: the login page it came from. */
const loginPage = (startPath: string) => (startPath.endsWith('/admin') ? '/admin-login' : '/');

/** Where a sign-in that cannot start because Google is not set up goes: its login page, which says why. */
const notConfiguredTarget = publicProcedure
  .input(z.object({ start: z.enum(START_PATHS) }))
  .query(({ input }) => `${loginPage(input.start)}?error=google_not_configured`);

/** Without Google's client settings, each sign-in button's path answers with that redirect. */
const notConfigured = (start: (typeof START_PATHS)[number]) =>
  defineRest({
    method: 'GET',
    url: start,
    procedure: notConfiguredTarget,
    input: () => ({ start }),
    answer: (to) => new RedirectAnswer(to),
  });

function split(url: string) {
  const u = new URL(url);
  return { host: u.origin, path: u.pathname };
}

/**
 * Google sign-in for students and the administrator, through one OAuth client. Registered only when
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set and the issuer's discovery document answers.
 */
export async function registerGoogle(app: FastifyInstance, services: Services): Promise<void> {
  const { config } = services;
  if (!config.googleEnabled) {
    registerRestRoutes(app, services, START_PATHS.map(notConfigured));
    return;
  }
  let endpoints: z.infer<typeof ZDiscovery>;
  try {
    endpoints = await discover(config.GOOGLE_ISSUER);
  } catch (error) {
    app.log.warn({ err: error }, 'Google sign-in disabled: OpenID discovery failed');
    config.googleEnabled = false;
    return registerGoogle(app, services);
  }
  const auth = split(endpoints.authorization_endpoint);
  const token = split(endpoints.token_endpoint);
  await app.register(oauth2, {
    name: 'googleOAuth2',
    scope: ['openid', 'email', 'profile'],
    credentials: {
      client: { id: config.GOOGLE_CLIENT_ID!, secret: config.GOOGLE_CLIENT_SECRET! },
      auth: {
        authorizeHost: auth.host,
        authorizePath: auth.path,
        tokenHost: token.host,
        tokenPath: token.path,
      },
    },
    pkce: 'S256',
    callbackUri: (req: FastifyRequest) =>
      `${config.PUBLIC_URL ?? `${req.protocol}://${req.host}`}${CALLBACK_PATH}`,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction },
  });

  for (const url of START_PATHS) {
    const role = url.endsWith('admin') ? 'admin' : 'student';
    app.get(url, async (req, reply) => {
      reply.setCookie(ROLE_COOKIE, role, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isProduction,
        maxAge: 600,
      });
      try {
        const uri = await app.googleOAuth2!.generateAuthorizationUri(req, reply);
        return reply.redirect(uri);
      } catch (error) {
        req.log.warn({ err: error }, 'Google sign-in could not start');
        return reply.redirect(`${loginPage(url)}?error=google_start_failed`);
      }
    });
  }

  app.get(CALLBACK_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
    const role = req.cookies[ROLE_COOKIE] === 'admin' ? 'admin' : 'student';
    reply.clearCookie(ROLE_COOKIE, { path: '/' });
    try {
      const { token: tokens } = await app.googleOAuth2!.getAccessTokenFromAuthorizationCodeFlow(req, reply);
      const res = await fetch(endpoints.userinfo_endpoint, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new AppError('UNAUTHORIZED', 'Google did not return your profile.');
      const profile = ZGoogleProfile.parse(await res.json());
      const db = services.database.db;
      const scope = createContext(services, req, reply);
      if (role === 'admin') {
        const { admin } = await googleAdminSignIn(db, profile);
        await startSession(scope, 'admin', admin.id);
        return reply.redirect('/?admin=true&auth=google');
      }
      const { student } = await googleStudentSignIn(db, profile);
      await startSession(scope, 'student', student.id);
      const encoded = encodeURIComponent(
        JSON.stringify({ id: student.id, name: student.name, email: student.email }),
      );
      return reply.redirect(`/?student=${encoded}&auth=google`);
    } catch (error) {
      req.log.warn({ err: error }, 'Google sign-in failed');
      const message = error instanceof AppError ? error.message : 'Google sign-in failed';
      return reply.redirect(`/?error=${encodeURIComponent(message)}`);
    }
  });
}
