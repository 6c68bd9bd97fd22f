import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';

/**
 * One migrated PGlite data directory per browser-test run. Creating a data directory (PGlite's initdb)
 * is ~5 s of CPU, most of a server's start; every app a browser test starts copies this one instead.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'studio-e2e-template-'));
  const dataDir = path.join(root, 'pglite');
  const db = await openDatabase({ kind: 'pglite', instance: await PGlite.create(dataDir) });
  await db.close();
  project.provide('e2ePgliteDataDir', dataDir);
  return () => rmSync(root, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2ePgliteDataDir?: string;
  }
}
