import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admins, sessions } from '../../src/server/db/schema';
import { ensureAdmin } from '../../src/server/modules/auth/auth.service';
import { GENERATED_PASSWORD_ALPHABET } from '../../src/shared/constants';
import { browserAt } from '../factories/browsers';
import { setUpTestApp } from '../setup/test-app-lifecycle';

// The tests in this file run in order on one database: the first needs it to have no admin at all.
const t = setUpTestApp();

const db = t.db;
const login = (email: string, password: string) =>
  browserAt(t.app()).post('/api/admin/login', { email, password });
const adminCount = async () => Number((await db().select({ n: sql<number>`count(*)` }).from(admins))[0]!.n);

describe('first-admin bootstrap (ensureAdmin)', () => {
  it('with neither e-mail nor password and no admin: creates one with a 12-character generated password', async () => {
    expect(await adminCount()).toBe(0);
    const result = await ensureAdmin(db(), {});
    expect(result.action).toBe('created');
    expect(result.email).toEqual(expect.any(String));
    expect(result.generatedPassword).toHaveLength(12);
    for (const ch of result.generatedPassword!) expect(GENERATED_PASSWORD_ALPHABET).toContain(ch);
    expect(await adminCount()).toBe(1);

    const res = await login(result.email, result.generatedPassword!);
    expect(res.status).toBe(200);
    expect(res.body.admin.email).toBe(result.email);
    // The generated password is not stored as such.
    const [row] = await db().select().from(admins).where(eq(admins.email, result.email));
    expect(row!.passwordHash).not.toContain(result.generatedPassword);
  });

  it('with an admin present and nothing set: does nothing', async () => {
    const before = await db().select().from(admins);
    const result = await ensureAdmin(db(), {});
    expect(result.action).toBe('none');
    expect(result.generatedPassword).toBeUndefined();
    expect(await db().select().from(admins)).toEqual(before);
  });

  it('with an e-mail but no password and an admin present: does nothing', async () => {
    const result = await ensureAdmin(db(), { email: 'only-email@example.com' });
    expect(result.action).toBe('none');
    expect(result.generatedPassword).toBeUndefined();
    expect(await db().select().from(admins).where(eq(admins.email, 'only-email@example.com'))).toEqual([]);
  });

  it('with e-mail and password: creates that admin, who can sign in', async () => {
    const result = await ensureAdmin(db(), { email: 'owner@example.com', password: 'first-password' });
    expect(result).toEqual({ email: 'owner@example.com', action: 'created' });
    const res = await login('owner@example.com', 'first-password');
    expect(res.status).toBe(200);
    expect(res.body.admin).toMatchObject({ email: 'owner@example.com' });
  });

  it('run again with the same password (a plain restart): signed-in sessions survive', async () => {
    const browser = browserAt(t.app());
    await browser.post('/api/admin/login', { email: 'owner@example.com', password: 'first-password' });
    const result = await ensureAdmin(db(), { email: 'owner@example.com', password: 'first-password' });
    expect(result.action).toBe('reset');
    expect((await browser.get('/api/admin/session')).body.authenticated).toBe(true);
    expect((await login('owner@example.com', 'first-password')).status).toBe(200);
  });

  it('run again with a new password: the old one stops working, the new one works, sessions are ended', async () => {
    const browser = browserAt(t.app());
    const first = await browser.post('/api/admin/login', {
      email: 'owner@example.com',
      password: 'first-password',
    });
    expect(first.status).toBe(200);
    const apiToken = first.body.sessionToken as string;
    const [owner] = await db().select().from(admins).where(eq(admins.email, 'owner@example.com'));
    expect(await db().select().from(sessions).where(eq(sessions.adminId, owner!.id))).not.toEqual([]);

    // The e-mail in another letter case still names the same admin.
    const result = await ensureAdmin(db(), { email: 'OWNER@example.com', password: 'second-password' });
    expect(result).toEqual({ email: 'owner@example.com', action: 'reset' });
    expect(
      await db().select().from(admins).where(sql`lower(${admins.email}) = 'owner@example.com'`),
    ).toHaveLength(1);

    expect((await login('owner@example.com', 'first-password')).status).toBe(401);
    expect((await login('owner@example.com', 'second-password')).status).toBe(200);

    // Every session that existed before the reset is gone.
    expect((await browser.get('/api/admin/session')).body.authenticated).toBe(false);
    const viaBearer = await browserAt(t.app()).get('/api/admin/session', {
      authorization: `Bearer ${apiToken}`,
    });
    expect(viaBearer.body).toEqual({ authenticated: false, admin: null });
  });

  it('re-activates a deactivated admin named by ADMIN_EMAIL', async () => {
    await db().update(admins).set({ isActive: false }).where(eq(admins.email, 'owner@example.com'));
    expect((await login('owner@example.com', 'second-password')).status).toBe(401);
    await ensureAdmin(db(), { email: 'owner@example.com', password: 'third-password' });
    expect((await login('owner@example.com', 'third-password')).status).toBe(200);
  });
});
