import { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import { csvRow } from '../../../shared/csv';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { en } from '../../../shared/i18n/msg';
import { centsToDecimal } from '../../../shared/money';
import { ZPaymentFilter } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { payments, students } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioWallClock } from '../../kernel/time/studio-time';
import { adminProcedure } from '../../trpc/init';
import { ledgerWhere, movementMethodIn, type PaymentFilter } from './ledger.queries';

/**
 * Where the last batch ended. The date is PostgreSQL's own text of it: a JS Date keeps milliseconds
 * only, and payments stamped within the same millisecond would be skipped at a batch boundary.
 */
interface Cursor {
  at: string;
  id: number;
}
interface CsvSource {
  id: number;
  at: Date;
  exactAt: string;
  student: string;
  amountCents: number;
  method: string;
  transactionId: string | null;
  notes: string | null;
}

const HEADER = [en('Date'), en('Student'), en('Amount'), en('Method'), en('Transaction ID'), en('Notes')];
const BATCH = 1000;

/**
 * Every filtered payment as CSV, newest first, read in batches by keyset (payment date, id) so memory
 * stays flat however many rows there are; dates are the studio's calendar days. The header and the
 * methods are in `locale` (the requester's language); dates and amounts stay machine-readable.
 */
export async function* ledgerCsv(
  db: Db,
  filter: PaymentFilter,
  timeZone: string,
  locale: Locale = SOURCE_LOCALE,
): AsyncGenerator<string> {
  yield csvRow(HEADER.map((title) => translate(locale, title)));
  const where = ledgerWhere(filter, timeZone);
  let after: Cursor | null = null;
  for (;;) {
    const cursor: Cursor | null = after;
    const rows: CsvSource[] = await db
      .select({
        id: payments.id,
        at: payments.paymentDate,
        exactAt: sql<string>`${payments.paymentDate}::text`,
        student: students.name,
        amountCents: payments.amountCents,
        method: payments.method,
        transactionId: payments.transactionId,
        notes: payments.notes,
      })
      .from(payments)
      .innerJoin(students, eq(students.id, payments.studentId))
      .where(
        cursor
          ? and(
              where,
              sql`(${payments.paymentDate}, ${payments.id}) < (${cursor.at}::timestamptz, ${cursor.id})`,
            )
          : where,
      )
      .orderBy(desc(payments.paymentDate), desc(payments.id))
      .limit(BATCH);
    let chunk = '';
    for (const r of rows) {
      chunk += csvRow([
        studioWallClock(timeZone, r.at).date,
        r.student,
        centsToDecimal(r.amountCents),
        movementMethodIn(locale, r.method, r.amountCents),
        r.transactionId,
        r.notes,
      ]);
    }
    if (chunk) yield chunk;
    if (rows.length < BATCH) return;
    const last: CsvSource = rows.at(-1)!;
    after = { at: last.exactAt, id: last.id };
  }
}

/**
 * GET /api/payments/ledger.csv?startDate&endDate&studentId: the Payment Ledger's Export CSV, streamed
 * in batches as they are read. Served by REST only (a file, not a tRPC answer).
 */
export const ledgerCsvProcedure = adminProcedure.input(ZPaymentFilter).query(async ({ ctx, input }) => {
  const settings = await getSettings(ctx.db);
  const today = studioWallClock(settings.timezone, clockNow()).date;
  // The administrator's own language, else the studio's (issue 33).
  const locale = ctx.admin.language ?? settings.language;
  return {
    filename: `payment-ledger-${today}.csv`,
    rows: Readable.from(ledgerCsv(ctx.db, input, settings.timezone, locale)),
  };
});
