import { describe, expect, it } from 'vitest';
import { browserAt } from '../factories/browsers';
import { setUpTestApp } from '../setup/test-app-lifecycle';

const t = setUpTestApp();

describe('health and routing', () => {
  it('/healthz reports ok and which database is in use', async () => {
    const res = await browserAt(t.app()).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('an unknown /api path answers 404 JSON for every method', async () => {
    const client = browserAt(t.app());
    const answers = [
      await client.get('/api/does-not-exist'),
      await client.get('/api/students/1/nothing'),
      await client.post('/api/does-not-exist', { a: 1 }),
      await client.put('/api/does-not-exist', { a: 1 }),
      await client.request('DELETE', '/api/admin/login'),
      await client.request('PATCH', '/api/auth/student/session', { a: 1 }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('an unknown tRPC procedure answers 404 with a message', async () => {
    const res = await browserAt(t.app()).get('/trpc/auth.doesNotExist');
    expect(res.status).toBe(404);
    expect(res.body.error.data.code).toBe('NOT_FOUND');
    expect(res.body.error.message).toEqual(expect.any(String));
  });

  it('GET /api/auth/google/config says whether Google sign-in is enabled (off without credentials)', async () => {
    const res = await browserAt(t.app()).get('/api/auth/google/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ enabled: false });
  });

  it('public session endpoints answer JSON without a session', async () => {
    const client = browserAt(t.app());
    expect((await client.get('/api/auth/student/session')).body).toEqual({
      authenticated: false,
      student: null,
    });
    expect((await client.get('/api/admin/session')).body).toEqual({ authenticated: false, admin: null });
    // Logging out without a session is harmless.
    expect((await client.post('/api/auth/student/logout')).status).toBe(200);
    expect((await client.post('/api/admin/logout')).status).toBe(200);
  });
});
