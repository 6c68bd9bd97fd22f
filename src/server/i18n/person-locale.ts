import type { Locale } from '../../shared/i18n/locales';
import type { Executor } from '../db/client';
import { studioLanguage } from '../kernel/settings/studio-language';
import type { Context } from '../trpc/context';

/**
 * The language a person reads in (issue 33): their own choice (`students.language`, `admins.language`),
 * else the studio's (the `language` setting). For what is made for them rather than for the page they
 * are on: a file they download, their calendar feed.
 */
export async function personLocale(db: Executor, own: Locale | null | undefined): Promise<Locale> {
  return own ?? (await studioLanguage(db));
}

type Sessions = Pick<Context, 'adminSession' | 'studentSession'>;

/** The signed-in person's own language (an administrator's first, as signedInProcedure reads them); null: none chosen. */
export async function ownLanguage(ctx: Sessions): Promise<Locale | null> {
  const admin = await ctx.adminSession();
  if (admin) return admin.admin.language ?? null;
  return (await ctx.studentSession())?.student.language ?? null;
}

/** The signed-in person's language, else the studio's. */
export async function signedInLocale(ctx: Sessions & Pick<Context, 'db'>): Promise<Locale> {
  return personLocale(ctx.db, await ownLanguage(ctx));
}
