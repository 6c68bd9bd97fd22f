/**
 * Issue 33: the texts the server records (ledger lines, credits' reasons, payments' notes) are written
 * in the studio's language when they are recorded, like a paper ledger; an English studio's are the
 * spec's English, unchanged. What a person typed stays as typed.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bookings, ledgerEntries, studentCredits } from '../../src/server/db/schema';
import { formatDate } from '../../src/shared/dates';
import { classIn, grantCredit, receivePayment } from '../factories/bookings';
import { insertClassType } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const setLanguage = async (language: 'en-CA' | 'fr-CA') => {
  const res = await admin().browser.post('/api/settings/bulk', [{ key: 'language', value: language }]);
  expect(res.status).toBe(200);
};

const lineOf = async (
  studentId: number,
  entryType: 'charge' | 'charge_reversal' | 'credit_void' | 'payment_reversal',
) => {
  const [line] = await db()
    .select({ description: ledgerEntries.description })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.studentId, studentId), eq(ledgerEntries.entryType, entryType)));
  return line?.description;
};

/** A class booked by the administrator, a credit deleted and a payment removed: their ledger lines. */
async function recordSome(name: string) {
  const student = await createStudent(db(), { name });
  const type = await insertClassType(db(), { name: 'Pilates', priceCents: 2000 });
  const instance = await classIn(db(), type.id, 48);
  const booked = await admin().browser.post('/api/student-bookings', {
    studentId: student.id,
    classInstanceId: instance.id,
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const cancel = await admin().browser.put(`/api/admin/bookings/${booked.body.id}/cancel`, {});
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  const [booking] = await db()
    .select({ reason: bookings.cancellationReason })
    .from(bookings)
    .where(eq(bookings.id, booked.body.id));
  const lot = await grantCredit(db(), student.id, 1500, 'Goodwill');
  expect((await admin().browser.request('DELETE', `/api/student-credits/${lot.id}`)).status).toBe(200);
  const { payment } = await receivePayment(db(), student.id, 3000);
  expect((await admin().browser.request('DELETE', `/api/payments/${payment.id}`)).status).toBe(200);
  return {
    classDate: instance.classDate as string,
    charge: await lineOf(student.id, 'charge'),
    reversed: await lineOf(student.id, 'charge_reversal'),
    cancelled: booking?.reason,
    voided: await lineOf(student.id, 'credit_void'),
    reversal: await lineOf(student.id, 'payment_reversal'),
  };
}

afterAll(() => setLanguage('en-CA'));

describe("recorded texts follow the studio's language", () => {
  it('an English studio records the spec’s English, as before', async () => {
    const lines = await recordSome('Edna English');
    expect(lines).toEqual({
      classDate: lines.classDate,
      charge: `Class: Pilates on ${formatDate(lines.classDate, 'en-CA')}`,
      reversed: `Booking cancelled: Class: Pilates on ${formatDate(lines.classDate, 'en-CA')}`,
      cancelled: 'Cancelled by admin',
      voided: 'Credit deleted: Goodwill',
      reversal: 'Payment removed: Removed by admin',
    });
  });

  it('a French studio records them in French; what the administrator typed stays as typed', async () => {
    await setLanguage('fr-CA');
    const lines = await recordSome('Françoise Français');
    expect(lines).toEqual({
      classDate: lines.classDate,
      // Written by the booking statement itself (prices include tax): the date as formatDate writes it.
      charge: `Cours\u00a0: Pilates le ${formatDate(lines.classDate, 'fr-CA')}`,
      reversed: `Réservation annulée\u00a0: Cours\u00a0: Pilates le ${formatDate(lines.classDate, 'fr-CA')}`,
      cancelled: 'Annulé par l’administrateur',
      voided: 'Crédit supprimé\u00a0: Goodwill',
      reversal: 'Paiement retiré\u00a0: Retiré par l’administrateur',
    });
    // A credit's own reason, typed by the administrator, is not translated.
    const [typed] = await db()
      .select({ reason: studentCredits.reason })
      .from(studentCredits)
      .where(eq(studentCredits.reason, 'Goodwill'));
    expect(typed?.reason).toBe('Goodwill');
  });
});
