import type { Executor } from '../../db/client';
import { outboundEmails } from '../../db/schema';
import type { SecretBox } from '../auth/secret-box';

/** Where a sealed secret goes in a stored body; replaced only at delivery time. */
export const SECRET_MARKER = '{{secret}}';

export interface QueuedEmail {
  kind: string;
  toEmail: string;
  toName?: string | null;
  studentId?: number | null;
  subject: string;
  bodyText: string;
  bodyHtml?: string | null;
  senderType?: 'system' | 'admin';
  /** A value (temporary password, reset link) that the body refers to as {{secret}}. */
  secret?: string;
}

/** Writes the message in the caller's transaction; delivery happens later (outbox pattern). */
export async function queueEmail(db: Executor, box: SecretBox, email: QueuedEmail): Promise<number> {
  const [row] = await db
    .insert(outboundEmails)
    .values({
      kind: email.kind,
      toEmail: email.toEmail,
      toName: email.toName ?? null,
      studentId: email.studentId ?? null,
      subject: email.subject,
      bodyText: email.bodyText,
      bodyHtml: email.bodyHtml ?? null,
      senderType: email.senderType ?? 'system',
      secretCiphertext: email.secret ? box.seal(email.secret) : null,
    })
    .returning({ id: outboundEmails.id });
  return row!.id;
}

/** Fills {{secret}} for delivery. The caller erases secretCiphertext once the message is sent. */
export function revealBody(body: string, sealed: string | null, box: SecretBox): string {
  if (!sealed) return body;
  return body.split(SECRET_MARKER).join(box.open(sealed));
}
