/**
 * Administrator e-mail templates (spec 03 §3, §5, §7; issue 9 §3): CRUD over /api/email-templates with
 * the spec's messages, "Add Default Templates" once however often it is clicked, and sending a
 * template with placeholders filled per recipient (a student's own details, the studio's name, the
 * sender's values, escaped in HTML). Administrator-only. Delivery to a real SMTP server is in
 * email-send.test.ts.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, emailTemplates, outboundEmails, settings } from '../../src/server/db/schema';
import { grantCredit } from '../../src/server/modules/billing/ledger.service';
import { DEFAULT_EMAIL_TEMPLATES } from '../../src/shared/email-default-templates';
import { REFUSED_PLACEHOLDER_MESSAGE } from '../../src/shared/email-placeholders';
import { EMAIL_MESSAGES } from '../../src/shared/schemas/email';
import { browserAt } from '../factories/browsers';
import { countOf, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student } = signInAdminAndStudent(t);
beforeEach(async () => {
  await db().delete(outboundEmails);
  await db().delete(emailTemplates);
  await db().delete(settings);
});

const db = t.db;
const NOT_CONFIGURED = 'Not sent: no mail server is configured (SMTP_URL)';

const WELCOME = {
  name: 'Welcome',
  subject: 'Welcome to {{businessName}}',
  body: 'Hi {{studentName}},\n\nYour class: {{className}}.',
  category: 'welcome',
};

async function create(body: Record<string, unknown> = WELCOME) {
  const res = await admin().browser.post('/api/email-templates', body);
  expect(res.status).toBe(201);
  return res.body;
}

const outbox = () => db().select().from(outboundEmails).orderBy(asc(outboundEmails.id));

describe('who may use the templates', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/email-templates'],
    ['POST', '/api/email-templates', WELCOME],
    ['POST', '/api/email-templates/defaults'],
    ['GET', '/api/email-templates/1'],
    ['PUT', '/api/email-templates/1', { name: 'x' }],
    ['DELETE', '/api/email-templates/1'],
    ['POST', '/api/email-templates/1/send', { recipients: ['a@example.com'] }],
  ];

  it('no session: 401 on every route; a student: 403; nothing is written', async () => {
    const template = await create();
    for (const [method, url, body] of routes) {
      const path = url.replace('/1', `/${template.id}`);
      const anonymous = await browserAt(t.app()).request(method as 'GET', path, body);
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toEqual({ error: 'Administrator login required', code: 'UNAUTHORIZED' });
      const asStudent = await student().browser.request(method as 'GET', path, body);
      expect(asStudent.status, `${method} ${path}`).toBe(403);
      expect(asStudent.body).toEqual({ error: 'Administrator access required', code: 'FORBIDDEN' });
    }
    expect(await countOf(db(), 'email_templates')).toBe(1);
    expect(await countOf(db(), 'outbound_emails')).toBe(0);
    for (const path of ['emailTemplates.list', 'emailTemplates.get']) {
      const res = await trpc(student().browser, path, { id: template.id }, 'query');
      expect(res.status).toBe(403);
    }
    expect((await trpc(student().browser, 'emailTemplates.addDefaults', {}, 'mutation')).status).toBe(403);
  });
});

describe('create, list, edit, delete', () => {
  it('creates with the spec fields, storing the placeholders the template uses', async () => {
    const created = await create({ ...WELCOME, description: 'For new students' });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Welcome',
      subject: 'Welcome to {{businessName}}',
      body: 'Hi {{studentName}},\n\nYour class: {{className}}.',
      description: 'For new students',
      category: 'welcome',
      placeholders: ['businessName', 'studentName', 'className'],
      isActive: true,
      language: 'en-CA',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const list = await admin().browser.get('/api/email-templates');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([created]);
    const one = await admin().browser.get(`/api/email-templates/${created.id}`);
    expect(one.body).toEqual(created);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(audits).toContainEqual(
      expect.objectContaining({ action: 'email_template.create', entityType: 'email_template' }),
    );
  });

  it('takes the placeholders the templates page sends: a list, its JSON text, or names with braces', async () => {
    const asList = await create({ ...WELCOME, placeholders: ['studentName', '{{className}}'] });
    expect(asList.placeholders).toEqual(['studentName', 'className']);
    const asJson = await create({ ...WELCOME, placeholders: '["studentName","businessName"]' });
    expect(asJson.placeholders).toEqual(['studentName', 'businessName']);
    const bad = await admin().browser.post('/api/email-templates', { ...WELCOME, placeholders: ['a b'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(EMAIL_MESSAGES.placeholderName);
  });

  it('filters the list by category and by active', async () => {
    const welcome = await create();
    const payment = await create({ ...WELCOME, name: 'Bill', category: 'payment', isActive: false });
    const byCategory = await admin().browser.get('/api/email-templates?category=payment');
    expect(byCategory.body.map((x: { id: number }) => x.id)).toEqual([payment.id]);
    const active = await admin().browser.get('/api/email-templates?activeOnly=true');
    expect(active.body.map((x: { id: number }) => x.id)).toEqual([welcome.id]);
    const wrong = await admin().browser.get('/api/email-templates?category=spam');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(EMAIL_MESSAGES.invalidCategory);
  });

  it('PUT changes what is sent; placeholders follow the new text; a missing template is 404', async () => {
    const created = await create();
    const res = await admin().browser.put(`/api/email-templates/${created.id}`, {
      subject: 'Hello {{firstName}}',
      isActive: false,
      description: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Welcome',
      subject: 'Hello {{firstName}}',
      body: WELCOME.body,
      isActive: false,
      description: null,
      placeholders: ['firstName', 'studentName', 'className'],
    });
    const full = await admin().browser.put(`/api/email-templates/${created.id}`, {
      ...WELCOME,
      placeholders: ['studentName'],
    });
    expect(full.body.placeholders).toEqual(['studentName']);
    const missing = await admin().browser.put('/api/email-templates/999999', { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Template not found', code: 'NOT_FOUND' });
  });

  it('DELETE removes it (then 404); messages sent with it keep their text', async () => {
    const created = await create();
    const sent = await admin().browser.post(`/api/email-templates/${created.id}/send`, {
      recipients: ['keep@example.com'],
      placeholderValues: { studentName: 'Kim', className: 'Yoga' },
    });
    expect(sent.status).toBe(202);
    const res = await admin().browser.request('DELETE', `/api/email-templates/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, id: created.id });
    expect((await admin().browser.request('DELETE', `/api/email-templates/${created.id}`)).status).toBe(404);
    expect((await admin().browser.get(`/api/email-templates/${created.id}`)).status).toBe(404);
    const [row] = await outbox();
    expect(row).toMatchObject({ templateId: null, subject: 'Welcome to Studio' });
  });
});

describe('validation (spec 03 §5 "Template")', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['no name', { ...WELCOME, name: undefined }, 'Template name is required'],
    ['a blank name', { ...WELCOME, name: '   ' }, 'Template name is required'],
    ['no subject', { ...WELCOME, subject: '' }, 'Subject is required'],
    ['no body', { ...WELCOME, body: ' \n ' }, 'Template body is required'],
    ['no category', { ...WELCOME, category: undefined }, 'Category is required'],
    ['an empty category', { ...WELCOME, category: '' }, 'Category is required'],
    ['an unknown category', { ...WELCOME, category: 'spam' }, EMAIL_MESSAGES.invalidCategory],
    [
      'a line break in the subject',
      { ...WELCOME, subject: 'Hi\r\nBcc: x@evil.example' },
      EMAIL_MESSAGES.subjectLineBreak,
    ],
    [
      '{{password}} in the body',
      { ...WELCOME, body: 'Your password is {{password}}' },
      REFUSED_PLACEHOLDER_MESSAGE,
    ],
    ['{{Password}} in the subject', { ...WELCOME, subject: 'Pw {{Password}}' }, REFUSED_PLACEHOLDER_MESSAGE],
    ['a name that is not text', { ...WELCOME, name: 42 }, 'Template name is required'],
    ['a huge body', { ...WELCOME, body: 'x'.repeat(50_001) }, 'Body must be at most 50000 characters'],
  ];
  for (const [what, body, message] of cases) {
    it(`${what}: 400 "${message}", nothing saved`, async () => {
      const res = await admin().browser.post('/api/email-templates', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message, code: 'BAD_REQUEST' });
      expect(await countOf(db(), 'email_templates')).toBe(0);
    });
  }

  it('PUT checks the same rules on what it is given', async () => {
    const created = await create();
    for (const [body, message] of [
      [{ name: '' }, 'Template name is required'],
      [{ body: '' }, 'Template body is required'],
      [{ category: 'nope' }, EMAIL_MESSAGES.invalidCategory],
      [{ subject: 'a\nb' }, EMAIL_MESSAGES.subjectLineBreak],
    ] as const) {
      const res = await admin().browser.put(`/api/email-templates/${created.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect((await admin().browser.get(`/api/email-templates/${created.id}`)).body).toEqual(created);
  });
});

describe('the language a template is written in (issue 33)', () => {
  it('is en-CA unless given; can be set, changed and filtered on; anything else is refused', async () => {
    const english = await create();
    expect(english.language).toBe('en-CA');
    const french = await create({ ...WELCOME, name: 'Bienvenue', language: 'fr-CA' });
    expect(french.language).toBe('fr-CA');
    const onlyFrench = await admin().browser.get('/api/email-templates?language=fr-CA');
    expect(onlyFrench.body.map((x: { id: number }) => x.id)).toEqual([french.id]);
    const untouched = await admin().browser.put(`/api/email-templates/${french.id}`, { subject: 'Salut' });
    expect(untouched.body.language).toBe('fr-CA');
    const moved = await admin().browser.put(`/api/email-templates/${english.id}`, { language: 'fr-CA' });
    expect(moved.body.language).toBe('fr-CA');
    const wrong = await admin().browser.post('/api/email-templates', { ...WELCOME, language: 'de-DE' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Language must be en-CA or fr-CA');
  });
});

describe('Add Default Templates', () => {
  it('creates welcome, cancellation and billing in English and French when there are none; again, nothing', async () => {
    const first = await admin().browser.post('/api/email-templates/defaults');
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(6);
    expect(first.body.templates.map((x: { category: string }) => x.category).sort()).toEqual([
      'class',
      'class',
      'payment',
      'payment',
      'welcome',
      'welcome',
    ]);
    for (const language of ['en-CA', 'fr-CA']) {
      const mine = first.body.templates.filter((x: { language: string }) => x.language === language);
      expect(mine.map((x: { category: string }) => x.category).sort()).toEqual([
        'class',
        'payment',
        'welcome',
      ]);
    }
    expect(first.body.templates.find((x: { name: string }) => x.name === 'Welcome Email')?.language).toBe(
      'en-CA',
    );
    expect(first.body.templates.map((x: { name: string }) => x.name).sort()).toEqual(
      DEFAULT_EMAIL_TEMPLATES.map((x) => x.name).sort(),
    );
    for (const template of first.body.templates) {
      expect(template.body).not.toMatch(/password/i);
      expect(template.isActive).toBe(true);
    }
    const again = await trpc(admin().browser, 'emailTemplates.addDefaults', {}, 'mutation');
    expect(again.status).toBe(200);
    expect(again.data.created).toBe(0);
    expect(await countOf(db(), 'email_templates')).toBe(6);
  });

  it('does nothing when the studio already has a template of its own', async () => {
    await create();
    const res = await admin().browser.post('/api/email-templates/defaults');
    expect(res.body.created).toBe(0);
    expect(await countOf(db(), 'email_templates')).toBe(1);
  });

  it('clicked many times at once, creates the six once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin().browser.post('/api/email-templates/defaults')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(answers.map((a) => a.body.created).sort()).toEqual([0, 0, 0, 0, 0, 6]);
    expect(await countOf(db(), 'email_templates')).toBe(6);
  });

  it('posting the shared default texts one after another (as the spec client does) works too', async () => {
    for (const template of DEFAULT_EMAIL_TEMPLATES) await create(template as Record<string, unknown>);
    expect(await countOf(db(), 'email_templates')).toBe(6);
  });
});

describe('POST /api/email-templates/{id}/send', () => {
  it('no recipients: 400 "No recipients specified" (missing, empty list, blank text); nothing queued', async () => {
    const { id } = await create();
    for (const recipients of [undefined, [], '', ' , ; ', ['  ']]) {
      const res = await admin().browser.post(`/api/email-templates/${id}/send`, { recipients });
      expect(res.status, JSON.stringify(recipients)).toBe(400);
      expect(res.body).toEqual({ error: 'No recipients specified', code: 'BAD_REQUEST' });
    }
    expect(await countOf(db(), 'outbound_emails')).toBe(0);
  });

  it('a bad address is named; a line break in one is refused (header injection); nothing queued', async () => {
    const { id } = await create();
    const bad = await admin().browser.post(`/api/email-templates/${id}/send`, {
      recipients: 'ok@example.com, nope',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Please enter a valid email address: nope');
    const injected = await admin().browser.post(`/api/email-templates/${id}/send`, {
      recipients: ['victim@example.com\r\nBcc: everyone@example.com'],
    });
    expect(injected.status).toBe(400);
    expect(injected.body.error).toBe(EMAIL_MESSAGES.addressLineBreak);
    expect(await countOf(db(), 'outbound_emails')).toBe(0);
  });

  it("fills a student's own details, the studio's name and the sender's values, escaped in the HTML", async () => {
    await admin().browser.post('/api/settings/bulk', [{ key: 'businessName', value: 'Calm & Co' }]);
    const known = await createStudent(db(), {
      name: 'Ana <b>Lee</b>',
      preferredName: 'Annie',
      email: `ana-${Date.now()}@example.com`,
      phone: '604-555-0199',
    });
    await db().transaction((tx) =>
      grantCredit(tx, {
        studentId: known.id,
        amountCents: 2500,
        reason: 'Class cancelled',
        source: 'admin_credit',
        classDate: null,
        adminId: null,
      }),
    );
    const template = await create({
      name: 'Cancelled',
      category: 'class',
      subject: '{{className}} cancelled, {{firstName}}',
      body: 'Hi {{studentName}} ({{fullName}}, {{email}}, {{phone}}),\n\n{{className}} on {{date}} is cancelled. Credit: {{credits}}.\n{{businessName}}',
    });
    const res = await admin().browser.post(`/api/email-templates/${template.id}/send`, {
      recipients: [known.email.toUpperCase()],
      placeholderValues: { className: 'Yoga <Flow>', date: 'Aug 04, 2026' },
    });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({
      success: true,
      total: 1,
      totalQueued: 1,
      totalSent: 0,
      mailConfigured: false,
      message: '1 e-mail saved but not sent: no mail server is configured (SMTP_URL)',
    });
    const [row] = await outbox();
    expect(res.body.results).toEqual([
      {
        id: row!.id,
        name: 'Ana <b>Lee</b>',
        email: known.email.toUpperCase(),
        status: 'queued',
        statusText: NOT_CONFIGURED,
      },
    ]);
    expect(row).toMatchObject({
      kind: 'template',
      templateId: template.id,
      studentId: known.id,
      senderType: 'admin',
      sentByAdminId: admin().admin.id,
      status: 'queued',
      subject: 'Yoga <Flow> cancelled, Annie',
      bodyText: `Hi Annie (Ana <b>Lee</b>, ${known.email.toUpperCase()}, 604-555-0199),\n\nYoga <Flow> on Aug 04, 2026 is cancelled. Credit: $25.00.\nCalm & Co`,
    });
    expect(row!.bodyHtml).toBe(
      `<p>Hi Annie (Ana &lt;b&gt;Lee&lt;/b&gt;, ${known.email.toUpperCase()}, 604-555-0199),</p>\n` +
        '<p>Yoga &lt;Flow&gt; on Aug 04, 2026 is cancelled. Credit: $25.00.<br />Calm &amp; Co</p>',
    );
  });

  it('an address that is not a student takes the values given; duplicates are sent once', async () => {
    const template = await create();
    const res = await admin().browser.post(`/api/email-templates/${template.id}/send`, {
      recipients: 'guest@example.com, Guest@Example.com; other@example.com',
      placeholderValues: { studentName: 'friend', className: 'Pilates' },
    });
    expect(res.status).toBe(202);
    expect(res.body.results.map((r: { email: string }) => r.email)).toEqual([
      'guest@example.com',
      'other@example.com',
    ]);
    const rows = await outbox();
    expect(rows.map((r) => r.bodyText)).toEqual([
      'Hi friend,\n\nYour class: Pilates.',
      'Hi friend,\n\nYour class: Pilates.',
    ]);
    expect(rows.every((r) => r.studentId === null)).toBe(true);
  });

  it('a placeholder without a value refuses the whole send, naming it and the recipient', async () => {
    const template = await create();
    const known = await createStudent(db(), { name: 'Bo Ray' });
    const res = await admin().browser.post(`/api/email-templates/${template.id}/send`, {
      recipients: [known.email, 'stranger@example.com', 'other@example.com'],
      placeholderValues: { className: 'Yoga' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      'No value for {{studentName}} for stranger@example.com (and 1 other recipient): fill it in or remove it from the message',
    );
    const unknown = await create({ ...WELCOME, body: 'Room {{roomNumber}}' });
    const refused = await admin().browser.post(`/api/email-templates/${unknown.id}/send`, {
      recipients: [known.email],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      'Unknown placeholder {{roomNumber}}: give it a value or remove it from the message',
    );
    const custom = await admin().browser.post(`/api/email-templates/${unknown.id}/send`, {
      recipients: [known.email],
      placeholderValues: { roomNumber: '4B' },
    });
    expect(custom.status).toBe(202);
    expect((await outbox()).map((r) => r.bodyText)).toEqual(['Room 4B']);
  });

  it('an inactive or missing template is not sent; a bad placeholderValues is 400', async () => {
    const template = await create({ ...WELCOME, isActive: false });
    const inactive = await admin().browser.post(`/api/email-templates/${template.id}/send`, {
      recipients: ['a@example.com'],
    });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error).toBe(EMAIL_MESSAGES.templateInactive);
    const missing = await admin().browser.post('/api/email-templates/999999/send', {
      recipients: ['a@example.com'],
    });
    expect(missing.status).toBe(404);
    const badValues = await admin().browser.post(`/api/email-templates/${template.id}/send`, {
      recipients: ['a@example.com'],
      placeholderValues: ['x'],
    });
    expect(badValues.status).toBe(400);
    expect(await countOf(db(), 'outbound_emails')).toBe(0);
  });

  it('the send is in Sent Emails with its template', async () => {
    const template = await create();
    await admin().browser.post(`/api/email-templates/${template.id}/send`, {
      recipients: ['list@example.com'],
      placeholderValues: { studentName: 'Lu', className: 'Barre' },
    });
    const sent = await admin().browser.get('/api/sent-emails');
    expect(sent.body.rows).toMatchObject([
      {
        to: 'list@example.com',
        subject: 'Welcome to Studio',
        templateId: template.id,
        kind: 'template',
        status: 'queued',
        statusText: NOT_CONFIGURED,
        sentAt: null,
      },
    ]);
  });
});
