import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboundEmails, students } from '../../src/server/db/schema';
import { translate } from '../../src/server/i18n/translate';
import { browserAt } from '../factories/browsers';
import { trpc } from '../factories/classes';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

/**
 * Issue 33 §2: who reads which language. A person's own choice, else the studio's; a request is
 * answered in the language it asks for, and an API client that asks none gets the spec's English.
 */
const t = setUpTestApp();
const { admin, student: me } = signInAdminAndStudent(t);
const db = t.db;
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' };

describe('auth.setLanguage', () => {
  it("sets the signed-in student's own language, shows it in their session, and null goes back to the studio's", async () => {
    const set = await trpc(me().browser, 'auth.setLanguage', { language: 'fr-CA' }, 'mutation');
    expect(set).toMatchObject({ status: 200, data: { language: 'fr-CA' } });
    const session = await trpc(me().browser, 'auth.studentSession', undefined, 'query');
    expect(session.data.student.language).toBe('fr-CA');

    // The /api answer keeps the spec's shape: the language is our client's, read over tRPC.
    const rest = await me().browser.get('/api/auth/student/session');
    expect(rest.body.student).not.toHaveProperty('language');

    await trpc(me().browser, 'auth.setLanguage', { language: null }, 'mutation');
    const [row] = await db().select().from(students).where(eq(students.id, me().student.id));
    expect(row!.language).toBeNull();
  });

  it("sets an administrator's own language, and only theirs", async () => {
    const set = await trpc(admin().browser, 'auth.setLanguage', { language: 'fr-CA' }, 'mutation');
    expect(set.status).toBe(200);
    const session = await trpc(admin().browser, 'auth.adminSession', undefined, 'query');
    expect(session.data.admin.language).toBe('fr-CA');
    const [row] = await db().select().from(students).where(eq(students.id, me().student.id));
    expect(row!.language).toBeNull();
    await trpc(admin().browser, 'auth.setLanguage', { language: null }, 'mutation');
  });

  it('refuses a language the app does not speak (400, nothing saved) and anyone not signed in (401)', async () => {
    const bad = await trpc(me().browser, 'auth.setLanguage', { language: 'fr-FR' }, 'mutation');
    expect(bad.status).toBe(400);
    const [row] = await db().select().from(students).where(eq(students.id, me().student.id));
    expect(row!.language).toBeNull();
    const anonymous = await trpc(browserAt(t.app()), 'auth.setLanguage', { language: 'fr-CA' }, 'mutation');
    expect(anonymous.status).toBe(401);
  });
});

describe('a refusal', () => {
  it('is in French when the request asks for French, in the spec English when it asks nothing', async () => {
    const wrong = { email: me().student.email, password: 'not-the-password' };
    const english = await browserAt(t.app()).post('/api/auth/student/login', wrong);
    expect(english.status).toBe(401);
    expect(english.body.error).toBe('Invalid email or password');

    const french = await browserAt(t.app(), undefined, FRENCH).post('/api/auth/student/login', wrong);
    expect(french.status).toBe(401);
    expect(french.body.error).toBe(translate('fr-CA', 'Invalid email or password'));
    expect(french.body.error).not.toBe('Invalid email or password');

    const overTrpc = await trpc(
      browserAt(t.app(), undefined, FRENCH),
      'auth.studentLogin',
      wrong,
      'mutation',
    );
    expect(overTrpc.error).toBe(french.body.error);
  });

  it("gives a form's validation message in the request's language", async () => {
    const blank = { name: '', email: 'x@example.com', phone: '604-555-0100' };
    const english = await browserAt(t.app()).post('/api/auth/student/signup', blank);
    expect(english.status).toBe(400);
    expect(english.body.error).toBe('Name is required');
    const french = await browserAt(t.app(), undefined, FRENCH).post('/api/auth/student/signup', blank);
    expect(french.status).toBe(400);
    expect(french.body.error).toBe(translate('fr-CA', 'Name is required'));
    expect(french.body.error).not.toBe('Name is required');
  });
});

describe('signing up', () => {
  it('on a French page makes a French account: stored, and its welcome e-mail in French', async () => {
    const email = `francine.${Date.now()}@example.com`;
    const res = await browserAt(t.app(), undefined, FRENCH).post('/api/auth/student/signup', {
      name: 'Francine Roy',
      email,
      phone: '514-555-0100',
    });
    expect(res.status).toBe(201);
    expect(res.body.student).not.toHaveProperty('language');
    const [row] = await db().select().from(students).where(eq(students.id, res.body.student.id));
    expect(row!.language).toBe('fr-CA');
    const [mail] = await db().select().from(outboundEmails).where(eq(outboundEmails.studentId, row!.id));
    expect(mail!.subject).toBe(translate('fr-CA', 'Your studio account is ready'));
    expect(mail!.subject).not.toBe('Your studio account is ready');
  });

  it("from an API client that asks nothing follows the studio's language (null)", async () => {
    const res = await browserAt(t.app()).post('/api/auth/student/signup', {
      name: 'Sam Lee',
      email: `sam.${Date.now()}@example.com`,
      phone: '604-555-0101',
    });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(students).where(eq(students.id, res.body.student.id));
    expect(row!.language).toBeNull();
    const [mail] = await db().select().from(outboundEmails).where(eq(outboundEmails.studentId, row!.id));
    expect(mail!.subject).toBe('Your studio account is ready');
  });
});

describe("the studio's language", () => {
  it('is a setting anyone may read in the profile, refused when it is not one of ours', async () => {
    const bad = await admin().browser.post('/api/settings/bulk', [{ key: 'language', value: 'de-DE' }]);
    expect(bad.status).toBe(400);
    const saved = await admin().browser.post('/api/settings/bulk', [{ key: 'language', value: 'fr-CA' }]);
    expect(saved.status).toBe(200);
    const profile = await trpc(browserAt(t.app()), 'settings.profile', undefined, 'query');
    expect(profile.data.language).toBe('fr-CA');
    await admin().browser.post('/api/settings/bulk', [{ key: 'language', value: 'en-CA' }]);
  });
});
