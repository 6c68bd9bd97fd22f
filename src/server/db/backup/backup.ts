import { existsSync, readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { BACKUP_FORMAT, packBackup } from './archive';
import { appSecretFile } from './data-dir';

/**
 * A consistent backup of an open PGlite database. `dumpDataDir` copies the data directory while no
 * statement runs (it holds PGlite's query lock), so the copy is what a crash at that instant would
 * leave, and Postgres recovers it from its WAL when it is opened: committed transactions are in it,
 * one still open is not. The CHECKPOINT first only makes that recovery short.
 */
export async function backupPglite(pg: PGlite, dataDir: string | null): Promise<Buffer> {
  await pg.exec('CHECKPOINT');
  const version = await pg.query<{ version: string }>('select version()');
  const dump = await pg.dumpDataDir('none');
  const secretFile = dataDir ? appSecretFile(dataDir) : null;
  return packBackup({
    manifest: {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      postgres: version.rows[0]!.version,
    },
    pgliteTar: Buffer.from(await dump.arrayBuffer()),
    appSecret: secretFile && existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : null,
  });
}
