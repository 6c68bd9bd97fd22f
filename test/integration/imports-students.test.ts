/**
 * Issue 32 §1 (decision 040), students: a CSV from another studio's software in any column order and
 * header names, any common encoding, read with a proposed mapping the administrator can adjust; a dry
 * run that writes nothing and names each problem row by its line; an import that is idempotent, matches
 * by e-mail and sends no e-mail.
 */

import { eq, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { outboundEmails, studentNotes, students } from '../../src/server/db/schema';
import { IMPORT_MESSAGES } from '../../src/shared/schemas/imports';
import { browserAt } from '../factories/browsers';
import { signedInStudent } from '../factories/classes';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const upload = (content: Buffer | string, fileName = 'clients.csv') =>
  admin().browser.post('/api/imports', {
    fileName,
    content: (typeof content === 'string' ? Buffer.from(content, 'utf8') : content).toString('base64'),
  });
const countOf = async (table: typeof students | typeof outboundEmails) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

// A Mindbody-style client export: first and last name, "Email Address", a notes field spanning lines.
const EXPORT = [
  'Client ID;First Name;Last Name;Email Address;Mobile Phone;Birth Date;Notes;Emergency Contact;Status',
  '101;Zoë;Tremblay;zoe.tremblay@example.com;604-555-0101;1990-03-09;"Knee injury; no deep lunges";Marc Tremblay;Active',
  '102;Liam;Nguyen;liam@example.com;;Mar 9, 1985;"Prefers mornings',
  'and the back row";;Active',
  '103;Bad;Email;not-an-email;;;;;Active',
  '104;Dup;Licate;ZOE.TREMBLAY@example.com;;;;;Active',
  '105;Odd;Date;odd@example.com;;31/31/1990;;;Active',
  '106;Old;Member;old@example.com;;;;;Archived',
  '107;Who;Knows;who@example.com;;;;;Maybe',
  ';;;;;;;;',
].join('\r\n');

describe('uploading a file', () => {
  it('reads a UTF-8 file with a BOM, semicolons and a quoted line break, and proposes the mapping', async () => {
    const res = await upload(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(EXPORT, 'utf8')]));
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body).toMatchObject({
      encoding: 'UTF-8 (BOM)',
      rowCount: 7,
      headers: [
        'Client ID',
        'First Name',
        'Last Name',
        'Email Address',
        'Mobile Phone',
        'Birth Date',
        'Notes',
        'Emergency Contact',
        'Status',
      ],
      mapping: {
        firstName: 1,
        lastName: 2,
        email: 3,
        phone: 4,
        birthday: 5,
        notes: 6,
        secondaryContactName: 7,
        status: 8,
      },
    });
    expect(res.body.sample[1][6]).toBe('Prefers mornings\nand the back row');
  });

  it('reads Windows-1252 (a spreadsheet saved on Windows) without mangling accents', async () => {
    const res = await upload(
      iconv.encode('Name,Email\r\nRenée Côté,renee@example.com\r\n', 'win1252'),
      'win.csv',
    );
    expect(res.status, res.body?.error).toBe(201);
    expect(res.body).toMatchObject({ encoding: 'Windows-1252', mapping: { fullName: 0, email: 1 } });
    expect(res.body.sample[0]).toEqual(['Renée Côté', 'renee@example.com']);
  });

  it('refuses an empty file, one that is not CSV, and anyone but an administrator, with words, never a 500', async () => {
    const empty = await upload('Name,Email\r\n');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(IMPORT_MESSAGES.empty);
    const broken = await upload('Name,Email\r\n"unterminated,x@example.com\r\n');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatch(/^The file could not be read as CSV\./);
    const student = await signedInStudent(t.app(), db());
    const refused = await student.browser.post('/api/imports', { fileName: 'a.csv', content: 'YQ==' });
    expect(refused.status).toBe(403);
    expect(
      (await browserAt(t.app()).post('/api/imports', { fileName: 'a.csv', content: 'YQ==' })).status,
    ).toBe(401);
  });
});

