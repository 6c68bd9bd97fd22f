import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../../shared/email-placeholders';
import { REMINDER_MESSAGES } from '../../../shared/schemas/reminders';
import { toHttpError } from '../../errors';
import { getSettings } from '../../kernel/settings/read';
import type { Services } from '../../trpc/services';
import { unsubscribeFromReminders } from './unsubscribe.service';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';

/** A person clicking the link in a mail program gets a page; an API client gets JSON. */
const wantsPage = (req: FastifyRequest) => /\btext\/html\b/.test(req.headers.accept ?? '');

function page(studio: string, title: string, lines: string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(studio)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<main style="box-sizing:border-box;max-width:520px;width:calc(100% - 32px);margin:48px auto;padding:24px 28px;background:#fff;border-radius:8px">
<p style="margin:0 0 8px;color:#6b7280">${escapeHtml(studio)}</p>
<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(title)}</h1>
${lines.map((line) => `<p style="line-height:1.5">${escapeHtml(line)}</p>`).join('\n')}
<p style="line-height:1.5"><a href="/settings#reminders-title" style="color:#4f46e5">Open Settings</a></p>
</main>
</body>
</html>`;
}

/**
 * GET /api/reminders/unsubscribe?token=…: the one-click link at the end of every reminder. It needs
 * no sign-in (the token proves whose it is) and only ever turns reminders off, so opening it twice, or
 * a mail scanner opening it, does no more than the student asked for (docs/decisions/014).
 */
export function registerReminderUnsubscribe(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  registerOneClickUnsubscribe(app, services);
  app.get(UNSUBSCRIBE_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
    const token = (req.query as Record<string, unknown> | undefined)?.token;
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
    try {
      await unsubscribeFromReminders(db, services.secretBox, token);
      const answer = {
        success: true as const,
        emailReminders: false,
        message: `${REMINDER_MESSAGES.unsubscribed}. ${REMINDER_MESSAGES.howToResubscribe}`,
      };
      if (!wantsPage(req)) return answer;
      const { businessName } = await getSettings(db);
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(businessName, REMINDER_MESSAGES.unsubscribed, [
            REMINDER_MESSAGES.unsubscribedDetail,
            REMINDER_MESSAGES.howToResubscribe,
          ]),
        );
    } catch (error) {
      const { status, body } = toHttpError(error);
      if (status >= 500) req.log.error({ err: error }, 'unsubscribe failed');
      reply.status(status);
      if (!wantsPage(req) || status >= 500) return body;
      const { businessName } = await getSettings(db);
      return reply
        .type('text/html; charset=utf-8')
        .send(page(businessName, 'Reminders not changed', [body.error]));
    }
  });
}

/**
 * POST /api/reminders/unsubscribe?token=…: RFC 8058 one-click, sent by the mail provider (form-encoded
 * `List-Unsubscribe=One-Click`, no cookies, no Origin of ours; the CSRF guard lets this one path
 * through). The token in the address is checked exactly as the link's. Scoped so that only this route
 * accepts a form body.
 */
function registerOneClickUnsubscribe(app: FastifyInstance, services: Services): void {
  const { db } = services.database;
  void app.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) =>
        done(null, body),
      );
    }
    scope.post(UNSUBSCRIBE_PATH, async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (typeof req.body !== 'string' || !req.body.includes('List-Unsubscribe=One-Click')) {
        return reply.status(400).send({ error: REMINDER_MESSAGES.oneClickBody, code: 'BAD_REQUEST' });
      }
      try {
        await unsubscribeFromReminders(db, services.secretBox, (req.query as Record<string, unknown>)?.token);
        return { success: true as const, emailReminders: false, message: REMINDER_MESSAGES.unsubscribed };
      } catch (error) {
        const { status, body } = toHttpError(error);
        if (status >= 500) req.log.error({ err: error }, 'one-click unsubscribe failed');
        return reply.status(status).send(body);
      }
    });
  });
}
