import { afterAll, beforeAll } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { signedInAdmin, signedInStudent } from '../factories/classes';
import type { createStudent } from '../factories/people';
import { createTestApp, type TestApp } from './test-app';

/**
 * One test app for the calling test file: created before its tests, closed after them. The accessors
 * may be called only inside tests and hooks registered after this call. `options.jobs` starts the
 * background jobs, as in createTestApp.
 */
export function setUpTestApp(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
  options: Parameters<typeof createTestApp>[2] = {},
) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(overrides, env, options);
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
type StudentOverrides = Parameters<typeof createStudent>[1];

/** An administrator, signed in with their own browser, once for the test file. */
export function signInAdmin(t: ReturnType<typeof setUpTestApp>) {
  let admin: SignedInAdmin | undefined;
  beforeAll(async () => {
    admin = await signedInAdmin(t.app(), t.db());
  });
  return { admin: (): SignedInAdmin => admin ?? notYet('signInAdmin') };
}

/**
 * An administrator and a student (made with `studentOverrides`), each signed in with its own browser,
 * once for the test file: the administrator first.
 */
export function signInAdminAndStudent(
  t: ReturnType<typeof setUpTestApp>,
  studentOverrides: StudentOverrides = {},
) {
  let admin: SignedInAdmin | undefined;
  let student: SignedInStudent | undefined;
  beforeAll(async () => {
    admin = await signedInAdmin(t.app(), t.db());
    student = await signedInStudent(t.app(), t.db(), studentOverrides);
  });
  return {
    admin: (): SignedInAdmin => admin ?? notYet('signInAdminAndStudent'),
    student: (): SignedInStudent => student ?? notYet('signInAdminAndStudent'),
  };
}

function notYet(helper: string): never {
  throw new Error(`${helper}: no one is signed in before beforeAll has run`);
}