describe('dry run and import', () => {
  it('the dry run counts and lists each problem row by its line, and writes nothing', async () => {
    const before = await countOf(students);
    const file = (await upload(EXPORT)).body;
    const res = await admin().browser.post(`/api/imports/${file.id}/students/dry-run`, {
      mapping: file.mapping,
    });
    expect(res.status, res.body?.error).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: true,
      total: 7,
      created: 3,
      updated: 0,
      unchanged: 0,
      skipped: 4,
    });
    expect(res.body.problems).toEqual([
      { line: 5, reason: 'Invalid email address "not-an-email"' },
      { line: 6, reason: 'Same e-mail as line 2: ZOE.TREMBLAY@example.com' },
      { line: 7, reason: 'Birth date "31/31/1990" is not a date (use YYYY-MM-DD)' },
      { line: 9, reason: 'Unknown status "Maybe" (use active, inactive or pending)' },
    ]);
    expect(await countOf(students)).toBe(before);
  });

  it('imports once: created without a password or an e-mail; the same file again changes nothing; a changed row updates', async () => {
    const mails = await countOf(outboundEmails);
    const file = (await upload(EXPORT)).body;
    const first = await admin().browser.post(`/api/imports/${file.id}/students`, { mapping: file.mapping });
    expect(first.status, first.body?.error).toBe(200);
    expect(first.body).toMatchObject({ dryRun: false, created: 3, updated: 0, skipped: 4 });
    expect(first.body.message).toBe(
      'Imported: 3 created, 0 updated, 0 unchanged, 4 skipped. No e-mail was sent.',
    );
    const [zoe] = await db().select().from(students).where(eq(students.email, 'zoe.tremblay@example.com'));
    expect(zoe).toMatchObject({
      name: 'Zoë Tremblay',
      phone: '604-555-0101',
      birthday: '1990-03-09',
      secondaryContactName: 'Marc Tremblay',
      status: 'active',
      passwordHash: null,
    });
    const [old] = await db().select().from(students).where(eq(students.email, 'old@example.com'));
    expect(old?.status).toBe('inactive');
    const notes = await db().select().from(studentNotes).where(eq(studentNotes.studentId, zoe!.id));
    expect(notes.map((n) => n.content)).toEqual(['Knee injury; no deep lunges']);
    expect(await countOf(outboundEmails)).toBe(mails);

    const again = await admin().browser.post(`/api/imports/${file.id}/students`, { mapping: file.mapping });
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3, skipped: 4 });
    expect(await db().select().from(studentNotes).where(eq(studentNotes.studentId, zoe!.id))).toHaveLength(1);

    const changed = await upload(EXPORT.replace('604-555-0101', '604-555-0199'), 'clients-2.csv');
    const third = await admin().browser.post(`/api/imports/${changed.body.id}/students`, {
      mapping: changed.body.mapping,
    });
    expect(third.body).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const [after] = await db().select().from(students).where(eq(students.id, zoe!.id));
    expect(after?.phone).toBe('604-555-0199');
    expect(
      await db().select().from(students).where(sql`lower(${students.email}) = 'zoe.tremblay@example.com'`),
    ).toHaveLength(1);
  });

  it('login invitations: one link each to the students who cannot sign in, never twice, and the link signs them in', async () => {
    const waiting = await admin().browser.get('/api/imports/invitations');
    expect(waiting.body.count).toBeGreaterThanOrEqual(2);
    const sent = await admin().browser.post('/api/imports/invitations');
    expect(sent.status, sent.body?.error).toBe(200);
    expect(sent.body.queued).toBe(waiting.body.count);
    expect(sent.body.message).toMatch(/login invitations? queued: /);
    const [invite] = await db()
      .select()
      .from(outboundEmails)
      .where(
        sql`${outboundEmails.kind} = 'login_invitation' and ${outboundEmails.toEmail} = 'zoe.tremblay@example.com'`,
      );
    expect(invite?.subject).toMatch(/: choose your password$/);
    expect(invite?.bodyText ?? '').not.toMatch(/token=/);
    const again = await admin().browser.post('/api/imports/invitations');
    expect(again.body.queued).toBe(0);
    expect((await admin().browser.get('/api/imports/invitations')).body.count).toBe(0);

    const link = t.get().services.secretBox.open(invite!.secretCiphertext!);
    const token = new URL(link).searchParams.get('token');
    const reset = await browserAt(t.app()).post('/api/auth/student/reset-password', {
      token,
      newPassword: 'zoe-chosen-pass-1',
    });
    expect(reset.status, reset.body?.error).toBe(200);
    const login = await browserAt(t.app()).post('/api/auth/student/login', {
      email: 'zoe.tremblay@example.com',
      password: 'zoe-chosen-pass-1',
    });
    expect(login.status).toBe(200);
  });

  it('opening balances by e-mail: owed and credit recorded once; unknown students, bad amounts, future days and a second figure are problem rows', async () => {
    const file = (
      await upload(
        [
          'Email,Balance,As Of',
          'zoe.tremblay@example.com,54.00,2026-10-31',
          'liam@example.com,(12.50),',
          'nobody@example.com,10.00,',
          'old@example.com,lots,',
          'who@example.com,5.00,2999-01-01',
        ].join('\r\n'),
        'balances.csv',
      )
    ).body;
    expect(file.balanceMapping).toEqual({ email: 0, balance: 1, asOf: 2 });
    const dry = await admin().browser.post(`/api/imports/${file.id}/balances/dry-run`, {
      mapping: file.balanceMapping,
    });
    expect(dry.body).toMatchObject({ created: 2, unchanged: 0, skipped: 3 });
    expect(dry.body.problems).toEqual([
      { line: 4, reason: 'No student has the e-mail nobody@example.com: import the students first' },
      { line: 5, reason: 'Balance "lots" is not an amount' },
      { line: 6, reason: 'Date 2999-01-01 is in the future' },
    ]);
    const done = await admin().browser.post(`/api/imports/${file.id}/balances`, {
      mapping: file.balanceMapping,
    });
    expect(done.body.message).toBe(
      'Imported: 2 opening balances recorded, 0 unchanged, 3 skipped. No e-mail was sent.',
    );
    const owed = async (who: string) => {
      const [s] = await db().select({ id: students.id }).from(students).where(eq(students.email, who));
      return (await admin().browser.get(`/api/payments/student/${s!.id}/outstanding`)).body;
    };
    expect((await owed('zoe.tremblay@example.com')).totalOwed).toBe('54.00');
    expect((await owed('liam@example.com')).availableCredit).toBe('12.50');
    const again = await admin().browser.post(`/api/imports/${file.id}/balances`, {
      mapping: file.balanceMapping,
    });
    expect(again.body).toMatchObject({ created: 0, unchanged: 2 });
    const other = (await upload('Email,Balance\r\nzoe.tremblay@example.com,60.00\r\n', 'other.csv')).body;
    const refused = await admin().browser.post(`/api/imports/${other.id}/balances`, {
      mapping: other.balanceMapping,
    });
    expect(refused.body.problems).toEqual([
      { line: 2, reason: 'An opening balance of $54.00 is already recorded for zoe.tremblay@example.com' },
    ]);
  });

  it('class packs held: a pack of the classes left, valid to the day given, charged nothing, once', async () => {
    const product = await admin().browser.post('/api/products', {
      kind: 'pack',
      name: '10-Class Card',
      classCount: 10,
      validityCount: 3,
      validityUnit: 'month',
      price: '180.00',
    });
    expect(product.status, product.body?.error).toBe(201);
    const file = (
      await upload(
        [
          'Email,Package,Remaining,Expires',
          'zoe.tremblay@example.com,10-class card,4,2999-12-31',
          'liam@example.com,Unlimited Gold,4,2999-12-31',
          'liam@example.com,10-Class Card,0,2999-12-31',
          'liam@example.com,10-Class Card,3,2001-01-01',
        ].join('\r\n'),
        'passes.csv',
      )
    ).body;
    expect(file.passMapping).toEqual({ email: 0, product: 1, classesLeft: 2, validUntil: 3 });
    const dry = await admin().browser.post(`/api/imports/${file.id}/passes/dry-run`, {
      mapping: file.passMapping,
    });
    expect(dry.body).toMatchObject({ created: 1, skipped: 3 });
    expect(dry.body.problems.map((p: { reason: string }) => p.reason)).toEqual([
      'Unknown class pack or membership "Unlimited Gold": create it under Class Packs & Memberships first',
      'Classes left "0" is not a number from 1 to 200',
      'Valid until 2001-01-01 is in the past',
    ]);
    const [zoe] = await db().select().from(students).where(eq(students.email, 'zoe.tremblay@example.com'));
    const owedBefore = (await admin().browser.get(`/api/payments/student/${zoe!.id}/outstanding`)).body
      .totalOwed;
    const done = await admin().browser.post(`/api/imports/${file.id}/passes`, { mapping: file.passMapping });
    expect(done.body.message).toBe(
      'Imported: 1 class pack or membership recorded, 0 unchanged, 3 skipped. No e-mail was sent.',
    );
    const held = await admin().browser.get(`/api/students/${zoe!.id}/passes`);
    expect(held.body).toMatchObject([{ name: '10-Class Card', classesLeft: 4, expiresOn: '2999-12-31' }]);
    expect((await admin().browser.get(`/api/payments/student/${zoe!.id}/outstanding`)).body.totalOwed).toBe(
      owedBefore,
    );
    const again = await admin().browser.post(`/api/imports/${file.id}/passes`, { mapping: file.passMapping });
    expect(again.body).toMatchObject({ created: 0, unchanged: 1 });
  });

  it('the same student and pack twice in one file is one pack and a problem row, not two packs', async () => {
    const file = (
      await upload(
        'Email,Pack,Classes Left,Valid Until\r\nliam@example.com,10-Class Card,2,2999-06-30\r\nliam@example.com,10-Class Card,5,2999-06-30\r\n',
        'twice.csv',
      )
    ).body;
    const dry = await admin().browser.post(`/api/imports/${file.id}/passes/dry-run`, {
      mapping: file.passMapping,
    });
    expect(dry.body).toMatchObject({ created: 1, skipped: 1 });
    expect(dry.body.problems).toEqual([{ line: 3, reason: 'Same student and product as line 2' }]);
  });

  it('the administrator can remap columns; a mapping without a name or e-mail is refused with its reason', async () => {
    const file = (await upload('Col A,Col B,Col C\r\nAva Park,ava.park@example.com,x\r\n', 'plain.csv')).body;
    expect(file.mapping).toEqual({});
    const noEmail = await admin().browser.post(`/api/imports/${file.id}/students/dry-run`, {
      mapping: { fullName: 0 },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.error).toBe(IMPORT_MESSAGES.noEmail);
    const noName = await admin().browser.post(`/api/imports/${file.id}/students/dry-run`, {
      mapping: { email: 1 },
    });
    expect(noName.body.error).toBe(IMPORT_MESSAGES.noName);
    const outside = await admin().browser.post(`/api/imports/${file.id}/students/dry-run`, {
      mapping: { fullName: 0, email: 7 },
    });
    expect(outside.body.error).toBe(IMPORT_MESSAGES.unknownColumn);
    const ok = await admin().browser.post(`/api/imports/${file.id}/students/dry-run`, {
      mapping: { fullName: 0, email: 1 },
    });
    expect(ok.body).toMatchObject({ created: 1, skipped: 0 });
    const missing = await admin().browser.post('/api/imports/999999/students/dry-run', {
      mapping: { fullName: 0, email: 1 },
    });
    expect(missing.status).toBe(404);
  });
});
