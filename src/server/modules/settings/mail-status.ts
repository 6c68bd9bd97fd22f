import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Executor } from '../../db/client';
import { outboundEmails } from '../../db/schema';

export const ZMailStatus = z.object({
  outgoing: z.object({
    configured: z.boolean(),
    /** Where mail goes, without credentials ("smtp.example.com:587"). */
    server: z.string().nullable(),
    from: z.string().nullable(),
    lastSentAt: z.string().nullable(),
    lastError: z.string().nullable(),
    lastErrorAt: z.string().nullable(),
  }),
  incoming: z.object({
    configured: z.boolean(),
    server: z.string().nullable(),
  }),
});
export type TMailStatus = z.infer<typeof ZMailStatus>;

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
  const [[sent], [failed]] = await Promise.all([last('sent'), last('failed')]);
  return {
    outgoing: {
      configured: Boolean(config.SMTP_URL),
      server: serverOf(config.SMTP_URL),
      from: config.SMTP_FROM ?? null,
      lastSentAt: sent?.at?.toISOString() ?? null,
      lastError: failed?.error ?? null,
      lastErrorAt: failed?.at?.toISOString() ?? null,
    },
    incoming: { configured: Boolean(config.IMAP_URL), server: serverOf(config.IMAP_URL) },
  };
}
