import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, outboundEmails, passwordResetTokens, sessions, students } from '../../src/server/db/schema';
import { revealBody } from '../../src/server/kernel/outbox';
import { ensureAdmin } from '../../src/server/modules/auth/auth.service';
import { browserAt } from '../factories/browsers';
import { ARGON2ID_PREFIX, dumpDatabase, sha256Hex } from '../factories/db-inspect';
import { createAdmin, createStudent } from '../factories/people';
import type { Answer } from '../setup/http';
import { createTestApp } from '../setup/test-app';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();

const db = t.db;
const sessionsOf = (studentId: number) =>
  db().select().from(sessions).where(eq(sessions.studentId, studentId));

/** The reset link sealed in the newest password-reset e-mail of a student. */
async function resetTokenFor(studentId: number): Promise<string> {
  const mails = await db().select().from(outboundEmails).where(eq(outboundEmails.studentId, studentId));
  const mail = mails.filter((m) => m.kind === 'password_reset').at(-1)!;
  const body = revealBody(mail.bodyText, mail.secretCiphertext, t.get().services.secretBox);
  return /token=([A-Za-z0-9_-]+)/.exec(body)![1]!;
}

describe('what the database keeps', () => {
  it('stores only the SHA-256 of session tokens, for students and admins', async () => {
    const student = await createStudent(db());
    const admin = await createAdmin(db());
    const browser = browserAt(t.app());
    await browser.post('/api/auth/student/login', { email: student.email, password: student.password });
    const studentToken = browser.cookies.get('student_session')!;
    // At least 128 bits of randomness (base32: 5 bits per character).
    expect(studentToken).toMatch(/^[a-z2-7]{26,}$/);

    const [row] = await sessionsOf(student.id);
    expect(row!.id).not.toBe(studentToken);
    expect(row!.id).toBe(sha256Hex(studentToken));
    expect(row!.id).not.toContain(studentToken);

    const adminLogin = await browserAt(t.app()).post('/api/admin/login', {
      email: admin.email,
      password: admin.password,
    });
    const adminToken = adminLogin.body.sessionToken as string;
    expect(adminToken).toMatch(/^[a-z2-7]{26,}$/);
    const [adminRow] = await db().select().from(sessions).where(eq(sessions.adminId, admin.id));
    expect(adminRow!.id).not.toBe(adminToken);
    expect(adminRow!.id).toBe(sha256Hex(adminToken));
  });

  it('stores only the SHA-256 of password-reset tokens', async () => {
    const student = await createStudent(db());
    await browserAt(t.app()).post('/api/auth/student/forgot-password', { email: student.email });
    const token = await resetTokenFor(student.id);
    const rows = await db()
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.studentId, student.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(sha256Hex(token));
    expect(rows[0]!.id).not.toBe(token);
  });

  it('hashes every password the server sets with argon2id (m=19456, t=2, p=1) and a fresh salt', async () => {
    const browser = browserAt(t.app());
    const a = await browser.post('/api/auth/student/signup', {
      name: 'Hash One',
      email: 'hash-one@example.com',
      phone: '604-555-0101',
    });
    const b = await browserAt(t.app()).post('/api/auth/student/signup', {
      name: 'Hash Two',
      email: 'hash-two@example.com',
      phone: '604-555-0101',
    });
    const hashOf = async (id: number) =>
      (await db().select().from(students).where(eq(students.id, id)))[0]!.passwordHash!;
    expect((await hashOf(a.body.student.id)).startsWith(ARGON2ID_PREFIX)).toBe(true);
    expect(await hashOf(b.body.student.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    // Change password, then reset: both write a new argon2id hash.
    await browser.post('/api/auth/student/login', {
      email: 'hash-one@example.com',
      password: a.body.temporaryPassword,
    });
    await browser.post(`/api/students/${a.body.student.id}/change-password`, {
      currentPassword: a.body.temporaryPassword,
      newPassword: 'same-new-password',
    });
    const afterChange = await hashOf(a.body.student.id);
    expect(afterChange.startsWith(ARGON2ID_PREFIX)).toBe(true);

    await browserAt(t.app()).post('/api/auth/student/forgot-password', { email: 'hash-two@example.com' });
    const reset = await browserAt(t.app()).post('/api/auth/student/reset-password', {
      token: await resetTokenFor(b.body.student.id),
      newPassword: 'same-new-password',
    });
    expect(reset.status).toBe(200);
    const afterReset = await hashOf(b.body.student.id);
    expect(afterReset.startsWith(ARGON2ID_PREFIX)).toBe(true);
    // Same password, different salt.
    expect(afterReset).not.toBe(afterChange);

    await ensureAdmin(db(), { email: 'hash-admin@example.com', password: 'admin-bootstrap-pw' });
    const [admin] = await db().select().from(admins).where(eq(admins.email, 'hash-admin@example.com'));
    expect(admin!.passwordHash!.startsWith(ARGON2ID_PREFIX)).toBe(true);
  });

  it('never keeps a plaintext password or token anywhere: signup, logins, change, reset, admin login', async () => {
    const answers: Answer[] = [];
    const keep = (a: Answer) => {
      answers.push(a);
      return a;
    };
    const secrets: Record<string, string> = {};
    const browser = browserAt(t.app());

    // Signup returns the temporary password once (no SMTP configured).
    const signup = keep(
      await browser.post('/api/auth/student/signup', {
        name: 'Plain Text',
        email: 'plain-text@example.com',
        phone: '604-555-0199',
      }),
    );
    expect(signup.status).toBe(201);
    secrets.temporaryPassword = signup.body.temporaryPassword;
    const studentId = signup.body.student.id as number;

    keep(
      await browser.post('/api/auth/student/login', {
        email: 'plain-text@example.com',
        password: 'Wrong-Guess-7731',
      }),
    );
    secrets.wrongGuess = 'Wrong-Guess-7731';
    keep(
      await browser.post('/api/auth/student/login', {
        email: 'plain-text@example.com',
        password: secrets.temporaryPassword,
      }),
    );
    secrets.studentToken1 = browser.cookies.get('student_session')!;
    keep(await browser.get('/api/auth/student/session'));

    // Change password (this browser gets a new session token).
    secrets.changedPassword = 'Changed-Pw-5521';
    keep(
      await browser.post(`/api/students/${studentId}/change-password`, {
        currentPassword: secrets.temporaryPassword,
        newPassword: secrets.changedPassword,
      }),
    );
    secrets.studentToken2 = browser.cookies.get('student_session')!;
    expect(secrets.studentToken2).not.toBe(secrets.studentToken1);

    // Forgot + reset.
    keep(await browser.post('/api/auth/student/forgot-password', { email: 'plain-text@example.com' }));
    secrets.resetToken = await resetTokenFor(studentId);
    secrets.resetPassword = 'Reset-Pw-8842';
    const reset = keep(
      await browser.post('/api/auth/student/reset-password', {
        token: secrets.resetToken,
        newPassword: secrets.resetPassword,
      }),
    );
    expect(reset.status).toBe(200);
    keep(
      await browser.post('/trpc/auth.studentLogin', {
        email: 'plain-text@example.com',
        password: secrets.resetPassword,
      }),
    );
    secrets.studentToken3 = browser.cookies.get('student_session')!;
    keep(await browser.get('/trpc/auth.studentSession'));

    // An administrator created by the start-up bootstrap, then signed in (REST and tRPC).
    secrets.adminPassword = 'Admin-Boot-Pw-3390';
    await ensureAdmin(db(), { email: 'plain-admin@example.com', password: secrets.adminPassword });
    const admin = browserAt(t.app());
    const adminLogin = keep(
      await admin.post('/api/admin/login', {
        email: 'plain-admin@example.com',
        password: secrets.adminPassword,
      }),
    );
    expect(adminLogin.status).toBe(200);
    secrets.adminToken1 = adminLogin.body.sessionToken;
    keep(await admin.get('/api/admin/session'));
    const adminLogin2 = keep(
      await browserAt(t.app()).post('/trpc/auth.adminLogin', {
        email: 'plain-admin@example.com',
        password: secrets.adminPassword,
      }),
    );
    secrets.adminToken2 = adminLogin2.body.result.data.sessionToken;
    keep(
      await browserAt(t.app()).get('/trpc/auth.adminSession', {
        authorization: `Bearer ${secrets.adminToken2}`,
      }),
    );

    for (const [name, value] of Object.entries(secrets)) expect(value, name).toBeTruthy();

    // Every table of the database, as an attacker with a copy would see it.
    const dump = await dumpDatabase(db());
    expect([...dump.keys()]).toEqual(
      expect.arrayContaining([
        'public.students',
        'public.admins',
        'public.sessions',
        'public.outbound_emails',
      ]),
    );
    for (const [table, text] of dump) {
      for (const [name, secret] of Object.entries(secrets)) {
        expect(text.includes(secret), `${name} found in ${table}`).toBe(false);
      }
    }
    // The hashes are there instead.
    const all = [...dump.values()].join('\n');
    expect(all).toContain(sha256Hex(secrets.studentToken3!));
    expect(all).toContain(sha256Hex(secrets.adminToken2!));
    expect(all).toContain(ARGON2ID_PREFIX);

    // No answer of an auth route ever carries a hash, and passwords only where created.
    for (const answer of answers) {
      const text = JSON.stringify(answer.body) + answer.setCookies.join('\n');
      expect(text).not.toMatch(/password_?hash/i);
      expect(text).not.toContain('$argon2');
      const allowed = answer === signup ? [secrets.temporaryPassword] : [];
      for (const name of [
        'temporaryPassword',
        'changedPassword',
        'resetPassword',
        'adminPassword',
        'wrongGuess',
      ]) {
        if (!allowed.includes(secrets[name]!)) expect(text.includes(secrets[name]!), name).toBe(false);
      }
    }
  });
});

describe('CSRF: state-changing requests must be same-origin JSON', () => {
  const refused = { error: 'Cross-site request refused', code: 'FORBIDDEN' };

  it('refuses a foreign Origin (403) and does not sign in, even with the right password', async () => {
    const student = await createStudent(db());
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost:80.evil.example',
      'https://localhost:80',
      'http://localhost:8080',
    ]) {
      const browser = browserAt(t.app());
      const res = await browser.post(
        '/api/auth/student/login',
        { email: student.email, password: student.password },
        { origin },
      );
      expect(res.status, origin).toBe(403);
      expect(res.body, origin).toEqual(refused);
      expect(res.setCookies, origin).toEqual([]);
    }
    const trpc = await browserAt(t.app()).post(
      '/trpc/auth.studentLogin',
      { email: student.email, password: student.password },
      { origin: 'https://evil.example' },
    );
    expect(trpc.status).toBe(403);
    expect(await sessionsOf(student.id)).toEqual([]);
  });

  it('refuses Sec-Fetch-Site cross-site and same-site (403)', async () => {
    const student = await createStudent(db());
    for (const site of ['cross-site', 'same-site']) {
      const res = await browserAt(t.app()).post(
        '/api/auth/student/login',
        { email: student.email, password: student.password },
        { 'sec-fetch-site': site },
      );
      expect(res.status, site).toBe(403);
      expect(res.body, site).toEqual(refused);
    }
    expect(await sessionsOf(student.id)).toEqual([]);
  });

  it('a cross-site page cannot sign a user out or create an account', async () => {
    const student = await createStudent(db());
    const browser = browserAt(t.app());
    await browser.post('/api/auth/student/login', { email: student.email, password: student.password });
    const out = await browser.post('/api/auth/student/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(out.status).toBe(403);
    const out2 = await browser.post('/api/auth/student/logout', undefined, {
      origin: 'https://evil.example',
    });
    expect(out2.status).toBe(403);
    expect((await browser.get('/api/auth/student/session')).body.authenticated).toBe(true);
    expect(await sessionsOf(student.id)).toHaveLength(1);

    const signup = await browserAt(t.app()).post(
      '/api/auth/student/signup',
      { name: 'Csrf', email: 'csrf-victim@example.com', phone: '604-555-0101' },
      { origin: 'https://evil.example' },
    );
    expect(signup.status).toBe(403);
    expect(await db().select().from(students).where(eq(students.email, 'csrf-victim@example.com'))).toEqual(
      [],
    );
  });

  it('allows the same origin, Sec-Fetch-Site same-origin/none, and clients that send neither', async () => {
    // app.inject sends Host: localhost:80, so the page's own origin is http://localhost:80.
    const student = await createStudent(db());
    const cases: Record<string, string>[] = [
      { origin: 'http://localhost:80' },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      {},
      { host: 'studio.example:8443', origin: 'http://studio.example:8443' },
    ];
    for (const headers of cases) {
      const res = await browserAt(t.app()).post(
        '/api/auth/student/login',
        { email: student.email, password: student.password },
        headers,
      );
      expect(res.status, JSON.stringify(headers)).toBe(200);
    }
    // The Origin must match the host the request came to.
    const mismatch = await browserAt(t.app()).post(
      '/api/auth/student/login',
      { email: student.email, password: student.password },
      { host: 'studio.example:8443', origin: 'http://localhost:80' },
    );
    expect(mismatch.status).toBe(403);
  });

  it('reading is not state-changing: a foreign-origin GET is answered but gets no CORS permission', async () => {
    const res = await browserAt(t.app()).get('/api/auth/student/session', { origin: 'https://evil.example' });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a body that is not JSON (415) before doing anything', async () => {
    const student = await createStudent(db());
    const creds = JSON.stringify({ email: student.email, password: student.password });
    const expected = { error: 'Content-Type must be application/json', code: 'UNSUPPORTED_MEDIA_TYPE' };
    const bodies: [string, string, string][] = [
      ['/api/auth/student/login', 'text/plain', creds],
      ['/api/auth/student/login', 'text/plain;charset=UTF-8', creds],
      [
        '/api/auth/student/login',
        'application/x-www-form-urlencoded',
        `email=${encodeURIComponent(student.email)}&password=${encodeURIComponent(student.password)}`,
      ],
      [
        '/api/auth/student/login',
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${student.email}\r\n--x--\r\n`,
      ],
      ['/trpc/auth.studentLogin', 'text/plain', creds],
      [
        '/trpc/auth.studentLogin',
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${student.email}\r\n--x--\r\n`,
      ],
      [
        '/api/auth/student/signup',
        'text/plain',
        JSON.stringify({ name: 'T', email: 'tp@example.com', phone: '604-555-0101' }),
      ],
      ['/api/admin/login', 'application/x-www-form-urlencoded', 'email=a%40b.co&password=x'],
    ];
    for (const [url, type, payload] of bodies) {
      const res = await browserAt(t.app()).post(url, payload, { 'content-type': type });
      expect(res.status, `${url} ${type}`).toBe(415);
      expect(res.body, `${url} ${type}`).toEqual(expected);
      expect(res.setCookies).toEqual([]);
    }
    // No content type at all, with a body.
    const bare = await t.app().inject({ method: 'POST', url: '/api/auth/student/login', payload: creds });
    expect(bare.statusCode).toBe(415);
    expect(await sessionsOf(student.id)).toEqual([]);
    expect(await db().select().from(students).where(eq(students.email, 'tp@example.com'))).toEqual([]);
  });

  it('accepts application/json with parameters and in any letter case', async () => {
    const student = await createStudent(db());
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const res = await browserAt(t.app()).post(
        '/api/auth/student/login',
        JSON.stringify({ email: student.email, password: student.password }),
        { 'content-type': type },
      );
      expect(res.status, type).toBe(200);
    }
  });
});

