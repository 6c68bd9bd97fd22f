import { desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZInboxStatus } from '../../../shared/schemas/inbox';
import { EMAIL_PROVIDERS, type TEmailProvider } from '../../../shared/schemas/settings';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { outboundEmails } from '../../db/schema';
import { getSettings } from '../../kernel/settings/read';
import { inboxStatus } from '../payment-intake/inbox/inbox-status';

/** The SMTP server each provider offered on the Integration tab (spec 03 §9) sends through. */
export const PROVIDER_SMTP_HOSTS: Record<TEmailProvider, string> = {
  gmail: 'smtp.gmail.com',
  sendgrid: 'smtp.sendgrid.net',
  mailgun: 'smtp.mailgun.org',
};

export const ZMailStatus = z.object({
  /** The `emailProvider` setting, the SMTP host it uses, and whether SMTP_URL points there. */
  provider: z.object({
    name: z.enum(EMAIL_PROVIDERS),
    smtpHost: z.string(),
    /** Null without SMTP_URL; false when SMTP_URL sends through another server than the provider's. */
    matchesSmtpUrl: z.boolean().nullable(),
  }),
  outgoing: z.object({
    configured: z.boolean(),
    /** Where mail goes, without credentials ("smtp.example.com:587"). */
    server: z.string().nullable(),
    from: z.string().nullable(),
    lastSentAt: z.string().nullable(),
    lastError: z.string().nullable(),
    lastErrorAt: z.string().nullable(),
    /** Messages waiting to be sent (queued or being sent), and those that finally failed. */
    waiting: z.number(),
    failed: z.number(),
  }),
  /** The mailbox scanned for incoming mail: the last successful scan, the last failure, recent skips. */
  incoming: ZInboxStatus.extend({
    server: z.string().nullable(),
    /** Messages recent scans left out (too large, malformed), newest first. */
    recentSkips: z.array(z.object({ uid: z.number(), reason: z.string(), at: z.string() })),
  }),
});
export type TMailStatus = z.infer<typeof ZMailStatus>;

const hostOf = (url: string | undefined): string | null => {
  if (!url) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

/** "host:port" of a mail URL; its user and password never leave the server. */
function serverOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.port ? `${u.hostname}:${u.port}` : u.hostname;
  } catch {
    return null;
  }
}

/** The real state of the studio's mail: what is configured, the last delivery and the last failure. */
export async function mailStatus(db: Executor, config: AppConfig): Promise<TMailStatus> {
  const last = (status: 'sent' | 'failed') =>
    db
      .select({
        at: status === 'sent' ? outboundEmails.sentAt : outboundEmails.createdAt,
        error: outboundEmails.lastError,
      })
      .from(outboundEmails)
      .where(eq(outboundEmails.status, status))
      .orderBy(desc(outboundEmails.id))
      .limit(1);
  const counts = db
    .select({
      waiting: sql<number>`count(*) filter (where ${outboundEmails.status} in ('queued', 'sending'))`.mapWith(
        Number,
      ),
      failed: sql<number>`count(*) filter (where ${outboundEmails.status} = 'failed')`.mapWith(Number),
    })
    .from(outboundEmails)
    .where(inArray(outboundEmails.status, ['queued', 'sending', 'failed']));
  const [[sent], [failed], settings, [count], inbox] = await Promise.all([
    last('sent'),
    last('failed'),
    getSettings(db),
    counts,
    inboxStatus(db, config.IMAP_URL),
  ]);
  const smtpHost = PROVIDER_SMTP_HOSTS[settings.emailProvider];
  const configuredHost = hostOf(config.SMTP_URL);
  return {
    provider: {
      name: settings.emailProvider,
      smtpHost,
      matchesSmtpUrl: configuredHost === null ? null : configuredHost === smtpHost,
    },
    outgoing: {
      configured: Boolean(config.SMTP_URL),
      server: serverOf(config.SMTP_URL),
      from: config.SMTP_FROM ?? null,
      lastSentAt: sent?.at?.toISOString() ?? null,
      lastError: failed?.error ?? null,
      lastErrorAt: failed?.at?.toISOString() ?? null,
      waiting: count?.waiting ?? 0,
      failed: count?.failed ?? 0,
    },
    incoming: { ...inbox, server: serverOf(config.IMAP_URL) },
  };
}
