/**
 * Issue 28 §5: a phone field takes a phone number. Signup, the student's own settings, Add Student and
 * the secondary contact refuse "not a phone ☎️ 🙂" with a 400 naming the rule, and write nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import { PHONE_MESSAGE } from '../../src/shared/phone';
import { signedInStudent } from '../factories/classes';
import { TestClient } from '../setup/http';
import { setUpTestApp, signInAdmin } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin } = signInAdmin(t);
const db = t.db;
const NOT_A_PHONE = 'not a phone ☎️ 🙂';
const stamp = Date.now();

describe('phone fields', () => {
  it('signup refuses words and takes a number', async () => {
    const client = new TestClient(t.app());
    const email = `phone-${stamp}@example.com`;
    const refused = await client.post('/api/auth/student/signup', { name: 'Pat', email, phone: NOT_A_PHONE });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(PHONE_MESSAGE);
    expect(await db().select().from(students).where(eq(students.email, email))).toHaveLength(0);
    const taken = await client.post('/api/auth/student/signup', {
      name: 'Pat',
      email,
      phone: '(604) 555-0123',
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
  });

  it("the student's own settings refuse it and keep the old number", async () => {
    const me = await signedInStudent(t.app(), db());
    const res = await me.browser.put(`/api/students/${me.student.id}`, { phone: NOT_A_PHONE });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(PHONE_MESSAGE);
    const [row] = await db().select().from(students).where(eq(students.id, me.student.id));
    expect(row!.phone).toBe(me.student.phone);
    expect(
      (await me.browser.put(`/api/students/${me.student.id}`, { phone: '604.555.0199 ext. 4' })).status,
    ).toBe(200);
  });

  it('Add Student refuses it for the student and for the secondary contact', async () => {
    for (const field of ['phone', 'secondaryContactPhone']) {
      const email = `add-${field}-${stamp}@example.com`;
      const res = await admin().browser.post('/api/students', {
        name: 'Sam Phone',
        email,
        [field]: NOT_A_PHONE,
      });
      expect(res.status, field).toBe(400);
      expect(res.body.error).toBe(PHONE_MESSAGE);
      expect(await db().select().from(students).where(eq(students.email, email))).toHaveLength(0);
    }
  });
});
