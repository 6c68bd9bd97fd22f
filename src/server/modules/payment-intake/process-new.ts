import type { Actor } from '../../kernel/actor';
import {
  type IntakeOptions,
  processIncomingPaymentEmail,
  unprocessedIncoming,
} from './incoming-payment.service';

/**
 * After a scan: the messages it stored, and any an earlier scan stored but did not get to (a crash, an
 * instance stopped), read as payment notifications. Answers how many payments were recorded now — a
 * notice whose payment was already recorded (another instance, a forward) does not count.
 */
export async function processNewPaymentEmails(
  actor: Actor,
  storedIds: number[],
  options: IntakeOptions = {},
): Promise<number> {
  const ids = [...new Set([...storedIds, ...(await unprocessedIncoming(actor))])].sort((a, b) => a - b);
  let recorded = 0;
  for (const id of ids) {
    const state = await processIncomingPaymentEmail(actor, id, options);
    if (state.status === 'recorded' && state.reasons.length === 0) recorded += 1;
  }
  return recorded;
}

/** The mailbox's own address, when its IMAP user is one (a notice addressed to it is the studio's). */
export const mailboxAddresses = (user: string | undefined): string[] => (user?.includes('@') ? [user] : []);
