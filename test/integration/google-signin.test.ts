import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, students } from '../../src/server/db/schema';
import { createAdmin, createStudent } from '../factories/people';
import { TestClient } from '../setup/http';
import {
  type BrowseOptions,
  browse,
  CookieJar,
  freePort,
  type LocalOidcProvider,
  type OidcAccount,
  startOidcProvider,
} from '../setup/oidc-provider';
import { createTestApp, type TestApp } from '../setup/test-app';

/*
 * The whole Google sign-in flow against a real OpenID provider (oidc-provider) running on a local
 * port: the app listens on a real port too, because the provider sends the browser back to it. A
 * "browser" made of fetch + a cookie jar follows the redirects and fills in the provider's forms.
 */

const CALLBACK = '/api/auth/google/callback';

let provider: LocalOidcProvider;
let t: TestApp;
let appOrigin: string;

beforeAll(async () => {
  const port = await freePort();
  appOrigin = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider(`${appOrigin}${CALLBACK}`);
  t = await createTestApp(
    {},
    {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
      PUBLIC_URL: appOrigin,
    },
  );
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const unique = () => randomBytes(4).toString('hex');

/** A Google account on the provider. */
function googleAccount(overrides: Partial<OidcAccount> = {}): OidcAccount {
  const id = unique();
  const account: OidcAccount = {
    sub: `google-${id}`,
    email: `person-${id}@example.com`,
    email_verified: true,
    name: `Person ${id}`,
    ...overrides,
  };
  provider.accounts.set(account.sub, account);
  return account;
}

/** Starts sign-in on the app, logs in at the provider as `account`, and returns where it lands. */
function googleSignIn(
  role: 'student' | 'admin',
  jar: CookieJar,
  account: OidcAccount,
  options: Pick<BrowseOptions, 'rewrite' | 'cancel'> = {},
) {
  return browse(`${appOrigin}/api/auth/google/${role}`, { jar, appOrigin, login: account.sub, ...options });
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
async function getJson(jar: CookieJar, path: string): Promise<any> {
  const url = new URL(path, appOrigin);
  const cookie = jar.header(url);
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.json();
}

function landedStudent(landing: URL) {
  expect(landing.pathname).toBe('/');
  expect(landing.searchParams.get('auth')).toBe('google');
  const raw = landing.searchParams.get('student');
  expect(raw, `landed on ${landing.href}`).toBeTruthy();
  return JSON.parse(raw!) as { id: number; name: string; email: string };
}

function landedError(landing: URL) {
  expect(landing.pathname).toBe('/');
  expect(landing.searchParams.has('student')).toBe(false);
  expect(landing.searchParams.has('admin')).toBe(false);
  return landing.searchParams.get('error');
}

describe('Google sign-in configuration', () => {
  it('reports enabled when the client is configured and the issuer answers discovery', async () => {
    expect(await getJson(new CookieJar(), '/api/auth/google/config')).toEqual({ enabled: true });
  });

  it('reports disabled without a client, and the start routes go back to their login page with google_not_configured', async () => {
    const plain = await createTestApp();
    try {
      const client = new TestClient(plain.app);
      expect((await client.get('/api/auth/google/config')).body).toEqual({ enabled: false });
      for (const role of ['student', 'admin']) {
        const start = await client.get(`/api/auth/google/${role}`);
        expect(start.status).toBe(302);
        const location = new URL(String(start.headers.location), 'http://app.invalid');
        expect(location.pathname).toBe(role === 'admin' ? '/admin-login' : '/');
        expect(location.searchParams.get('error')).toBe('google_not_configured');
        expect(client.cookies.has('oauth_role')).toBe(false);
      }
    } finally {
      await plain.close();
    }
  });

  it('reports disabled when the issuer does not answer discovery', async () => {
    const deadPort = await freePort();
    const broken = await createTestApp(
      {},
      {
        GOOGLE_CLIENT_ID: 'id',
        GOOGLE_CLIENT_SECRET: 'secret',
        GOOGLE_ISSUER: `http://127.0.0.1:${deadPort}`,
      },
    );
    try {
      const client = new TestClient(broken.app);
      expect((await client.get('/api/auth/google/config')).body).toEqual({ enabled: false });
      const start = await client.get('/api/auth/google/student');
      expect(start.status).toBe(302);
      expect(String(start.headers.location)).toMatch(/^\/\?error=/);
    } finally {
      await broken.close();
    }
  });
});

describe('Google sign-in for students', () => {
  it('creates a student for a new Google account and signs them in (authorization code + PKCE S256)', async () => {
    const account = googleAccount({ name: 'Noor Haddad' });
    const jar = new CookieJar();
    const { landing, trail } = await googleSignIn('student', jar, account);

    // The app sent the browser to the provider with a PKCE challenge and state, and the provider
    // showed its login and consent pages before coming back to our callback.
    const authorize = new URL(trail.find((s) => s.startsWith(`GET ${provider.issuer}/auth?`))!.slice(4));
    expect(authorize.searchParams.get('client_id')).toBe(provider.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${appOrigin}${CALLBACK}`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(trail.some((s) => s.startsWith(`POST ${provider.issuer}/interaction/`))).toBe(true);
    expect(trail.some((s) => s.startsWith(`GET ${appOrigin}${CALLBACK}?code=`))).toBe(true);

    const student = landedStudent(landing);
    expect(student).toMatchObject({ name: 'Noor Haddad', email: account.email });
    expect(landing.searchParams.get('error')).toBeNull();

    // The one-shot OAuth cookies are gone, the session cookie works.
    expect(jar.get(appOrigin, 'oauth_role')).toBeUndefined();
    expect(jar.get(appOrigin, 'student_session')).toBeTruthy();
    const session = await getJson(jar, '/api/auth/student/session');
    expect(session).toMatchObject({
      authenticated: true,
      student: { id: student.id, name: 'Noor Haddad', email: account.email },
    });

    const [row] = await t.database.db.select().from(students).where(eq(students.id, student.id));
    expect(row).toMatchObject({ googleSub: account.sub, email: account.email, status: 'active' });
  });

  it('finds the same student again by the Google subject, even after the Google e-mail changed', async () => {
    const account = googleAccount();
    const first = landedStudent((await googleSignIn('student', new CookieJar(), account)).landing);

    provider.accounts.set(account.sub, { ...account, email: `renamed-${unique()}@example.com` });
    const jar = new CookieJar();
    const second = landedStudent((await googleSignIn('student', jar, account)).landing);
    expect(second.id).toBe(first.id);
    expect((await getJson(jar, '/api/auth/student/session')).student.id).toBe(first.id);
    const rows = await t.database.db.select().from(students).where(eq(students.googleSub, account.sub));
    expect(rows).toHaveLength(1);
  });

  it('links an existing student with the same verified e-mail instead of creating another', async () => {
    const existing = await createStudent(t.database.db, { name: 'Existing Student' });
    const account = googleAccount({ email: existing.email.toUpperCase(), name: 'Google Name' });
    const jar = new CookieJar();
    const student = landedStudent((await googleSignIn('student', jar, account)).landing);
    expect(student.id).toBe(existing.id);
    expect(student.name).toBe('Existing Student');

    const session = await getJson(jar, '/api/auth/student/session');
    expect(session).toMatchObject({ authenticated: true, student: { id: existing.id } });
    const [row] = await t.database.db.select().from(students).where(eq(students.id, existing.id));
    expect(row!.googleSub).toBe(account.sub);
    // The password still works too: linking added a way in, it took nothing away.
    const login = await new TestClient(t.app).post('/api/auth/student/login', {
      email: existing.email,
      password: existing.password,
    });
    expect(login.status).toBe(200);
  });

  it('refuses an unverified Google e-mail for a new account', async () => {
    const existing = await createStudent(t.database.db);
    const account = googleAccount({ email: existing.email, email_verified: false });
    const jar = new CookieJar();
    const error = landedError((await googleSignIn('student', jar, account)).landing);
    expect(error).toBe('Your Google e-mail address is not verified.');
    expect(jar.get(appOrigin, 'student_session')).toBeUndefined();
    const [row] = await t.database.db.select().from(students).where(eq(students.id, existing.id));
    expect(row!.googleSub).toBeNull();
  });

  it('lands on an error, without a session, when the person cancels at the provider', async () => {
    const account = googleAccount();
    const jar = new CookieJar();
    const { landing, trail } = await googleSignIn('student', jar, account, { cancel: true });
    expect(trail.some((s) => /\/interaction\/[^/]+\/abort$/.test(s))).toBe(true);
    expect(trail.some((s) => s.startsWith(`GET ${appOrigin}${CALLBACK}?error=access_denied`))).toBe(true);
    expect(landedError(landing)).toBeTruthy();
    expect(jar.get(appOrigin, 'student_session')).toBeUndefined();
    expect(jar.get(appOrigin, 'oauth_role')).toBeUndefined();
    const rows = await t.database.db.select().from(students).where(eq(students.googleSub, account.sub));
    expect(rows).toHaveLength(0);
  });

  it('rejects a callback whose state was tampered with, without a session', async () => {
    const account = googleAccount();
    const jar = new CookieJar();
    let tampered = false;
    const { landing, trail } = await googleSignIn('student', jar, account, {
      rewrite: (url) => {
        if (url.origin === appOrigin && url.pathname === CALLBACK) {
          expect(url.searchParams.get('code')).toBeTruthy();
          url.searchParams.set('state', `${url.searchParams.get('state')}x`);
          tampered = true;
        }
        return url;
      },
    });
    expect(tampered).toBe(true);
    expect(trail.some((s) => s.startsWith(`GET ${appOrigin}${CALLBACK}?`))).toBe(true);
    expect(landedError(landing)).toBeTruthy();
    expect(jar.get(appOrigin, 'student_session')).toBeUndefined();
    expect(await getJson(jar, '/api/auth/student/session')).toEqual({ authenticated: false, student: null });
    const rows = await t.database.db.select().from(students).where(eq(students.googleSub, account.sub));
    expect(rows).toHaveLength(0);
  });
});

describe('Google sign-in for the administrator', () => {
  it('signs in an existing administrator matched by verified e-mail', async () => {
    const admin = await createAdmin(t.database.db, { firstName: 'Grace' });
    const account = googleAccount({ email: admin.email });
    const jar = new CookieJar();
    const { landing } = await googleSignIn('admin', jar, account);
    expect(landing.pathname).toBe('/');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ admin: 'true', auth: 'google' });

    expect(jar.get(appOrigin, 'admin_session')).toBeTruthy();
    expect(await getJson(jar, '/api/admin/session')).toMatchObject({
      authenticated: true,
      admin: { id: admin.id, email: admin.email, firstName: 'Grace' },
    });
    // A Google admin sign-in is not a student sign-in.
    expect((await getJson(jar, '/api/auth/student/session')).authenticated).toBe(false);

    // Next time the subject alone finds the administrator.
    provider.accounts.set(account.sub, { ...account, email: `other-${unique()}@example.com` });
    const again = new CookieJar();
    expect(Object.fromEntries((await googleSignIn('admin', again, account)).landing.searchParams)).toEqual({
      admin: 'true',
      auth: 'google',
    });
    expect((await getJson(again, '/api/admin/session')).admin.id).toBe(admin.id);
  });

  it('refuses a Google account that matches no administrator, and creates nothing', async () => {
    const account = googleAccount();
    const jar = new CookieJar();
    const error = landedError((await googleSignIn('admin', jar, account)).landing);
    expect(error).toBe('No administrator account matches this Google account.');
    expect(jar.get(appOrigin, 'admin_session')).toBeUndefined();
    expect(jar.get(appOrigin, 'student_session')).toBeUndefined();
    expect(await getJson(jar, '/api/admin/session')).toEqual({ authenticated: false, admin: null });
    expect((await getJson(jar, '/api/auth/student/session')).authenticated).toBe(false);
    const rows = await t.database.db.select().from(students).where(eq(students.googleSub, account.sub));
    expect(rows).toHaveLength(0);
  });

  it('ends the student session of the same browser when the administrator signs in with Google', async () => {
    const admin = await createAdmin(t.database.db);
    const studentAccount = googleAccount();
    const adminAccount = googleAccount({ email: admin.email });
    const jar = new CookieJar();

    const student = landedStudent((await googleSignIn('student', jar, studentAccount)).landing);
    const studentToken = jar.get(appOrigin, 'student_session')!;
    expect(studentToken).toBeTruthy();
    expect((await getJson(jar, '/api/auth/student/session')).authenticated).toBe(true);

    // The person switches to their administrator Google account at the provider.
    jar.clear(provider.issuer);
    const { landing } = await googleSignIn('admin', jar, adminAccount);
    expect(Object.fromEntries(landing.searchParams)).toEqual({ admin: 'true', auth: 'google' });

    expect(jar.get(appOrigin, 'student_session')).toBeUndefined();
    expect(await getJson(jar, '/api/auth/student/session')).toEqual({ authenticated: false, student: null });
    expect((await getJson(jar, '/api/admin/session')).admin.id).toBe(admin.id);
    // Ended on the server, not only forgotten by the browser.
    const replay = new TestClient(t.app);
    replay.cookies.set('student_session', studentToken);
    expect((await replay.get('/api/auth/student/session')).body.authenticated).toBe(false);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.studentId, student.id));
    expect(left).toHaveLength(0);
  });

  it('ends the administrator session of the same browser when a student signs in with Google', async () => {
    const admin = await createAdmin(t.database.db);
    const jar = new CookieJar();
    await googleSignIn('admin', jar, googleAccount({ email: admin.email }));
    const adminToken = jar.get(appOrigin, 'admin_session')!;
    expect(adminToken).toBeTruthy();

    jar.clear(provider.issuer);
    landedStudent((await googleSignIn('student', jar, googleAccount())).landing);
    expect(jar.get(appOrigin, 'admin_session')).toBeUndefined();
    const replay = new TestClient(t.app);
    replay.cookies.set('admin_session', adminToken);
    expect((await replay.get('/api/admin/session')).body.authenticated).toBe(false);
    expect((await getJson(jar, '/api/auth/student/session')).authenticated).toBe(true);
  });
});
