/**
 * npm run backup [-- <file>]: a consistent copy of the embedded database (and the app secret) in one
 * file, by default backups/studio-<time>.tar.gz. With DATABASE_URL it says how to use pg_dump instead.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { backupDataDir } from './backup-data-dir';

const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    [
      'DATABASE_URL is set: the data lives in that PostgreSQL database, so back it up with pg_dump:',
      '  pg_dump --format=custom --file=studio-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
      'and restore into an empty database with:',
      '  pg_restore --no-owner --dbname="$DATABASE_URL" studio-<time>.dump',
      'Keep APP_SECRET (or DATA_DIR/app-secret) with it: it opens calendar-feed links and queued secrets.',
    ].join('\n'),
  );
  process.exit(2);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const target = path.resolve(process.argv[2] ?? path.join('backups', `studio-${stamp}.tar.gz`));
try {
  const { backup, from } = await backupDataDir(config.DATA_DIR);
  mkdirSync(path.dirname(target), { recursive: true });
  // Written beside its name and renamed: a backup file is whole or absent, never cut short.
  const partial = `${target}.partial`;
  writeFileSync(partial, backup, { mode: 0o600 });
  renameSync(partial, target);
  const source = from === 'server' ? 'from the running server' : 'from DATA_DIR (no server running)';
  console.log(
    `Backup of ${path.resolve(config.DATA_DIR)} ${source}: ${target} (${(backup.length / 1e6).toFixed(1)} MB)`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
