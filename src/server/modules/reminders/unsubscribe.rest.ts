import { z } from 'zod';
import { escapeHtml } from '../../../shared/email-placeholders';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { en } from '../../../shared/i18n/msg';
import { REMINDER_MESSAGES } from '../../../shared/schemas/reminders';
import { AppError } from '../../errors';
import { translate } from '../../i18n/translate';
import { getSettings } from '../../kernel/settings/read';
import type { Context } from '../../trpc/context';
import { publicProcedure } from '../../trpc/init';
import { defineRest, PageAnswer } from '../../trpc/rest';
import { unsubscribeFromReminders } from './unsubscribe.service';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';

/** The page in `locale`, the browser's language (the texts come translated; the link's label here). */
function page(locale: Locale, studio: string, title: string, lines: string[]): string {
  return `<!doctype html>
<html lang="${locale === SOURCE_LOCALE ? 'en' : locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(studio)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<main style="box-sizing:border-box;max-width:520px;width:calc(100% - 32px);margin:48px auto;padding:24px 28px;background:#fff;border-radius:8px">
<p style="margin:0 0 8px;color:#6b7280">${escapeHtml(studio)}</p>
<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(title)}</h1>
${lines.map((line) => `<p style="line-height:1.5">${escapeHtml(line)}</p>`).join('\n')}
<p style="line-height:1.5"><a href="/settings#reminders-title" style="color:#4f46e5">${escapeHtml(translate(locale, en('Open Settings')))}</a></p>
</main>
</body>
</html>`;
}

const studioName = async (ctx: Context) => (await getSettings(ctx.db)).businessName;

const ZUnsubscribe = z.object({ token: z.unknown(), oneClick: z.boolean().optional() });

/**
 * The one-click link at the end of every reminder. It needs no sign-in (the token proves whose it is)
 * and only ever turns reminders off, so opening it twice, or a mail scanner opening it, does no more
 * than the student asked for (docs/decisions/014). Served by REST only: a link, not a screen's call.
 */
const unsubscribeProcedure = publicProcedure.input(ZUnsubscribe).mutation(async ({ ctx, input }) => {
  if (input.oneClick === false) throw new AppError('BAD_REQUEST', REMINDER_MESSAGES.oneClickBody);
  await unsubscribeFromReminders(ctx.db, ctx.services.secretBox, input.token);
  return { success: true as const, emailReminders: false };
});

export const unsubscribeRestRoutes = [
  // GET /api/reminders/unsubscribe?token=…: a person clicking the link gets a page; an API client JSON.
  defineRest({
    method: 'GET',
    url: UNSUBSCRIBE_PATH,
    procedure: unsubscribeProcedure,
    input: ({ query }) => ({ token: query.token }),
    headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
    // In the request's language: the browser's for the page, English for an API client that asks none.
    answer: async (done, req, ctx) => {
      const t = (text: string) => translate(ctx.meta.locale, text);
      return req.wantsPage
        ? new PageAnswer(
            page(ctx.meta.locale, await studioName(ctx), t(REMINDER_MESSAGES.unsubscribed), [
              t(REMINDER_MESSAGES.unsubscribedDetail),
              t(REMINDER_MESSAGES.howToResubscribe),
            ]),
          )
        : {
            ...done,
            message: `${t(REMINDER_MESSAGES.unsubscribed)}. ${t(REMINDER_MESSAGES.howToResubscribe)}`,
          };
    },
    // The refusal's message is already in the request's language (toHttpError).
    refusal: async (message, req, ctx) =>
      req.wantsPage
        ? new PageAnswer(
            page(
              ctx.meta.locale,
              await studioName(ctx),
              translate(ctx.meta.locale, en('Reminders not changed')),
              [message],
            ),
          )
        : undefined,
  }),
  /**
   * POST /api/reminders/unsubscribe?token=…: RFC 8058 one-click, sent by the mail provider (form-encoded
   * `List-Unsubscribe=One-Click`, no cookies, no Origin of ours; the CSRF guard lets this one path
   * through). The token in the address is checked exactly as the link's.
   */
  defineRest({
    method: 'POST',
    url: UNSUBSCRIBE_PATH,
    procedure: unsubscribeProcedure,
    formBody: true,
    input: ({ query, rawBody }) => ({
      token: query.token,
      oneClick: typeof rawBody === 'string' && rawBody.includes('List-Unsubscribe=One-Click'),
    }),
    headers: { 'cache-control': 'no-store' },
    answer: (done, _req, ctx) => ({
      ...done,
      message: translate(ctx.meta.locale, REMINDER_MESSAGES.unsubscribed),
    }),
  }),
];
