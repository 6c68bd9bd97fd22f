import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { executeRows } from '../../../kernel/sql-rows';
import { studioNowIn, studioWallClock } from '../../../kernel/time/studio-time';
import { allocatedCtes } from '../allocation';

export interface PaymentAgainst {
  paymentId: number;
  /** The studio day it was paid. */
  paidOn: string;
  method: string;
  reference: string | null;
  /** The whole payment (less any part removed) and the part of it that paid this invoice. */
  amountCents: number;
  appliedCents: number;
}

export interface InvoicePayments {
  payments: PaymentAgainst[];
  /** What the payments cover of the invoice's charges. */
  paidCents: number;
  /** What the invoice's charges come to now, after cancellations and credits used since it was billed. */
  chargedCents: number;
}

/**
 * What paid an invoice, by the rule amountsDue follows (decision 002): the student's payments, oldest
 * first, are poured over all their charges, oldest first; a payment paid this invoice as far as its
 * share of that stream overlaps this invoice's charges. The charges come from the same `allocated`
 * CTE as amountsDue, so charged − paid is exactly the invoice's amount due.
 */
export async function paymentsAgainst(
  db: Executor,
  invoice: { id: number; studentId: number },
  timeZone: string,
): Promise<InvoicePayments> {
  const student = sql`select ${invoice.studentId}::int`;
  const [charges, received] = await Promise.all([
    executeRows<{ invoice_id: number | null; net: number | string; paid: number | string }>(
      db,
      sql`
      with ${allocatedCtes(student, studioNowIn(timeZone).today)}
      select le.invoice_id, a.net, a.paid
      from allocated a join ledger_entries le on le.id = a.charge_id
      order by a.charged_at, a.charge_id`,
    ),
    executeRows<{
      id: number;
      payment_date: string | Date;
      method: string;
      transaction_id: string | null;
      net: number | string;
    }>(
      db,
      sql`
      select p.id, p.payment_date, p.method, p.transaction_id,
             sum(case le.entry_type when 'payment' then le.amount_cents else -le.amount_cents end) as net
      from ledger_entries le join payments p on p.id = le.payment_id
      where le.student_id = ${invoice.studentId} and le.entry_type in ('payment', 'payment_reversal')
      group by p.id
      having sum(case le.entry_type when 'payment' then le.amount_cents else -le.amount_cents end) > 0
      order by min(le.occurred_at) filter (where le.entry_type = 'payment'), p.id`,
    ),
  ]);

  // This invoice's charges as stretches of the stream of everything the student was charged.
  const stretches: { from: number; to: number }[] = [];
  let chargedBefore = 0;
  let chargedCents = 0;
  let paidCents = 0;
  for (const c of charges) {
    const net = Number(c.net);
    if (Number(c.invoice_id) === invoice.id) {
      stretches.push({ from: chargedBefore, to: chargedBefore + net });
      chargedCents += net;
      paidCents += Number(c.paid);
    }
    chargedBefore += net;
  }

  const payments: PaymentAgainst[] = [];
  let paidBefore = 0;
  for (const p of received) {
    const amountCents = Number(p.net);
    const from = paidBefore;
    const to = from + amountCents;
    paidBefore = to;
    const appliedCents = stretches.reduce(
      (sum, s) => sum + Math.max(0, Math.min(to, s.to) - Math.max(from, s.from)),
      0,
    );
    if (appliedCents === 0) continue;
    payments.push({
      paymentId: Number(p.id),
      paidOn: studioWallClock(timeZone, new Date(p.payment_date)).date,
      method: p.method,
      reference: p.transaction_id,
      amountCents,
      appliedCents,
    });
  }
  return { payments, paidCents, chargedCents };
}
