import { sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES, tooEarlyDateMessage } from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { ledgerEntries } from '../../db/schema';
import { AppError } from '../../errors';
import { studioDateOf, studioNowIn } from '../../kernel/time/studio-time';

/**
 * The dates money can be recorded on (issue 27 §4): not after today on the studio clock (a payment
 * dated 2031 would head Recent Activity and count in this month's cards), and not before 1 January of
 * the year before the studio's first record (older is a typo, not a back-filled receipt).
 */
export async function assertRecordableDate(db: Executor, timeZone: string, at: Date): Promise<void> {
  const today = studioNowIn(timeZone).today;
  const date = studioDateOf(timeZone, at);
  if (date > today) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.futureDate);
  const earliest = await earliestRecordableDate(db, timeZone, today);
  if (date < earliest) throw new AppError('BAD_REQUEST', tooEarlyDateMessage(earliest));
}

async function earliestRecordableDate(db: Executor, timeZone: string, today: string): Promise<string> {
  // min() over the occurred_at index: one index probe.
  const [first] = await db
    .select({
      at: sql<Date | null>`min(${ledgerEntries.occurredAt})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(ledgerEntries);
  const firstDate = first?.at ? studioDateOf(timeZone, first.at) : today;
  const year = Number((firstDate < today ? firstDate : today).slice(0, 4)) - 1;
  return `${year}-01-01`;
}
