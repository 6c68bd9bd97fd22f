// PostgreSQL text cannot hold U+0000; the fuzzer once reached a 500 with it (bookings.list's search).
// Every procedure refuses such input with a 400 before any statement, after the role checks.
import { describe, expect, it } from 'vitest';
import { NUL_TEXT_MESSAGE } from '../../src/server/trpc/nul-text';
import { browserAt } from '../factories/browsers';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student } = signInAdminAndStudent(t);
const refused = { error: NUL_TEXT_MESSAGE, code: 'BAD_REQUEST' };

describe('text holding U+0000', () => {
  it('is a 400 with a clear message on student, admin and public routes, REST and tRPC', async () => {
    const studentSearch = await student().browser.get(
      `/trpc/bookings.list?input=${encodeURIComponent(JSON.stringify({ search: 'yoga\u0000' }))}`,
    );
    expect(studentSearch.status).toBe(400);
    expect(JSON.stringify(studentSearch.body)).toContain(NUL_TEXT_MESSAGE);

    const adminSearch = await admin().browser.get(`/api/students?search=${encodeURIComponent('ava\u0000')}`);
    expect(adminSearch.status).toBe(400);
    expect(adminSearch.body).toEqual(refused);

    const login = await browserAt(t.app()).post('/api/auth/student/login', {
      email: 'someone@example.com',
      password: 'pass\u0000word',
    });
    expect(login.status).toBe(400);
    expect(login.body).toEqual(refused);
  });

  it('still answers 401 without a session and 403 for the wrong role', async () => {
    const anonymous = await browserAt(t.app()).get(`/api/students?search=${encodeURIComponent('a\u0000')}`);
    expect(anonymous.status).toBe(401);
    const wrongRole = await student().browser.get(`/api/students?search=${encodeURIComponent('a\u0000')}`);
    expect(wrongRole.status).toBe(403);
  });

  it('leaves text with other control and unicode characters alone', async () => {
    const res = await admin().browser.get(`/api/students?search=${encodeURIComponent('Zoë \u202e\u0001')}`);
    expect(res.status).toBe(200);
  });
});
