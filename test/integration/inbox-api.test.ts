/**
 * The incoming-mail API (spec 03 §2.8, §4, §7; issue 13 §1) over messages read from a real IMAP
 * server: GET /api/emails/incoming with filters, search, paging and the stats counts; the detail;
 * PUT …/read (idempotent) and …/archive; 404 and 400 on bad ids and input; administrators only (401
 * without a session, 403 for a student); the mailbox status on the Integration tab; and without
 * IMAP_URL (or with one that is not an IMAP address) the scan answers 409 with what to do.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAt } from '../factories/browsers';
import { signedInAdmin, signedInStudent, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { composeMessage, TestImapServer } from '../setup/imap';
import { createTestApp, type TestApp } from '../setup/test-app';

let imap: TestImapServer;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let student: Awaited<ReturnType<typeof signedInStudent>>;
const LONG_BODY = `${'Lorem ipsum dolor sit amet, '.repeat(12)}\n\n  the end`;

beforeAll(async () => {
  imap = await TestImapServer.start();
  t = await createTestApp({}, { IMAP_URL: imap.url });
  admin = await signedInAdmin(t.app, t.database.db);
  student = await signedInStudent(t.app, t.database.db, { name: 'Sam Student', email: 'sam@student.test' });
  await createStudent(t.database.db, {
    name: 'Kim Kid',
    email: 'kim@student.test',
    secondaryContactEmail: 'parent.of.kim@family.test',
  });
  // Twelve messages, an hour apart, oldest first: four from students (two each).
  const start = Date.parse('2026-10-01T12:00:00Z');
  const senders = [
    'sam@student.test',
    'a@elsewhere.test',
    'parent.of.kim@family.test',
    'b@elsewhere.test',
    'c@elsewhere.test',
    'SAM@student.test',
    'd@elsewhere.test',
    'e@elsewhere.test',
    'Parent.Of.Kim@family.test',
    'f@elsewhere.test',
    'g@elsewhere.test',
    'h@elsewhere.test',
  ];
  for (const [i, from] of senders.entries()) {
    await imap.append(
      await composeMessage({
        from: `"Sender ${i}" <${from}>`,
        subject: i === 11 ? 'Refund 100% please' : `Message number ${i}`,
        text: i === 4 ? LONG_BODY : `Body of message ${i}`,
        messageId: `<api-${i}@test>`,
      }),
      new Date(start + i * 3_600_000),
    );
  }
  const scan = await admin.browser.post('/api/emails/scan');
  expect(scan.status, JSON.stringify(scan.body)).toBe(200);
  expect(scan.body.emailsProcessed).toBe(12);
});
afterAll(async () => {
  await t?.close();
  await imap?.destroy();
});

const list = (query = '') => admin.browser.get(`/api/emails/incoming${query}`);
const subjects = (body: { rows: { subject: string }[] }) => body.rows.map((r) => r.subject);
const idOf = async (subject: string) => {
  const res = await list(`?search=${encodeURIComponent(subject)}`);
  return res.body.rows.find((r: { subject: string }) => r.subject === subject).id as number;
};

describe('GET /api/emails/incoming', () => {
  it('newest first, with the stats counts (total, unread, from students) and what each row shows', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 12, page: 0, pageSize: 25 });
    expect(res.body.counts).toEqual({ total: 12, unread: 12, fromStudents: 4 });
    expect(subjects(res.body)[0]).toBe('Refund 100% please');
    expect(subjects(res.body).at(-1)).toBe('Message number 0');
    const received = res.body.rows.map((r: { receivedAt: string }) => r.receivedAt);
    expect([...received].sort().reverse()).toEqual(received);
    expect(res.body.rows.at(-1)).toEqual({
      id: expect.any(Number),
      subject: 'Message number 0',
      from: 'sam@student.test',
      fromName: 'Sender 0',
      preview: 'Body of message 0',
      receivedAt: '2026-10-01T12:00:00.000Z',
      isRead: false,
      isFromStudent: true,
      studentId: student.student.id,
      studentName: 'Sam Student',
      attachments: [],
      // Read as a payment notification by the scan: not one (inbox-payment-status.test.ts has the rest).
      payment: null,
    });
  });

  it('the preview is the first 150 characters of the body, whitespace runs as one space', async () => {
    const res = await list('?search=Message%20number%204');
    const [row] = res.body.rows;
    expect(row.preview).toBe(LONG_BODY.replace(/\s+/g, ' ').slice(0, 150));
    expect(row.preview).toHaveLength(150);
  });

  it('filters: unread, and students (a secondary contact counts as the student, any letter case)', async () => {
    const students = await list('?filter=students');
    expect(students.body.total).toBe(4);
    expect(students.body.rows.map((r: { studentName: string }) => r.studentName)).toEqual([
      'Kim Kid',
      'Sam Student',
      'Kim Kid',
      'Sam Student',
    ]);
    expect((await list('?filter=unread')).body.total).toBe(12);
    const bad = await list('?filter=spam');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('filter must be all, unread or students');
  });

  it('search: subject, sender, sender name, body and student name; % and _ are literal', async () => {
    expect(subjects((await list('?search=number%207')).body)).toEqual(['Message number 7']);
    expect((await list('?search=elsewhere.test')).body.total).toBe(8);
    expect(subjects((await list('?search=Sender%203')).body)).toEqual(['Message number 3']);
    expect(subjects((await list('?search=body%20of%20message%2010')).body)).toEqual(['Message number 10']);
    expect((await list('?search=Kim%20Kid')).body.total).toBe(2);
    expect(subjects((await list('?search=100%25')).body)).toEqual(['Refund 100% please']);
    expect((await list('?search=1_0')).body.total).toBe(0);
    // The stats do not follow the search: they describe the whole inbox.
    expect((await list('?search=Kim%20Kid')).body.counts).toEqual({ total: 12, unread: 12, fromStudents: 4 });
  });

  it('paged on the server: pages of 10, the last one partial; only the offered page sizes', async () => {
    const first = await list('?pageSize=10');
    const second = await list('?pageSize=10&page=1');
    expect(first.body.rows).toHaveLength(10);
    expect(second.body.rows).toHaveLength(2);
    expect(second.body).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(subjects(second.body)).toEqual(['Message number 1', 'Message number 0']);
    const odd = await list('?pageSize=7');
    expect(odd.status).toBe(400);
    expect(odd.body.error).toBe('pageSize must be one of 10, 25, 50, 100');
    expect((await list('?page=-1')).status).toBe(400);
  });
});

describe('one message: detail, read, archive', () => {
  it('GET /api/emails/incoming/{id}: the whole body, the recipients; unknown 404, malformed id 400', async () => {
    const id = await idOf('Message number 4');
    const res = await admin.browser.get(`/api/emails/incoming/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      subject: 'Message number 4',
      body: LONG_BODY.trim(),
      bodyHtml: null,
      to: 'studio@studio.test',
      isFromStudent: false,
    });
    const missing = await admin.browser.get('/api/emails/incoming/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Email not found', code: 'NOT_FOUND' });
    expect((await admin.browser.get('/api/emails/incoming/abc')).status).toBe(400);
  });

  it('PUT …/read marks it read, and again is the same; the unread count and filter follow', async () => {
    const id = await idOf('Message number 2');
    const first = await admin.browser.put(`/api/emails/incoming/${id}/read`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ id, isRead: true, studentName: 'Kim Kid' });
    const again = await admin.browser.put(`/api/emails/incoming/${id}/read`);
    expect(again.status).toBe(200);
    expect(again.body.isRead).toBe(true);
    const unread = await list('?filter=unread');
    expect(unread.body.total).toBe(11);
    expect(unread.body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(unread.body.counts).toMatchObject({ total: 12, unread: 11 });
    expect((await admin.browser.put('/api/emails/incoming/999999/read')).status).toBe(404);
  });

  it('PUT …/archive takes it out of the list, the counts and the student’s Emails tab; it can still be opened', async () => {
    const id = await idOf('Message number 5');
    const res = await admin.browser.put(`/api/emails/incoming/${id}/archive`);
    expect(res.status).toBe(200);
    const after = await list();
    expect(after.body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(after.body.counts).toEqual({ total: 11, unread: 10, fromStudents: 3 });
    const tab = await admin.browser.get(`/api/emails/student/${student.student.id}`);
    expect(tab.body.map((e: { id: number }) => e.id)).not.toContain(id);
    expect((await admin.browser.get(`/api/emails/incoming/${id}`)).status).toBe(200);
    expect((await admin.browser.put('/api/emails/incoming/999999/archive')).status).toBe(404);
  });

  it('tRPC: inbox.list, inbox.detail and inbox.markRead answer the same', async () => {
    const page = await trpc(admin.browser, 'inbox.list', { filter: 'students', pageSize: 10 }, 'query');
    expect(page.status, page.error).toBe(200);
    expect(page.data.total).toBe(3);
    const id = page.data.rows[0].id;
    const detail = await trpc(admin.browser, 'inbox.detail', { id }, 'query');
    expect(detail.data.id).toBe(id);
    expect((await trpc(admin.browser, 'inbox.markRead', { id }, 'mutation')).data.isRead).toBe(true);
  });
});

describe('hostile input', () => {
  it('any query string or id: a 4xx with a message or a 200, never a 500', async () => {
    const text = fc.oneof(
      fc.string(),
      fc.constantFrom('%', "'; drop table incoming_emails; --", '\\', 'x'.repeat(500)),
    );
    await fc.assert(
      fc.asyncProperty(text, text, text, text, async (filter, search, page, pageSize) => {
        const query = new URLSearchParams({ filter, search, page, pageSize }).toString();
        const res = await list(`?${query}`);
        expect([200, 400], `${query} → ${JSON.stringify(res.body)}`).toContain(res.status);
        if (res.status === 400) expect(res.body.error).toEqual(expect.any(String));
      }),
      { numRuns: 60 },
    );
    await fc.assert(
      // Anything that reads as a positive number may be a real message: those are tested above.
      fc.asyncProperty(
        text.filter((id) => !(Number(id) > 0)),
        async (id) => {
          const path = `/api/emails/incoming/${encodeURIComponent(id)}`;
          for (const res of [await admin.browser.get(path), await admin.browser.put(`${path}/read`)]) {
            expect([400, 404], `${path} → ${res.status}`).toContain(res.status);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('administrators only', () => {
  const routes = (id: number): [string, string][] => [
    ['GET', '/api/emails/incoming'],
    ['GET', `/api/emails/incoming/${id}`],
    ['PUT', `/api/emails/incoming/${id}/read`],
    ['PUT', `/api/emails/incoming/${id}/archive`],
    ['POST', '/api/emails/scan'],
  ];

  it('no session: 401; a student (even for the message they sent): 403; nothing changes', async () => {
    const id = await idOf('Message number 6');
    for (const [method, url] of routes(id)) {
      const anonymous = await browserAt(t.app).request(method as 'GET', url);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const asStudent = await student.browser.request(method as 'GET', url);
      expect(asStudent.status, `${method} ${url}`).toBe(403);
      expect(asStudent.body.error).toBe('Administrator access required');
    }
    for (const path of ['inbox.status', 'inbox.list']) {
      expect((await trpc(student.browser, path, undefined, 'query')).status).toBe(403);
    }
    const detail = await admin.browser.get(`/api/emails/incoming/${id}`);
    expect(detail.body.isRead).toBe(false);
    expect((await list()).body.rows.map((r: { id: number }) => r.id)).toContain(id);
  });
});

describe('the mailbox status (Integration tab)', () => {
  it('after a scan: configured, its server, when it last scanned, no error, never the password', async () => {
    const res = await trpc(admin.browser, 'settings.mailStatus', undefined, 'query');
    expect(res.status, res.error).toBe(200);
    expect(res.data.incoming).toEqual({
      configured: true,
      server: `127.0.0.1:${imap.port}`,
      lastScanAt: expect.any(String),
      lastError: null,
      lastErrorAt: null,
      recentSkips: [],
    });
    expect(Date.now() - Date.parse(res.data.incoming.lastScanAt)).toBeLessThan(120_000);
    expect(JSON.stringify(res.data)).not.toContain('imap-secret');
    const status = await trpc(admin.browser, 'inbox.status', undefined, 'query');
    expect(status.data).toEqual({
      configured: true,
      lastScanAt: res.data.incoming.lastScanAt,
      lastError: null,
      lastErrorAt: null,
    });
  });
});

describe('no mailbox configured', () => {
  it('without IMAP_URL the scan answers 409 with what to do, and the status says so', async () => {
    const bare = await createTestApp();
    try {
      const { browser } = await signedInAdmin(bare.app, bare.database.db);
      const res = await browser.post('/api/emails/scan');
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: 'No mailbox is configured: set IMAP_URL', code: 'CONFLICT' });
      const viaTrpc = await trpc(browser, 'inbox.scan', {}, 'mutation');
      expect(viaTrpc).toMatchObject({ status: 409, error: 'No mailbox is configured: set IMAP_URL' });
      expect((await trpc(browser, 'inbox.status', undefined, 'query')).data).toEqual({
        configured: false,
        lastScanAt: null,
        lastError: null,
        lastErrorAt: null,
      });
      const empty = await browser.get('/api/emails/incoming');
      expect(empty.body).toMatchObject({
        rows: [],
        total: 0,
        counts: { total: 0, unread: 0, fromStudents: 0 },
      });
    } finally {
      await bare.close();
    }
  });

  it('an IMAP_URL that is not an IMAP address: 409 saying how to write it, shown as the status error', async () => {
    const wrong = await createTestApp({ IMAP_URL: 'https://user:pw@mail.example' });
    try {
      const { browser } = await signedInAdmin(wrong.app, wrong.database.db);
      const res = await browser.post('/api/emails/scan');
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/^IMAP_URL is not a valid mailbox address: use imap:\/\//);
      const status = await trpc(browser, 'inbox.status', undefined, 'query');
      expect(status.data).toMatchObject({ configured: true, lastError: res.body.error });
    } finally {
      await wrong.close();
    }
  });
});
