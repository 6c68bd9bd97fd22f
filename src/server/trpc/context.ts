import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { askedLocale, requestLocale } from '../i18n/request-locale';
import {
  type ValidAdminSession,
  type ValidStudentSession,
  validateAdminSession,
  validateStudentSession,
} from '../kernel/sessions';
import type { Services } from './services';

export const STUDENT_COOKIE = 'student_session';
export const ADMIN_COOKIE = 'admin_session';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, expires: Date): void;
  clear(name: string): void;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  /** Where links in e-mails point: PUBLIC_URL, else the origin the request came to. */
  origin: string;
  /** The language the request asks for (Accept-Language): errors and files answer in it (issue 33). */
  locale: Locale;
  /** That language when the request named one we speak; null when it asked for none of ours. */
  asked: Locale | null;
}

export interface Context {
  db: Db;
  services: Services;
  meta: RequestMeta;
  cookies: CookieJar;
  /** The admin token from the cookie or, for API clients, the bearer header. */
  adminToken(): string | undefined;
  studentSession(): Promise<ValidStudentSession | null>;
  adminSession(): Promise<ValidAdminSession | null>;
}

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length < 200 ? token : undefined;
}

export function createContext(services: Services, req: FastifyRequest, reply: FastifyReply): Context {
  const secure = services.config.isProduction;
  const cookies: CookieJar = {
    get: (name) => req.cookies[name],
    set: (name, value, expires) =>
      reply.setCookie(name, value, { httpOnly: true, sameSite: 'lax', path: '/', secure, expires }),
    clear: (name) => reply.clearCookie(name, { path: '/' }),
  };
  const db = services.database.db;
  let student: Promise<ValidStudentSession | null> | undefined;
  let admin: Promise<ValidAdminSession | null> | undefined;
  const adminToken = () => bearer(req) ?? cookies.get(ADMIN_COOKIE);
  return {
    db,
    services,
    meta: {
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      origin: services.config.PUBLIC_URL?.replace(/\/$/, '') ?? `${req.protocol}://${req.host}`,
      locale: requestLocale(req.headers),
      asked: askedLocale(req.headers),
    },
    cookies,
    adminToken,
    studentSession: () => {
      const token = cookies.get(STUDENT_COOKIE);
      student ??= token ? validateStudentSession(db, token) : Promise.resolve(null);
      return student;
    },
    adminSession: () => {
      const token = adminToken();
      admin ??= token ? validateAdminSession(db, token) : Promise.resolve(null);
      return admin;
    },
  };
}
