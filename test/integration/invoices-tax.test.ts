/**
 * Tax on monthly bills (issue 12 §1, §5; issue 27 §1): each line carries the tax recorded with its
 * charge, the studio's province's in force on the day it was charged — Nova Scotia's HST went from 15 % to 14 % on 2025-04-01 — and the invoice e-mail
 * splits it by tax.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundEmails } from '../../src/server/db/schema';
import { chargeManually } from '../../src/server/modules/billing/ledger.service';
import { signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const post = (path: string, body: Record<string, unknown> = {}) => admin().browser.post(path, body);

describe("tax on the bill: the province and the rate in force on the line's day", () => {
  /** A 115.00 charge (tax included) made on `day` at noon in the studio's timezone. */
  async function chargeOn(studentId: number, day: string) {
    await db().transaction((tx) =>
      chargeManually(tx, {
        studentId,
        amountCents: 11500,
        description: 'Workshop',
        adminId: null,
        occurredAt: new Date(`${day}T20:00:00Z`),
      }),
    );
  }
  const settings = (pairs: Record<string, string>) =>
    admin().browser.post(
      '/api/settings/bulk',
      Object.entries(pairs).map(([key, value]) => ({ key, value })),
    );

  it('Nova Scotia: HST 15% in March 2025, 14% from April 2025; Ontario: HST 13%', async () => {
    expect((await settings({ country: 'Canada', region: 'Nova Scotia' })).status).toBe(200);
    const me = await signedInStudent(t.app(), db());
    await chargeOn(me.student.id, '2025-03-20');
    await chargeOn(me.student.id, '2025-04-10');
    const march = await post('/api/invoices', { studentId: me.student.id, billingPeriod: '2025-03' });
    const april = await post('/api/invoices', { studentId: me.student.id, billingPeriod: '2025-04' });
    // 115.00 / 1.15 = 100.00 net, 15.00 HST; 115.00 / 1.14 = 100.88 net, 14.12 HST.
    expect(march.body).toMatchObject({ totalAmount: '115.00', grossAmount: '100.00', gstAmount: '15.00' });
    expect(april.body).toMatchObject({ totalAmount: '115.00', grossAmount: '100.88', gstAmount: '14.12' });

    expect((await settings({ region: 'Ontario' })).status).toBe(200);
    const other = await signedInStudent(t.app(), db());
    await chargeOn(other.student.id, '2025-05-05');
    const may = await post('/api/invoices', { studentId: other.student.id, billingPeriod: '2025-05' });
    // 115.00 / 1.13 = 101.77 net, 13.23 HST.
    expect(may.body).toMatchObject({ totalAmount: '115.00', grossAmount: '101.77', gstAmount: '13.23' });
    await post(`/api/invoices/${may.body.id}/send`);
    const [mail] = await db()
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.studentId, other.student.id), eq(outboundEmails.kind, 'invoice')));
    expect(mail!.bodyText).toMatch(/HST 13%\s+\$13\.23/);
    // Recorded with each line: Ontario's settings today leave March's and April's bills as they were.
    const marchNow = await admin().browser.get(`/api/invoices/${march.body.id}`);
    expect(marchNow.body).toMatchObject({
      taxAmount: '15.00',
      taxLines: [{ label: 'HST 15%', amount: '15.00' }],
    });
    const aprilNow = await admin().browser.get(`/api/invoices/${april.body.id}`);
    expect(aprilNow.body.taxLines).toEqual([{ label: 'HST 14%', amount: '14.12' }]);
  });
});
