import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { adminUrl, databaseUrl, dropDatabase, templateName } from './postgres';

/**
 * Migrates one template per run: a PGlite data directory dumped to a tarball that every test file
 * loads, or, with DATABASE_URL, a PostgreSQL template database that every test file copies.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = templateName();
    const admin = (await import('postgres')).default(adminUrl(serverUrl), { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe('select 1');
    } catch (error) {
      throw new Error(
        `DATABASE_URL is set but no PostgreSQL server answers at ${serverUrl}: ${String(error)}`,
      );
    }
    await admin.unsafe(`create database "${template}"`);
    const db = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template), max: 1 });
    await db.close();
    project.provide('pgTemplate', template);
    await admin.end();
    return async () => dropDatabase(serverUrl, template);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-pglite-'));
  const pg = await PGlite.create();
  const db = await openDatabase({ kind: 'pglite', instance: pg });
  const dump = await pg.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate?: string;
    pgliteTemplate?: string;
  }
}
