import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { signedInAdmin, signedInStudent } from '../factories/classes';
import { createTestApp, type TestApp } from './test-app';

/**
 * One test app for the calling test file: created before its tests, closed after them. The accessors
 * may be called only inside tests and hooks registered after this call.
 */
export function setUpTestApp(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = {}) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides, env);
  });
  afterAll(() => current?.close());
  const get = (): TestApp => {
    if (!current) throw new Error('setUpTestApp: the app exists only once beforeAll has run');
    return current;
  };
  return { get, app: () => get().app, db: () => get().database.db };
}

type SignedInAdmin = Awaited<ReturnType<typeof signedInAdmin>>;
type SignedInStudent = Awaited<ReturnType<typeof signedInStudent>>;

/** An administrator and a student, each signed in with its own browser, once for the test file. */
export function signInAdminAndStudent(t: ReturnType<typeof setUpTestApp>) {
  let admin: SignedInAdmin | undefined;
  let student: SignedInStudent | undefined;
  beforeAll(async () => {
    admin = await signedInAdmin(t.app(), t.db());
    student = await signedInStudent(t.app(), t.db());
  });
  return {
    admin: (): SignedInAdmin => admin ?? notYet(),
    student: (): SignedInStudent => student ?? notYet(),
  };
}

function notYet(): never {
  throw new Error('signInAdminAndStudent: no one is signed in before beforeAll has run');
}
