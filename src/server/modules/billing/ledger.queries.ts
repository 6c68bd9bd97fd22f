import { and, asc, desc, eq, gte, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays } from '../../../shared/dates';
import { type Locale, SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { centsToDecimal } from '../../../shared/money';
import { movementMethodLabel } from '../../../shared/payment-methods';
import type {
  TLedgerPayment,
  TPaymentPage,
  ZPaymentFilter,
  ZPaymentPageInput,
} from '../../../shared/schemas/billing';
import type { Executor } from '../../db/client';
import { payments, students } from '../../db/schema';
import { translate } from '../../i18n/translate';
import { getSettings } from '../../kernel/settings/read';
import { clockNow } from '../../kernel/time/clock';
import { studioInstant } from '../../kernel/time/studio-time';
import { toStudentPayment } from './student-money.queries';

type PageInput = z.output<typeof ZPaymentPageInput>;
export type PaymentFilter = z.output<typeof ZPaymentFilter>;

/**
 * Money counts once its date has come: a payment dated after now (recorded before dates were checked,
 * issue 27 §4) is in no card, report, ledger total or Recent Activity.
 */
export const receivedSoFar = (): SQL => lte(payments.paymentDate, clockNow());

/** A payment that counts as money received: not removed, and its date has come. */
export const countedPayment = (): SQL => and(ne(payments.status, 'cancelled'), receivedSoFar())!;

/**
 * How many payments a set of ledger rows holds: money given back (a refunded payment of a negative
 * amount, decision 030) is netted out of every total but is not a payment.
 */
export const paymentCount = (): SQL<number> =>
  sql<number>`count(*) filter (where ${payments.amountCents} > 0)`.mapWith(Number);

/**
 * Payments the ledger counts within the studio's calendar days, both ends included.
 * The days become instants so the payment_date index answers the range.
 */
export function ledgerWhere(filter: PaymentFilter, timeZone: string): SQL {
  const conditions: SQL[] = [countedPayment()];
  if (filter.startDate)
    conditions.push(gte(payments.paymentDate, studioInstant(timeZone, filter.startDate, '00:00')));
  if (filter.endDate) {
    conditions.push(lt(payments.paymentDate, studioInstant(timeZone, addDays(filter.endDate, 1), '00:00')));
  }
  if (filter.studentId) conditions.push(eq(payments.studentId, filter.studentId));
  return and(...conditions)!;
}

const SORT: Record<PageInput['sortField'], SQL> = {
  paymentDate: sql`${payments.paymentDate}`,
  studentName: sql`lower(${students.name})`,
  amount: sql`${payments.amountCents}`,
  method: sql`${payments.method}`,
};

export const ledgerColumns = { payment: payments, studentName: students.name };

/** A ledger row's method in `locale`: "Refund by Cash", the method's own name translated too. */
export function movementMethodIn(locale: Locale, method: string, amountCents: number): string {
  const label = movementMethodLabel(method, amountCents);
  const inner = label.values?.method;
  return translate(
    locale,
    typeof inner === 'string'
      ? { ...label, values: { ...label.values, method: translate(locale, inner) } }
      : label,
  );
}

/** A payment as the ledger lists it, its method in `locale` (the request's language). */
export const toLedgerPayment = (
  r: { payment: typeof payments.$inferSelect; studentName: string },
  locale: Locale = SOURCE_LOCALE,
): TLedgerPayment => ({
  ...toStudentPayment(r.payment),
  studentName: r.studentName,
  student: { name: r.studentName },
  methodLabel: movementMethodIn(locale, r.payment.method, r.payment.amountCents),
});

/** One page of the Payment Ledger and the filter's totals (count, revenue, average), in SQL. */
export async function paymentPage(
  db: Executor,
  input: PageInput,
  locale: Locale = SOURCE_LOCALE,
): Promise<TPaymentPage> {
  const where = ledgerWhere(input, (await getSettings(db)).timezone);
  const order = input.sortDirection === 'asc' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select(ledgerColumns)
      .from(payments)
      .innerJoin(students, eq(students.id, payments.studentId))
      .where(where)
      .orderBy(order(SORT[input.sortField]), order(payments.id))
      .limit(input.pageSize)
      .offset(input.page * input.pageSize),
    db
      .select({
        count: paymentCount(),
        sum: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number),
        tax: sql<number>`coalesce(sum(${payments.taxCents}), 0)`.mapWith(Number),
      })
      .from(payments)
      .where(where),
  ]);
  const count = totals?.count ?? 0;
  const sum = totals?.sum ?? 0;
  return {
    rows: rows.map((row) => toLedgerPayment(row, locale)),
    total: count,
    page: input.page,
    pageSize: input.pageSize,
    totals: {
      count,
      totalAmount: centsToDecimal(sum),
      averageAmount: centsToDecimal(count === 0 ? 0 : Math.round(sum / count)),
      taxAmount: centsToDecimal(totals?.tax ?? 0),
    },
  };
}
