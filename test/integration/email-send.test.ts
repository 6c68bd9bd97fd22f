/**
 * Administrator e-mail (spec 02 §7, spec 03 §5, §7; issue 9 §4–§6): compose in both of the spec's
 * shapes with its messages, bulk send with {{student_name}}, Sent Emails (server-paged, truthful
 * status, secrets masked), a student's e-mails; header injection refused, HTML sanitised, a sending
 * limit per administrator; administrator-only. And delivery to a real SMTP server: a compose send and a
 * template send arrive with their placeholders filled, and Sent Emails then says "sent" with the time.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailTemplates, incomingEmails, outboundEmails } from '../../src/server/db/schema';
import { REFUSED_PLACEHOLDER_MESSAGE } from '../../src/shared/email-placeholders';
import { ADMIN_SEND_LIMIT_PER_MINUTE, EMAIL_MESSAGES } from '../../src/shared/schemas/email';
import { browserAt } from '../factories/browsers';
import { countOf, signedInAdmin, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { TestSmtpServer } from '../setup/smtp';
import { createTestApp, type TestApp } from '../setup/test-app';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student } = signInAdminAndStudent(t);
beforeEach(async () => {
  await db().delete(outboundEmails);
  await db().delete(incomingEmails);
  await db().delete(emailTemplates);
});

const db = t.db;
const NOT_CONFIGURED = 'Not sent: no mail server is configured (SMTP_URL)';
const outbox = () => db().select().from(outboundEmails).orderBy(asc(outboundEmails.id));
const COMPOSE = { to: 'reader@example.com', subject: 'Hello', body: 'A message.' };

describe('who may send and read', () => {
  it('no session: 401; a student: 403 — on every route, and nothing is queued', async () => {
    const [row] = await db()
      .insert(outboundEmails)
      .values({ kind: 'test', toEmail: 'x@example.com', subject: 's', bodyText: 'b' })
      .returning();
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/emails/send', COMPOSE],
      ['POST', '/api/emails/send-bulk', { recipients: [{ email: 'a@example.com', name: 'A' }], ...COMPOSE }],
      ['GET', `/api/emails/student/${student().student.id}`],
      ['GET', '/api/sent-emails'],
      ['GET', `/api/sent-emails/status?ids=${row!.id}`],
      ['GET', `/api/sent-emails/${row!.id}`],
    ];
    for (const [method, url, body] of routes) {
      const anonymous = await browserAt(t.app()).request(method as 'GET', url, body);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHORIZED');
      const asStudent = await student().browser.request(method as 'GET', url, body);
      expect(asStudent.status, `${method} ${url}`).toBe(403);
      expect(asStudent.body).toEqual({ error: 'Administrator access required', code: 'FORBIDDEN' });
    }
    for (const [path, input] of [
      ['emails.sent', {}],
      ['emails.sentDetail', { id: row!.id }],
      ['emails.forStudent', { id: student().student.id }],
    ] as const) {
      expect((await trpc(student().browser, path, input, 'query')).status).toBe(403);
    }
    expect(await countOf(db(), 'outbound_emails')).toBe(1);
  });
});

describe('POST /api/emails/send', () => {
  it("spec 03's shape: queued, and the answer says it is not sent while no mail server is configured", async () => {
    const res = await admin().browser.post('/api/emails/send', {
      ...COMPOSE,
      body: 'Line one <script>alert(1)</script>\n\nSecond & last',
    });
    expect(res.status).toBe(202);
    const [row] = await outbox();
    expect(res.body).toEqual({
      success: true,
      message: 'Email saved but not sent: no mail server is configured (SMTP_URL)',
      email: {
        id: row!.id,
        name: null,
        email: 'reader@example.com',
        status: 'queued',
        statusText: NOT_CONFIGURED,
      },
      mailConfigured: false,
    });
    expect(row).toMatchObject({
      kind: 'admin_compose',
      toEmail: 'reader@example.com',
      subject: 'Hello',
      senderType: 'admin',
      sentByAdminId: admin().admin.id,
      status: 'queued',
      sentAt: null,
      bodyText: 'Line one <script>alert(1)</script>\n\nSecond & last',
      bodyHtml: '<p>Line one &lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>Second &amp; last</p>',
    });
  });

  it("spec 02's shape: the student's id links it to them; senderType is always admin", async () => {
    const res = await admin().browser.post('/api/emails/send', {
      recipientId: student().student.id,
      recipientEmail: student().student.email,
      subject: 'About your class',
      body: 'See you {{firstName}}!',
      senderType: 'system',
    });
    expect(res.status).toBe(202);
    const [row] = await outbox();
    expect(row).toMatchObject({
      studentId: student().student.id,
      toEmail: student().student.email,
      toName: student().student.name,
      senderType: 'admin',
      bodyText: `See you ${student().student.name.split(' ')[0]}!`,
    });
    const history = await admin().browser.get(`/api/emails/student/${student().student.id}`);
    expect(history.status).toBe(200);
    expect(history.body).toEqual([
      {
        id: row!.id,
        direction: 'outgoing',
        subject: 'About your class',
        body: row!.bodyText,
        fromEmail: null,
        toEmail: student().student.email,
        status: 'queued',
        statusText: NOT_CONFIGURED,
        sentAt: null,
        createdAt: expect.any(String),
      },
    ]);
  });

  it("with only recipientId, the student's notification address is used; an unknown id is 404", async () => {
    const known = await createStudent(db(), { notificationEmail: 'notes@example.com' });
    const res = await admin().browser.post('/api/emails/send', {
      recipientId: known.id,
      subject: 'Hi',
      body: 'Hello',
    });
    expect(res.status).toBe(202);
    expect(res.body.email.email).toBe('notes@example.com');
    const missing = await admin().browser.post('/api/emails/send', {
      recipientId: 2_000_000_000,
      subject: 'Hi',
      body: 'Hello',
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Student not found', code: 'NOT_FOUND' });
    expect(await countOf(db(), 'outbound_emails')).toBe(1);
  });

  it("an address that is a student's (any case) is linked to them and fills their placeholders", async () => {
    const known = await createStudent(db(), { name: 'Zoe <i>Quinn</i>', phone: null });
    const res = await admin().browser.post('/api/emails/send', {
      to: known.email.toUpperCase(),
      subject: 'Hi {{firstName}}',
      body: 'Dear {{fullName}}',
    });
    expect(res.status).toBe(202);
    const [row] = await outbox();
    expect(row).toMatchObject({
      studentId: known.id,
      subject: 'Hi Zoe',
      bodyText: 'Dear Zoe <i>Quinn</i>',
      bodyHtml: '<p>Dear Zoe &lt;i&gt;Quinn&lt;/i&gt;</p>',
    });
    const noPhone = await admin().browser.post('/api/emails/send', {
      to: known.email,
      subject: 'Hi',
      body: 'We will call {{phone}}',
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.error).toBe(
      `No value for {{phone}} for ${known.email}: fill it in or remove it from the message`,
    );
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['no address', { subject: 'S', body: 'B' }, 'Please enter a valid email address'],
    ['a bad address', { ...COMPOSE, to: 'not-an-address' }, 'Please enter a valid email address'],
    ['an empty address', { ...COMPOSE, to: '' }, 'Please enter a valid email address'],
    [
      'a bad recipientEmail',
      { ...COMPOSE, to: undefined, recipientEmail: 'x@' },
      'Please enter a valid email address',
    ],
    ['no subject', { ...COMPOSE, subject: undefined }, 'Subject is required'],
    ['a blank subject', { ...COMPOSE, subject: '  ' }, 'Subject is required'],
    ['no body', { ...COMPOSE, body: undefined }, 'Email body is required'],
    ['a blank body', { ...COMPOSE, body: ' \n' }, 'Email body is required'],
    [
      'CR LF in the subject',
      { ...COMPOSE, subject: 'Hi\r\nBcc: all@example.com' },
      EMAIL_MESSAGES.subjectLineBreak,
    ],
    ['LF in the subject', { ...COMPOSE, subject: 'Hi\nX-Spam: yes' }, EMAIL_MESSAGES.subjectLineBreak],
    [
      'CR LF in the address',
      { ...COMPOSE, to: 'a@example.com\r\nBcc: b@example.com' },
      EMAIL_MESSAGES.addressLineBreak,
    ],
    ['LF at the end of the address', { ...COMPOSE, to: 'a@example.com\n' }, EMAIL_MESSAGES.addressLineBreak],
    ['CR LF in the name', { ...COMPOSE, toName: 'Eve\r\nBcc: b@example.com' }, EMAIL_MESSAGES.nameLineBreak],
    ['{{password}}', { ...COMPOSE, body: 'Your password: {{password}}' }, REFUSED_PLACEHOLDER_MESSAGE],
    ['{{secret}}', { ...COMPOSE, body: 'Link: {{secret}}' }, REFUSED_PLACEHOLDER_MESSAGE],
    [
      'an unknown placeholder',
      { ...COMPOSE, body: 'Hi {{foo}}' },
      'Unknown placeholder {{foo}}: give it a value or remove it from the message',
    ],
    ['a bad format', { ...COMPOSE, format: 'rtf' }, 'format must be text or html'],
  ];
  for (const [what, body, message] of invalid) {
    it(`${what}: 400 "${message}", nothing queued`, async () => {
      const res = await admin().browser.post('/api/emails/send', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, code: 'BAD_REQUEST' });
      expect(await countOf(db(), 'outbound_emails')).toBe(0);
    });
  }

  it('with a templateId and no subject or body, sends the template; the message records it', async () => {
    const [template] = await db()
      .insert(emailTemplates)
      .values({
        name: 'T',
        subject: 'From {{businessName}}',
        body: 'Hi {{studentName}}',
        category: 'general',
      })
      .returning();
    const res = await admin().browser.post('/api/emails/send', {
      to: 'guest@example.com',
      templateId: template!.id,
      placeholderValues: { studentName: 'Guest' },
    });
    expect(res.status).toBe(202);
    const [row] = await outbox();
    expect(row).toMatchObject({ templateId: template!.id, subject: 'From Studio', bodyText: 'Hi Guest' });
    const missing = await admin().browser.post('/api/emails/send', { ...COMPOSE, templateId: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Template not found');
  });

  it('an HTML body is sanitised before it is stored, with a text version', async () => {
    const res = await admin().browser.post('/api/emails/send', {
      ...COMPOSE,
      format: 'html',
      body:
        '<p onclick="steal()">Hi {{studentName}}</p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">x</a><a href="https://studio.example/book">Book</a><iframe src="https://evil.example"></iframe>',
      toName: 'Rae & <Co>',
    });
    expect(res.status).toBe(202);
    const [row] = await outbox();
    expect(row!.bodyHtml).toBe(
      '<p>Hi Rae &amp; &lt;Co&gt;</p><a>x</a><a href="https://studio.example/book">Book</a>',
    );
    expect(row!.bodyText).toBe('Hi Rae & <Co>\n\nxBook (https://studio.example/book)');
  });
});

describe('POST /api/emails/preview', () => {
  it('shows the message as the student will see it; reports what a send would refuse; writes nothing', async () => {
    const known = await createStudent(db(), { name: 'Pia <Stone>' });
    const res = await admin().browser.post('/api/emails/preview', {
      to: known.email,
      subject: 'Hi {{firstName}}',
      body: 'Dear {{fullName}},\n\n{{amount}} due. {{foo}} {{password}}',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      recipient: { email: known.email, name: 'Pia <Stone>', studentId: known.id },
      subject: 'Hi Pia',
      bodyText: 'Dear Pia <Stone>,\n\n{{amount}} due. {{foo}} {{password}}',
      bodyHtml: '<p>Dear Pia &lt;Stone&gt;,</p>\n<p>{{amount}} due. {{foo}} {{password}}</p>',
      unknown: ['foo'],
      missing: ['amount'],
      refused: ['password'],
    });
    const half = await trpc(
      admin().browser,
      'emails.preview',
      { to: 'half@', body: 'Hi {{studentName}}' },
      'mutation',
    );
    expect(half.status).toBe(200);
    expect(half.data).toMatchObject({
      recipient: null,
      bodyText: 'Hi {{studentName}}',
      missing: ['studentName'],
    });
    expect(await countOf(db(), 'outbound_emails')).toBe(0);
    expect((await student().browser.post('/api/emails/preview', { body: 'x' })).status).toBe(403);
  });
});

describe('POST /api/emails/send-bulk', () => {
  it('500 recipients: answered at once with 500 queued results, {{student_name}} filled for each; followed by id', async () => {
    const recipients = Array.from({ length: 500 }, (_, i) => ({
      email: `bulk-${i}@example.com`,
      name: `Person ${i}`,
    }));
    const res = await admin().browser.post('/api/emails/send-bulk', {
      recipients,
      subject: 'News for {{student_name}}',
      body: 'Hi {{student_name}},\n\nNews.',
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      success: true,
      total: 500,
      totalQueued: 500,
      totalSent: 0,
      mailConfigured: false,
      message: '500 e-mails saved but not sent: no mail server is configured (SMTP_URL)',
    });
    expect(res.body.results).toHaveLength(500);
    const results = res.body.results as { id: number; name: string; email: string; status: string }[];
    expect(results[7]).toEqual({
      id: expect.any(Number),
      name: 'Person 7',
      email: 'bulk-7@example.com',
      status: 'queued',
      statusText: NOT_CONFIGURED,
    });
    expect(results.every((r) => r.status === 'queued')).toBe(true);
    const rows = await db()
      .select()
      .from(outboundEmails)
      .where(
        inArray(
          outboundEmails.id,
          results.map((r) => r.id),
        ),
      )
      .orderBy(asc(outboundEmails.id));
    expect(rows).toHaveLength(500);
    expect(rows[499]).toMatchObject({
      toEmail: 'bulk-499@example.com',
      toName: 'Person 499',
      subject: 'News for Person 499',
      bodyText: 'Hi Person 499,\n\nNews.',
      kind: 'admin_bulk',
    });

    const ids = results.map((r) => r.id).join(',');
    const status = await admin().browser.get(`/api/sent-emails/status?ids=${ids}`);
    expect(status.status).toBe(200);
    expect(status.body.counts).toEqual({ queued: 500, sending: 0, sent: 0, failed: 0 });
    expect(status.body.rows[0]).toEqual({
      id: results[0]!.id,
      status: 'queued',
      statusText: NOT_CONFIGURED,
      sentAt: null,
      lastError: null,
    });
    const page = await admin().browser.get(`/api/sent-emails?ids=${ids}&pageSize=100&page=4`);
    expect(page.body).toMatchObject({ total: 500, page: 4, pageSize: 100 });
    expect(page.body.rows).toHaveLength(100);
  });

  it('a student recipient gets their own name; duplicates are sent once', async () => {
    const known = await createStudent(db(), { name: 'Real Name' });
    const res = await admin().browser.post('/api/emails/send-bulk', {
      recipients: [
        { email: known.email, name: 'Typed Name' },
        { email: known.email.toUpperCase(), name: 'Again' },
        { email: 'guest@example.com', name: 'Guest' },
      ],
      subject: 'Hi',
      body: 'Hi {{student_name}}',
    });
    expect(res.status).toBe(202);
    expect(res.body.results.map((r: { name: string }) => r.name)).toEqual(['Real Name', 'Guest']);
    expect((await outbox()).map((r) => [r.bodyText, r.studentId])).toEqual([
      ['Hi Real Name', known.id],
      ['Hi Guest', null],
    ]);
  });

  it("refuses bad input whole: the spec's messages, an injected address or name; nothing queued", async () => {
    const ok = { recipients: [{ email: 'a@example.com', name: 'A' }], subject: 'S', body: 'B' };
    for (const [body, message] of [
      [{ ...ok, recipients: [] }, 'Please select at least one recipient'],
      [{ ...ok, recipients: undefined }, 'Please select at least one recipient'],
      [{ ...ok, subject: '' }, 'Subject is required'],
      [{ ...ok, body: '' }, 'Email body is required'],
      [
        { ...ok, recipients: [...ok.recipients, { email: 'nope', name: 'N' }] },
        'Please enter a valid email address: nope',
      ],
      [
        { ...ok, recipients: [{ email: 'a@example.com\r\nBcc: all@example.com', name: 'A' }] },
        EMAIL_MESSAGES.addressLineBreak,
      ],
      [
        { ...ok, recipients: [{ email: 'a@example.com', name: 'A\r\nBcc: all@example.com' }] },
        EMAIL_MESSAGES.nameLineBreak,
      ],
      [{ ...ok, subject: 'S\r\nBcc: all@example.com' }, EMAIL_MESSAGES.subjectLineBreak],
      [
        { ...ok, recipients: Array.from({ length: 1001 }, (_, i) => ({ email: `m${i}@example.com` })) },
        EMAIL_MESSAGES.tooManyRecipients,
      ],
      [
        { ...ok, recipients: [{ email: 'b@example.com' }], body: 'Hi {{student_name}}' },
        'No value for {{studentName}} for b@example.com: fill it in or remove it from the message',
      ],
    ] as const) {
      const res = await admin().browser.post('/api/emails/send-bulk', body);
      expect(res.status, message).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(await countOf(db(), 'outbound_emails')).toBe(0);
  });
});

describe('the sending limit per administrator', () => {
  it(`at most ${ADMIN_SEND_LIMIT_PER_MINUTE} a minute: beyond it 429 with a clear message; other administrators are not held`, async () => {
    const busy = await signedInAdmin(t.app(), db());
    await db()
      .insert(outboundEmails)
      .values(
        Array.from({ length: ADMIN_SEND_LIMIT_PER_MINUTE - 2 }, (_, i) => ({
          kind: 'admin_bulk',
          toEmail: `earlier-${i}@example.com`,
          subject: 'Earlier',
          bodyText: 'b',
          senderType: 'admin' as const,
          sentByAdminId: busy.admin.id,
        })),
      );
    const two = await busy.browser.post('/api/emails/send-bulk', {
      recipients: [
        { email: 'a@example.com', name: 'A' },
        { email: 'b@example.com', name: 'B' },
      ],
      subject: 'S',
      body: 'B',
    });
    expect(two.status).toBe(202);
    const over = await busy.browser.post('/api/emails/send', COMPOSE);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ error: EMAIL_MESSAGES.sendLimit, code: 'TOO_MANY_REQUESTS' });
    expect(await countOf(db(), 'outbound_emails', `to_email = 'reader@example.com'`)).toBe(0);
    const other = await admin().browser.post('/api/emails/send', COMPOSE);
    expect(other.status).toBe(202);
    // Messages older than a minute no longer count.
    await db()
      .update(outboundEmails)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(outboundEmails.sentByAdminId, busy.admin.id));
    expect((await busy.browser.post('/api/emails/send', COMPOSE)).status).toBe(202);
  });

  it('many sends at once cannot slip past the limit together', async () => {
    const busy = await signedInAdmin(t.app(), db());
    await db()
      .insert(outboundEmails)
      .values(
        Array.from({ length: ADMIN_SEND_LIMIT_PER_MINUTE - 3 }, (_, i) => ({
          kind: 'admin_bulk',
          toEmail: `earlier-${i}@example.com`,
          subject: 'Earlier',
          bodyText: 'b',
          senderType: 'admin' as const,
          sentByAdminId: busy.admin.id,
        })),
      );
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        busy.browser.post('/api/emails/send', { ...COMPOSE, subject: `Race ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
    expect(await countOf(db(), 'outbound_emails', `sent_by_admin_id = ${busy.admin.id}`)).toBe(
      ADMIN_SEND_LIMIT_PER_MINUTE,
    );
  });
});

describe('GET /api/sent-emails', () => {
  async function seed() {
    const base = Date.now() - 3_600_000;
    const rows = await db()
      .insert(outboundEmails)
      .values([
        {
          kind: 'welcome',
          toEmail: 'new@example.com',
          toName: 'New One',
          subject: 'Your studio account is ready',
          bodyText: 'Your temporary password is: {{secret}}',
          bodyHtml: '<p>Password: <b>{{secret}}</b></p><script>x()</script>',
          secretCiphertext: 'sealed-value-never-shown',
          createdAt: new Date(base),
        },
        {
          kind: 'admin_compose',
          toEmail: 'paid@example.com',
          subject: 'Receipt',
          bodyText: 'Thanks',
          status: 'sent' as const,
          sentAt: new Date(base + 2000),
          providerMessageId: '<abc@smtp>',
          attempts: 1,
          senderType: 'admin' as const,
          createdAt: new Date(base + 1000),
        },
        {
          kind: 'admin_compose',
          toEmail: 'bounce@example.com',
          subject: 'Hello bounce',
          bodyText: 'x',
          status: 'failed' as const,
          lastError: '550 5.1.1 No such user',
          attempts: 1,
          createdAt: new Date(base + 3000),
        },
        {
          kind: 'admin_compose',
          toEmail: 'wait@example.com',
          subject: '100% off_sale',
          bodyText: 'x',
          createdAt: new Date(base + 4000),
        },
      ])
      .returning();
    return rows;
  }

  it('newest first, with id, subject, to, status in words, sentAt and createdAt; paged on the server', async () => {
    const [welcome, sent, failed, waiting] = await seed();
    const res = await admin().browser.get('/api/sent-emails');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 4, page: 0, pageSize: 25, mailConfigured: false });
    expect(res.body.rows.map((r: { id: number }) => r.id)).toEqual([
      waiting!.id,
      failed!.id,
      sent!.id,
      welcome!.id,
    ]);
    expect(res.body.rows[2]).toEqual({
      id: sent!.id,
      kind: 'admin_compose',
      subject: 'Receipt',
      to: 'paid@example.com',
      toName: null,
      studentId: null,
      templateId: null,
      senderType: 'admin',
      status: 'sent',
      statusText: 'Sent',
      attempts: 1,
      lastError: null,
      sentAt: sent!.sentAt!.toISOString(),
      createdAt: sent!.createdAt.toISOString(),
    });
    expect(res.body.rows[1]).toMatchObject({
      status: 'failed',
      statusText: 'Failed: 550 5.1.1 No such user',
      sentAt: null,
    });
    expect(res.body.rows[0]).toMatchObject({ status: 'queued', statusText: NOT_CONFIGURED, sentAt: null });
    expect(JSON.stringify(res.body)).not.toContain('sealed-value-never-shown');

    const second = await admin().browser.get('/api/sent-emails?page=1&pageSize=10');
    expect(second.body).toMatchObject({ total: 4, page: 1, pageSize: 10, rows: [] });
    const bad = await admin().browser.get('/api/sent-emails?pageSize=7');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('pageSize must be one of 10, 25, 50, 100');
    const badStatus = await admin().browser.get('/api/sent-emails?status=delivered');
    expect(badStatus.status).toBe(400);
  });

  it('searches recipient and subject (LIKE characters are literal) and filters by status', async () => {
    const [welcome, sent, failed, waiting] = await seed();
    const ids = async (query: string) =>
      (await admin().browser.get(`/api/sent-emails?${query}`)).body.rows.map((r: { id: number }) => r.id);
    expect(await ids('search=NEW%20one')).toEqual([welcome!.id]);
    expect(await ids('search=bounce')).toEqual([failed!.id]);
    expect(await ids('search=receipt')).toEqual([sent!.id]);
    expect(await ids(`search=${encodeURIComponent('100%')}`)).toEqual([waiting!.id]);
    expect(await ids(`search=${encodeURIComponent('o_f')}`)).toEqual([]);
    expect(await ids('status=sent')).toEqual([sent!.id]);
    expect(await ids('status=failed')).toEqual([failed!.id]);
    expect(await ids('status=queued')).toEqual([waiting!.id, welcome!.id]);
    expect(await ids('status=queued&search=wait')).toEqual([waiting!.id]);
  });

  it('the detail is exactly what was sent, sanitised, with the secret masked and never read', async () => {
    const [welcome, sent] = await seed();
    const res = await admin().browser.get(`/api/sent-emails/${welcome!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: welcome!.id,
      subject: 'Your studio account is ready',
      bodyText: 'Your temporary password is: ••••••',
      bodyHtml: '<p>Password: <b>••••••</b></p>',
      from: null,
      providerMessageId: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('sealed');
    expect(JSON.stringify(res.body)).not.toContain('{{secret}}');
    const delivered = await trpc(admin().browser, 'emails.sentDetail', { id: sent!.id }, 'query');
    expect(delivered.data).toMatchObject({ status: 'sent', providerMessageId: '<abc@smtp>', bodyHtml: null });
    const missing = await admin().browser.get('/api/sent-emails/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Email not found');
    const badIds = await admin().browser.get('/api/sent-emails/status?ids=abc');
    expect(badIds.status).toBe(400);
  });
});

describe('GET /api/emails/student/{id}', () => {
  it("the student's e-mails, sent and received, newest first; secrets masked; unknown student 404", async () => {
    const known = await createStudent(db());
    const [older] = await db()
      .insert(outboundEmails)
      .values({
        kind: 'welcome',
        toEmail: known.email,
        studentId: known.id,
        subject: 'Welcome',
        bodyText: 'Password: {{secret}}',
        secretCiphertext: 'sealed',
        createdAt: new Date(Date.now() - 10_000),
      })
      .returning();
    const [received] = await db()
      .insert(incomingEmails)
      .values({
        messageId: `<m-${known.id}@example.com>`,
        fromEmail: known.email,
        subject: 'Question',
        bodyText: 'Can I bring a friend?',
        receivedAt: new Date(Date.now() - 5_000),
        studentId: known.id,
      })
      .returning();
    await admin().browser.post('/api/emails/send', {
      recipientId: known.id,
      subject: 'Answer',
      body: 'Yes!',
    });
    await admin().browser.post('/api/settings/bulk', [
      { key: 'businessEmail', value: 'hello@studio.example' },
    ]);
    const res = await admin().browser.get(`/api/emails/student/${known.id}`);
    expect(res.status).toBe(200);
    expect(res.body.map((e: { direction: string; subject: string }) => [e.direction, e.subject])).toEqual([
      ['outgoing', 'Answer'],
      ['incoming', 'Question'],
      ['outgoing', 'Welcome'],
    ]);
    expect(res.body[1]).toMatchObject({
      id: received!.id,
      fromEmail: known.email,
      body: 'Can I bring a friend?',
      statusText: 'Received',
    });
    expect(res.body[2]).toMatchObject({
      id: older!.id,
      body: 'Password: ••••••',
      fromEmail: 'hello@studio.example',
    });
    expect(JSON.stringify(res.body)).not.toContain('sealed');
    const missing = await admin().browser.get('/api/emails/student/2000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Student not found');
    const bad = await admin().browser.get('/api/emails/student/abc');
    expect(bad.status).toBe(400);
    await admin().browser.post('/api/settings/bulk', [{ key: 'businessEmail', value: '' }]);
  });
});

describe('delivery to a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let live: TestApp;
  let liveAdmin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    live = await createTestApp({}, { SMTP_URL: smtp.url, SMTP_FROM: 'studio@test.example' }, { jobs: true });
    liveAdmin = await signedInAdmin(live.app, live.database.db);
    await liveAdmin.browser.post('/api/settings/bulk', [{ key: 'businessName', value: 'Calm & Co' }]);
  });
  afterAll(async () => {
    await live?.close();
    await smtp?.stop();
  });

  async function untilSent(ids: number[]) {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = await liveAdmin.browser.get(`/api/sent-emails/status?ids=${ids.join(',')}`);
      if (res.body.counts.sent === ids.length) return res.body;
      if (Date.now() > deadline) throw new Error(`not sent: ${JSON.stringify(res.body)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('a compose send arrives with its placeholders filled; Sent Emails then says sent, with the time', async () => {
    const known = await createStudent(live.database.db, { name: 'Mia <Lopez>' });
    const res = await liveAdmin.browser.post('/api/emails/send', {
      to: known.email,
      subject: 'Hello {{firstName}} from {{businessName}}',
      body: 'Dear {{fullName}},\n\nSee you at {{className}}.',
      placeholderValues: { className: 'Yoga & Tea' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      message: 'Email queued for delivery',
      email: { status: 'queued', statusText: 'Queued' },
    });
    await smtp.waitFor(1);
    const [mail] = smtp.to(known.email);
    expect(mail).toMatchObject({
      to: [known.email.toLowerCase()],
      subject: 'Hello Mia from Calm & Co',
      text: 'Dear Mia <Lopez>,\n\nSee you at Yoga & Tea.',
    });
    expect(mail!.html).toContain('<p>Dear Mia &lt;Lopez&gt;,</p>');
    expect(mail!.html).toContain('See you at Yoga &amp; Tea.');
    expect(mail!.parsed.from?.value[0]?.address).toBe('studio@test.example');

    await untilSent([res.body.email.id]);
    const list = await liveAdmin.browser.get('/api/sent-emails');
    const row = list.body.rows.find((r: { id: number }) => r.id === res.body.email.id);
    expect(row).toMatchObject({
      status: 'sent',
      statusText: 'Sent',
      sentAt: expect.any(String),
      lastError: null,
    });
    expect(list.body.mailConfigured).toBe(true);
    const detail = await liveAdmin.browser.get(`/api/sent-emails/${row.id}`);
    expect(detail.body).toMatchObject({
      // The From header the message went out with: the studio's name and SMTP_FROM.
      from: '"Calm & Co" <studio@test.example>',
      bodyText: mail!.text,
      providerMessageId: expect.any(String),
    });
  });

  it('a template send arrives at each recipient with their own values; followed until sent', async () => {
    const before = smtp.received.length;
    const known = await createStudent(live.database.db, { name: 'Noor Haddad' });
    const template = await liveAdmin.browser.post('/api/email-templates', {
      name: 'Reminder',
      category: 'payment',
      subject: 'Payment due {{dueDate}}',
      body: 'Hi {{studentName}},\n\n{{amount}} is due on {{dueDate}}.\n{{businessName}}',
    });
    expect(template.status).toBe(201);
    const res = await liveAdmin.browser.post(`/api/email-templates/${template.body.id}/send`, {
      recipients: `${known.email}, guest@example.com`,
      placeholderValues: { amount: '$20.00', dueDate: 'Sep 10, 2026', studentName: 'friend' },
    });
    expect(res.status).toBe(202);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(['queued', 'queued']);
    await smtp.waitFor(before + 2);
    const [toStudent] = smtp.to(known.email);
    const [toGuest] = smtp.to('guest@example.com');
    expect(toStudent).toMatchObject({
      subject: 'Payment due Sep 10, 2026',
      text: 'Hi Noor Haddad,\n\n$20.00 is due on Sep 10, 2026.\nCalm & Co',
    });
    expect(toStudent!.html).toContain('Calm &amp; Co');
    expect(toGuest!.text).toBe('Hi friend,\n\n$20.00 is due on Sep 10, 2026.\nCalm & Co');
    const status = await untilSent(res.body.results.map((r: { id: number }) => r.id));
    expect(status.rows.every((r: { sentAt: string | null }) => r.sentAt !== null)).toBe(true);
  });

  it('a bulk send answers before delivery and each message can be followed until sent', async () => {
    const before = smtp.received.length;
    const res = await liveAdmin.browser.post('/api/emails/send-bulk', {
      recipients: Array.from({ length: 5 }, (_, i) => ({ email: `follow-${i}@example.com`, name: `F${i}` })),
      subject: 'Hi {{student_name}}',
      body: 'Hello {{student_name}}',
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      totalQueued: 5,
      totalSent: 0,
      mailConfigured: true,
      message: '5 e-mails queued for delivery',
    });
    await untilSent(res.body.results.map((r: { id: number }) => r.id));
    await smtp.waitFor(before + 5);
    expect(smtp.to('follow-3@example.com')[0]).toMatchObject({ subject: 'Hi F3', text: 'Hello F3' });
  });
});
