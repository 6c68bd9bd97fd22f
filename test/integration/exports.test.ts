/**
 * Issue 32 §2-3 (decision 040): the studio's archive, a CSV per table it owns and a README of the
 * columns, streamed as a ZIP; no secret in it; a formula in a name is neutralised; administrators only.
 */
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { browserAt } from '../factories/browsers';
import { signedInStudent } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;

const parseCsv = (text: string): string[][] =>
  text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(','));

describe('GET /api/export', () => {
  it('one ZIP with README.txt and a CSV per table, secrets left out, formulas neutralised', async () => {
    await createStudent(db(), {
      name: '=HYPERLINK("http://evil.example","x")',
      email: 'formula@example.com',
    });
    const cookie = [...admin().browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await t.app().inject({ method: 'GET', url: '/api/export', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="studio-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'students.csv',
        'bookings.csv',
        'ledger_entries.csv',
        'payments.csv',
        'invoices.csv',
        'student_passes.csv',
        'email_log.csv',
        'settings.csv',
      ]),
    );
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toMatch(
      /students\.csv \(table students\): .*\r\n {2}columns: id, name, preferred_name, email,/,
    );
    const students = strFromU8(files['students.csv']!);
    const [header] = parseCsv(students);
    expect(header).toContain('email');
    expect(header).not.toContain('password_hash');
    expect(header).not.toContain('google_sub');
    expect(students).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(parseCsv(strFromU8(files['email_log.csv']!))[0]).not.toContain('secret_ciphertext');
  });

  it('administrators only: a student 403, no session 401', async () => {
    const student = await signedInStudent(t.app(), db());
    expect((await student.browser.get('/api/export')).status).toBe(403);
    expect((await browserAt(t.app()).get('/api/export')).status).toBe(401);
  });
});
