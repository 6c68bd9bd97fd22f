/**
 * Who may call the student routes (design §3): no session 401, a student 403 on the administrator's
 * routes and 404 on another student's; and Student Management searched and paged on the server over
 * 5,000 students.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import { STUDENT_STATUS_VALUES, type TStudentSummary } from '../../src/shared/schemas/students';
import { browserAt } from '../factories/browsers';
import { trpc } from '../factories/classes';
import { createStudent } from '../factories/people';
import { setUpTestApp, signInAdminAndStudent } from '../setup/test-app-lifecycle';

const t = setUpTestApp();
const { admin, student } = signInAdminAndStudent(t);
const db = t.db;

describe('authorization', () => {
  it('no session: 401 everywhere; a student: 403 on every administrator route, and nothing changes', async () => {
    const other = await createStudent(db(), { name: 'Other Person' });
    const adminOnly: [string, string, unknown?][] = [
      ['GET', '/api/students'],
      ['GET', '/api/students/page'],
      ['POST', '/api/students', { name: 'X', email: 'x-new@example.com', customPassword: 'xxxxxx1' }],
      ['GET', `/api/students/${other.id}/delete-plan`],
      ['DELETE', `/api/students/${other.id}`],
      ['GET', `/api/student-notes/${other.id}`],
      ['POST', '/api/student-notes', { studentId: other.id, content: 'Hi' }],
      ['GET', '/api/admin/login-info?search=a'],
      ['POST', `/api/admin/login-info/${other.id}/temporary-password`, { delivery: 'show' }],
      ['GET', `/api/payments/student/${other.id}`],
      ['GET', `/api/payments/student/${other.id}/summary`],
    ];
    for (const [method, url, body] of adminOnly) {
      const anonymous = await browserAt(t.app()).request(method as 'GET', url, body);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      const asStudent = await student().browser.request(method as 'GET', url, body);
      expect(asStudent.status, `${method} ${url}`).toBe(403);
      expect(asStudent.body.error).toBe('Administrator access required');
    }
    for (const [method, url, body] of [
      ['GET', `/api/students/${other.id}`],
      ['PUT', `/api/students/${other.id}`, { name: 'Hacked' }],
    ] as const) {
      expect((await browserAt(t.app()).request(method, url, body)).status, url).toBe(401);
      const asStudent = await student().browser.request(method, url, body);
      expect(asStudent.status, url).toBe(404);
      expect(asStudent.body.error).toBe('Student not found');
    }
    const [row] = await db().select().from(students).where(eq(students.id, other.id));
    expect(row!.name).toBe('Other Person');
    expect(row!.deletedAt).toBeNull();
    for (const path of ['students.page', 'students.loginInfo', 'students.notes']) {
      const res = await trpc(student().browser, path, { studentId: other.id }, 'query');
      expect(res.status, path).toBe(403);
    }
  });

  it('a student reads and edits their own record', async () => {
    const mine = await student().browser.get(`/api/students/${student().student.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.email).toBe(student().student.email);
  });
});

describe('Student Management over 5,000 students', () => {
  const FIRST = ['Alice', 'ALINA', 'bob', 'Carla', 'Dmitri', 'Émile', 'Fatima', 'Grace', 'Hiro', 'Ivan'];
  let made: { name: string; email: string; status: string }[] = [];

  it('pages by name, searches name or e-mail in any case, filters by status, counts per status', async () => {
    made = Array.from({ length: 5000 }, (_, i) => ({
      name: `${FIRST[i % FIRST.length]} Paged${String(i).padStart(4, '0')}`,
      email: `paged-${i}@${i % 7 === 0 ? 'ALImail' : 'example'}.com`,
      status: STUDENT_STATUS_VALUES[i % 3]!,
    }));
    for (let i = 0; i < made.length; i += 1000) {
      await db()
        .insert(students)
        .values(made.slice(i, i + 1000).map((s) => ({ ...s, status: s.status as 'active' })));
    }
    const get = async (query: string) => {
      const res = await admin().browser.get(`/api/students/page?${query}`);
      expect(res.status, query).toBe(200);
      return res.body as {
        rows: TStudentSummary[];
        total: number;
        counts: Record<string, number>;
      };
    };
    const search = 'ali';
    const expected = made.filter(
      (s) => s.name.toLowerCase().includes(search) || s.email.toLowerCase().includes(search),
    );
    const first = await get(`search=ALI&pageSize=24&page=0`);
    expect(first.total).toBe(expected.length);
    expect(first.counts.all).toBe(expected.length);
    for (const status of STUDENT_STATUS_VALUES) {
      expect(first.counts[status], status).toBe(expected.filter((s) => s.status === status).length);
    }
    expect(first.rows).toHaveLength(24);
    const names = first.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    for (const r of first.rows) expect(`${r.name} ${r.email}`.toLowerCase()).toContain('ali');

    const pending = await get('search=paged&status=pending&pageSize=96&page=0');
    expect(pending.total).toBe(made.filter((s) => s.status === 'pending').length);
    expect(pending.rows.every((r) => r.status === 'pending' && r.isActive === false)).toBe(true);
    const lastPage = Math.floor((pending.total - 1) / 96);
    const last = await get(`search=paged&status=pending&pageSize=96&page=${lastPage}`);
    expect(last.rows.length).toBe(pending.total - lastPage * 96);
    expect((await get(`search=paged&status=pending&pageSize=96&page=${lastPage + 1}`)).rows).toEqual([]);
    // Every row once across the pages.
    const seen = new Set<number>();
    for (let page = 0; page <= lastPage; page++) {
      for (const r of (await get(`search=paged&status=pending&pageSize=96&page=${page}`)).rows)
        seen.add(r.id);
    }
    expect(seen.size).toBe(pending.total);
  });

  it('wildcards are literal; nothing matching is "no students"; bad paging is a 400', async () => {
    const none = await admin().browser.get('/api/students/page?search=%25_%25');
    expect(none.body.total).toBe(0);
    expect(none.body.rows).toEqual([]);
    for (const [query, message] of [
      ['pageSize=13', 'pageSize must be one of 12, 24, 48, 96'],
      ['page=-1', 'page cannot be negative'],
      ['status=gone', 'status must be all, active, inactive or pending'],
      [`search=${'x'.repeat(201)}`, 'search must be at most 200 characters'],
    ]) {
      const res = await admin().browser.get(`/api/students/page?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('GET /api/students lists every live student, searched the same way', async () => {
    const res = await admin().browser.get('/api/students?search=ALIMAIL');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(made.filter((s) => s.email.includes('ALImail')).length);
  });
});
