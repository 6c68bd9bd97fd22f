import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, students } from '../../src/server/db/schema';
import { parseIcs } from '../../src/server/modules/calendar-feeds/ical-test-support';
import { addDays } from '../../src/shared/dates';
import { setSetting } from '../factories/bookings';
import { browserAt } from '../factories/browsers';
import { insertClassType, insertInstance, studioToday, trpc } from '../factories/classes';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

/**
 * Issue 33: the files a person downloads or subscribes to are in that person's language (their own
 * choice, else the studio's), whatever language the request asks for; the English stays as it was.
 */
const ORIGIN = 'https://studio.example';
const ZONE = 'America/Toronto';
const t = setUpTestApp({ PUBLIC_URL: ORIGIN });
const { admin, student: me } = signInAdminAndStudent(t, { name: 'Élise Tremblay' });
const db = t.db;

const text = (body: unknown) => (typeof body === 'string' ? body : String(body));

beforeAll(async () => {
  await setSetting(db(), 'timezone', ZONE);
  await setSetting(db(), 'businessName', 'Studio Lotus');
  const type = await insertClassType(db(), { name: 'Yin' });
  const instance = await insertInstance(db(), type.id, {
    classDate: addDays(studioToday(ZONE), 7),
    startTime: '18:00',
    endTime: '19:00',
  });
  const booked = await trpc(
    admin().browser,
    'bookings.book',
    { studentId: me().student.id, classInstanceId: instance.id },
    'mutation',
  );
  expect(booked.status, booked.error).toBe(200);
});

describe('the payment ledger CSV', () => {
  it('keeps the English header for an administrator who has not chosen a language (studio: English)', async () => {
    const res = await admin().browser.get('/api/payments/ledger.csv');
    expect(res.status).toBe(200);
    expect(text(res.body).split('\r\n')[0]).toBe('Date,Student,Amount,Method,Transaction ID,Notes');
  });

  it('is in French for an administrator whose language is fr-CA, even when the page asks English', async () => {
    await db().update(admins).set({ language: 'fr-CA' }).where(eq(admins.id, admin().admin.id));
    try {
      const res = await admin().browser.get('/api/payments/ledger.csv', { 'accept-language': 'en-CA' });
      expect(res.status).toBe(200);
      expect(text(res.body).split('\r\n')[0]).toBe(
        'Date,Élève,Montant,Mode de paiement,Numéro de transaction,Notes',
      );
      const report = await admin().browser.get('/api/reports/financial.csv?from=2026-01-01&to=2026-01-31');
      expect(report.status).toBe(200);
      expect(text(report.body).split('\r\n')[0]).toBe('Rapport financier');
    } finally {
      await db().update(admins).set({ language: null }).where(eq(admins.id, admin().admin.id));
    }
  });
});

describe('the calendar feed', () => {
  it("speaks the student's language (fr-CA), whoever fetches it; times stay as ICS writes them", async () => {
    const created = await me().browser.post('/api/calendar/feed');
    expect(created.status).toBe(200);
    const path = String(created.body.url).slice(ORIGIN.length);

    const english = await browserAt(t.app()).get(path);
    expect(english.status).toBe(200);
    const before = parseIcs(text(english.body)).events[0]!;
    expect(before.description).toBe(`Booked at Studio Lotus. Manage your booking at ${ORIGIN}`);

    await db().update(students).set({ language: 'fr-CA' }).where(eq(students.id, me().student.id));
    // A calendar app asks in English: the feed still answers in its owner's language.
    const res = await browserAt(t.app(), undefined, { 'accept-language': 'en-US' }).get(path);
    expect(res.status).toBe(200);
    const ics = text(res.body);
    const { calendar, events } = parseIcs(ics);
    expect(String(calendar.getFirstPropertyValue('x-wr-calname'))).toBe('Studio Lotus\u00a0: mes cours');
    expect(events[0]!.summary).toBe('Yin');
    expect(events[0]!.description).toBe(
      `Réservé chez Studio Lotus. Gérez votre réservation à l’adresse ${ORIGIN}`,
    );
    expect(events[0]!.start).toBe(before.start);
    expect(events[0]!.status).toBe('CONFIRMED');
  });
});

describe('a message the screen shows as it is', () => {
  it('is in the language the request asks for; English for an API client that asks none', async () => {
    const french = await browserAt(t.app(), undefined, { 'accept-language': 'fr-CA,fr;q=0.9' }).post(
      '/api/auth/student/logout',
    );
    expect(french.status).toBe(200);
    expect(french.body.message).toBe('Vous êtes déconnecté');
    const plain = await browserAt(t.app()).post('/api/auth/student/logout');
    expect(plain.body.message).toBe('Signed out');
  });
});