describe('security headers', () => {
  it('every kind of API answer carries the API set: nothing may run, load or frame it, no sniffing', async () => {
    const client = browserAt(t.app());
    const answers = {
      rest: await client.get('/api/auth/student/session'),
      trpc: await client.get('/trpc/auth.studentSession'),
      notFound: await client.get('/api/does-not-exist'),
      forbidden: await client.post('/api/auth/student/logout', undefined, { origin: 'https://evil.example' }),
      unsupported: await client.post('/api/auth/student/login', 'x', { 'content-type': 'text/plain' }),
      badRequest: await client.post('/api/auth/student/login', { email: 'nope' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['content-security-policy'], name).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(res.headers['referrer-policy'], name).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy'], name).toBe('same-origin');
      expect(res.headers['x-powered-by'], name).toBeUndefined();
      // The page-only headers are not repeated on JSON.
      expect(res.headers['x-dns-prefetch-control'], name).toBeUndefined();
      expect(res.headers['content-type'], name).toMatch(/^application\/json/);
    }
  });

  it("pages and other answers carry helmet's full set: CSP with our sources, no framing, nosniff", async () => {
    const client = browserAt(t.app());
    const answers = {
      health: await client.get('/healthz'),
      unsubscribePage: await client.get('/api/reminders/unsubscribe?token=not-a-token', {
        accept: 'text/html',
      }),
    };
    for (const [name, res] of Object.entries(answers)) {
      const csp = String(res.headers['content-security-policy'] ?? '');
      expect(csp, name).toContain("default-src 'self'");
      expect(csp, name).toContain("frame-ancestors 'none'");
      expect(csp, name).toMatch(/script-src 'self'(;|$)/);
      expect(csp, name).toContain("style-src 'self' 'unsafe-inline'");
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['x-frame-options'], name).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect(res.headers['referrer-policy'], name).toBeDefined();
      expect(res.headers['x-dns-prefetch-control'], name).toBe('off');
      expect(res.headers['x-powered-by'], name).toBeUndefined();
    }
    expect(answers.unsubscribePage.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('request size', () => {
  it('answers a body over 256 KiB with 413 {error, code}, on /api and /trpc', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(256 * 1024) });
    for (const url of ['/api/auth/student/login', '/trpc/auth.studentLogin', '/api/auth/student/signup']) {
      const res = await browserAt(t.app()).post(url, huge, { 'content-type': 'application/json' });
      expect(res.status, url).toBe(413);
      expect(res.body, url).toEqual({ error: 'Request body is too large', code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  it('a body just under the limit is read and validated (400, not 413)', async () => {
    const body = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(250 * 1024) });
    const res = await browserAt(t.app()).post('/api/auth/student/login', body, {
      'content-type': 'application/json',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Password is too long', code: 'BAD_REQUEST' });
  });
});

describe('error answers reveal nothing about the server', () => {
  it('tRPC error answers carry no stack trace', async () => {
    const client = browserAt(t.app());
    const answers = [
      await client.post('/trpc/auth.studentLogin', { email: 'nope' }),
      await client.post('/trpc/auth.adminLogin', { email: 'ghost@example.com', password: 'nope-nope' }),
      await client.get('/trpc/auth.nothingHere'),
      await client.post('/trpc/auth.changePassword', { newPassword: 'whatever-123' }),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.error.message).toEqual(expect.any(String));
      expect(res.body.error.data?.stack, res.body.error.message).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toMatch(/node_modules|\/work\/|at .*\.(ts|mjs|js):\d+/);
    }
  });
});

describe('in production', () => {
  it('session cookies are Secure and HSTS is sent', async () => {
    const prod = await createTestApp({}, { NODE_ENV: 'production' });
    try {
      const admin = await createAdmin(prod.database.db);
      const res = await browserAt(prod.app).post('/api/admin/login', {
        email: admin.email,
        password: admin.password,
      });
      expect(res.status).toBe(200);
      const cookie = res.setCookies.find((c) => c.startsWith('admin_session='))!;
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await prod.close();
    }
  });

  it('with PUBLIC_URL, the public origin is accepted behind a proxy that rewrites Host', async () => {
    const app = await createTestApp({ PUBLIC_URL: 'https://studio.example.com' });
    try {
      const student = await createStudent(app.database.db);
      const creds = { email: student.email, password: student.password };
      const ok = await browserAt(app.app).post('/api/auth/student/login', creds, {
        host: '127.0.0.1:3000',
        origin: 'https://studio.example.com',
      });
      expect(ok.status).toBe(200);
      const evil = await browserAt(app.app).post('/api/auth/student/login', creds, {
        host: '127.0.0.1:3000',
        origin: 'https://studio.example.com.evil.example',
      });
      expect(evil.status).toBe(403);
    } finally {
      await app.close();
    }
  });
});
